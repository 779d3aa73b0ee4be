// @vitest-environment happy-dom
// The codes step once the page app runs; its HTML without JavaScript is specified in CodesStep.test.tsx.
import { within } from '@testing-library/dom';
import { afterEach, describe, expect, it } from 'vitest';
import type { CheckoutActionResult } from '../../checkout/checkoutView';
import { type BrowserRender, renderInBrowser } from '../../testing/renderInBrowser';
import { textIn } from '../../testing/renderInShop';
import { CodesStep } from './CodesStep';

let mounted: BrowserRender | undefined;
afterEach(async () => {
  await mounted?.unmount();
  mounted = undefined;
});

describe('promotion code, gift card and payback with JavaScript', () => {
  it('sends a code without leaving the page and shows the answer beside that form only', async () => {
    const sent: [string, string][][] = [];
    mounted = await renderInBrowser(<CodesStep codes={[]} />, {
      locale: 'fr-fr',
      path: '/checkout',
      action: async (request): Promise<CheckoutActionResult> => {
        const form = await request.formData();
        sent.push([...form].map(([name, value]) => [name, String(value)]));
        return {
          intent: 'gift-card',
          ok: false,
          message: textIn('fr-fr', 'checkout.giftCard.notFound', { code: '1234' }),
        };
      },
    });
    const screen = within(mounted.container);
    const field = screen.getByRole('textbox', {
      name: new RegExp(textIn('fr-fr', 'checkout.giftCard.label')),
    });
    const form = field.closest('form') as HTMLFormElement;
    (field as HTMLInputElement).value = '1234';
    await mounted.interact(() => within(form).getByRole('button').click());
    await mounted.settle();
    expect(sent).toEqual([
      [
        ['intent', 'gift-card'],
        ['code', '1234'],
      ],
    ]);
    expect(mounted.location()).toBe('/fr-fr/checkout');
    const alerts = screen.getAllByRole('alert');
    expect(alerts.map((alert) => alert.textContent)).toEqual([
      textIn('fr-fr', 'checkout.giftCard.notFound', { code: '1234' }),
    ]);
    expect(form.contains(alerts[0] ?? null)).toBe(true);
    // A refused code stays in the field, to be corrected.
    expect((field as HTMLInputElement).value).toBe('1234');
  });

  it('empties the field once the code is redeemed, and says so', async () => {
    mounted = await renderInBrowser(<CodesStep codes={[]} />, {
      locale: 'de-de',
      path: '/checkout',
      action: async (): Promise<CheckoutActionResult> => ({
        intent: 'promotion',
        ok: true,
        message: textIn('de-de', 'checkout.promotion.added', { code: 'BEAUTY10' }),
      }),
    });
    const screen = within(mounted.container);
    const field = screen.getByRole('textbox', {
      name: new RegExp(textIn('de-de', 'checkout.promotion.label')),
    }) as HTMLInputElement;
    field.value = 'BEAUTY10';
    await mounted.interact(() =>
      within(field.closest('form') as HTMLFormElement)
        .getByRole('button')
        .click(),
    );
    await mounted.settle();
    expect(screen.getByRole('status').textContent).toBe(
      textIn('de-de', 'checkout.promotion.added', { code: 'BEAUTY10' }),
    );
    expect(field.value).toBe('');
  });
});
