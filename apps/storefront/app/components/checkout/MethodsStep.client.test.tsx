// @vitest-environment happy-dom
// The delivery and payment lists once the page app runs; their HTML without JavaScript is in MethodsStep.test.tsx.
import { within } from '@testing-library/dom';
import { afterEach, describe, expect, it } from 'vitest';
import { checkoutView } from '../../testing/checkoutFixtures';
import { type BrowserRender, renderInBrowser } from '../../testing/renderInBrowser';
import { textIn } from '../../testing/renderInShop';
import { MethodsStep } from './MethodsStep';

let mounted: BrowserRender | undefined;
afterEach(async () => {
  await mounted?.unmount();
  mounted = undefined;
});

/** The checkout with its action recording what the page sends. */
async function checkout(locale: 'de-de' | 'fr-fr', sent: Record<string, string>[]) {
  mounted = await renderInBrowser(<MethodsStep view={checkoutView()} />, {
    locale,
    path: '/checkout',
    action: async (request) => {
      const form = await request.formData();
      sent.push(Object.fromEntries([...form].map(([name, value]) => [name, String(value)])));
      return null;
    },
  });
  return mounted;
}

describe('delivery and payment with JavaScript', () => {
  it('needs no save buttons: a choice is saved as it is made', async () => {
    for (const locale of ['de-de', 'fr-fr'] as const) {
      const page = await checkout(locale, []);
      const screen = within(page.container);
      expect(screen.queryByRole('button', { name: textIn(locale, 'checkout.shipping.save') })).toBeNull();
      expect(screen.queryByRole('button', { name: textIn(locale, 'checkout.payment.save') })).toBeNull();
      await page.unmount();
      mounted = undefined;
    }
  });

  it("sends the chosen delivery option and payment method to the checkout's action, each with its intent, without leaving the page", async () => {
    const sent: Record<string, string>[] = [];
    const page = await checkout('de-de', sent);
    const screen = within(page.container);
    await page.interact(() => screen.getByRole('radio', { name: /Express/ }).click());
    await page.settle();
    await page.interact(() => screen.getByRole('radio', { name: /Kreditkarte/ }).click());
    await page.settle();
    expect(sent).toEqual([
      { intent: 'shipping-method', shippingMethodId: 'express' },
      { intent: 'payment-method', paymentMethodId: 'card' },
    ]);
    expect(page.location()).toBe('/de-de/checkout');
  });
});
