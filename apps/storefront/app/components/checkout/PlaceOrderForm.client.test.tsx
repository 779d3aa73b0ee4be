// @vitest-environment happy-dom
// Place order once the page app runs; its HTML without JavaScript is specified in PlaceOrderForm.test.tsx.
import { within } from '@testing-library/dom';
import { afterEach, describe, expect, it } from 'vitest';
import { legalTextIn } from '../../testing/legalText';
import { type BrowserRender, renderInBrowser } from '../../testing/renderInBrowser';
import { textIn } from '../../testing/renderInShop';
import { PlaceOrderForm } from './PlaceOrderForm';

let mounted: BrowserRender | undefined;
afterEach(async () => {
  await mounted?.unmount();
  mounted = undefined;
});

describe('place order with JavaScript (issue 17: a double click never makes two orders)', () => {
  it('is busy while the order is sent and ignores further clicks', async () => {
    for (const locale of ['de-at', 'fr-ch'] as const) {
      const sent: string[] = [];
      // The order round trip, still under way while the shopper clicks again.
      mounted = await renderInBrowser(<PlaceOrderForm cartKey="cart-key-7f3a" ready />, {
        locale,
        path: '/checkout',
        action: async (request) => {
          sent.push(String((await request.formData()).get('cartKey')));
          return new Promise(() => undefined);
        },
      });
      const screen = within(mounted.container);
      (
        screen.getByRole('checkbox', {
          name: legalTextIn(locale, 'checkout.terms.label'),
        }) as HTMLInputElement
      ).checked = true;
      const button = screen.getByRole('button', { name: textIn(locale, 'checkout.placeOrder') });
      expect(button.getAttribute('aria-busy')).toBeNull();
      await mounted.interact(() => button.click());
      await mounted.settle();
      expect(button.getAttribute('aria-busy')).toBe('true');
      await mounted.interact(() => button.click());
      await mounted.interact(() => button.click());
      await mounted.settle();
      expect(sent).toEqual(['cart-key-7f3a']);
      await mounted.unmount();
      mounted = undefined;
    }
  });
});
