import { within } from '@testing-library/dom';
import { describe, expect, it } from 'vitest';
import type { CheckoutActionResult } from '../../checkout/checkoutView';
import type { MessageKey } from '../../i18n/messages';
import { legalTextIn } from '../../testing/legalText';
import { renderInShop, textIn } from '../../testing/renderInShop';
import { PlaceOrderForm } from './PlaceOrderForm';

const PATH = '/checkout';

describe('place order (spec 2.4 terms, newsletter and check-and-place-order)', () => {
  it("is a plain form posting to the checkout's action, named in the page's language", async () => {
    for (const locale of ['de-de', 'fr-fr'] as const) {
      const { screen } = await renderInShop(<PlaceOrderForm cartKey="cart-key-7f3a" ready />, {
        locale,
        path: PATH,
      });
      const form = within(screen).getByRole('form', { name: textIn(locale, 'checkout.placeOrder') });
      expect(form.getAttribute('method')).toBe('post');
      expect(form.getAttribute('action')).toBe(`/${locale}/checkout`);
      expect(within(form).getByRole('button', { name: textIn(locale, 'checkout.placeOrder') })).toBeTruthy();
    }
  });

  it('carries its intent and the key of the cart on screen, so a changed cart is shown instead of ordered', async () => {
    const { screen } = await renderInShop(<PlaceOrderForm cartKey="cart-key-7f3a" ready />, { path: PATH });
    const hidden = [...screen.querySelectorAll<HTMLInputElement>('form input[type="hidden"]')].map(
      (input) => [input.name, input.value],
    );
    expect(hidden).toEqual([
      ['intent', 'place-order'],
      ['cartKey', 'cart-key-7f3a'],
    ]);
  });

  it('asks for the terms (required, checked by the browser too) and offers the newsletter with its terms', async () => {
    const { screen } = await renderInShop(<PlaceOrderForm cartKey="k" ready />, {
      locale: 'fr-fr',
      path: PATH,
    });
    const terms = within(screen).getByRole('checkbox', {
      name: legalTextIn('fr-fr', 'checkout.terms.label'),
    });
    expect(terms.getAttribute('name')).toBe('terms');
    expect(terms.hasAttribute('required')).toBe(true);
    expect(terms.hasAttribute('checked')).toBe(false);
    const newsletter = within(screen).getByRole('checkbox', {
      name: textIn('fr-fr', 'checkout.newsletter.label'),
    });
    expect(newsletter.getAttribute('name')).toBe('newsletter');
    expect(newsletter.hasAttribute('required')).toBe(false);
    expect(newsletter.hasAttribute('checked')).toBe(false);
    const description = screen.querySelector(`[id="${newsletter.getAttribute('aria-describedby')}"]`);
    expect(description?.textContent).toBe(textIn('fr-fr', 'checkout.newsletter.terms'));
  });

  it('cannot be sent before the shopper has an address, and says why', async () => {
    const { screen } = await renderInShop(<PlaceOrderForm cartKey="k" ready={false} />, { path: PATH });
    const button = within(screen).getByRole('button', { name: textIn('de-de', 'checkout.placeOrder') });
    expect(button.hasAttribute('disabled')).toBe(true);
    expect(within(screen).getByText(textIn('de-de', 'checkout.notReady'))).toBeTruthy();
  });

  it('marks the terms box invalid with its message when the order was sent without them', async () => {
    const actionData: CheckoutActionResult = { intent: 'place-order', error: 'terms' };
    const { screen } = await renderInShop(<PlaceOrderForm cartKey="k" ready />, { path: PATH, actionData });
    const terms = within(screen).getByRole('checkbox', {
      name: legalTextIn('de-de', 'checkout.terms.label'),
    });
    expect(terms.getAttribute('aria-invalid')).toBe('true');
    const described = screen.querySelector(`[id="${terms.getAttribute('aria-describedby')}"]`);
    expect(described?.textContent).toBe(textIn('de-de', 'checkout.terms.required'));
    // The message stands beside the box, not once more as an alert.
    expect(within(screen).queryByRole('alert')).toBeNull();
  });

  it('asks for the waiver of the withdrawal right only when the cart holds digital content (required)', async () => {
    const { screen: physical } = await renderInShop(<PlaceOrderForm cartKey="k" ready />, { path: PATH });
    expect(physical.querySelector('input[name="revocation"]')).toBeNull();
    for (const locale of ['de-de', 'en-gb', 'fr-fr'] as const) {
      const { screen } = await renderInShop(<PlaceOrderForm cartKey="k" ready revocationRequired />, {
        locale,
        path: PATH,
      });
      const waiver = within(screen).getByRole('checkbox', {
        name: textIn(locale, 'checkout.revocation.label'),
      });
      expect(waiver.getAttribute('name')).toBe('revocation');
      expect(waiver.hasAttribute('required')).toBe(true);
      expect(waiver.hasAttribute('checked')).toBe(false);
    }
  });

  it('marks the waiver invalid with its message when the order was sent without it', async () => {
    const actionData: CheckoutActionResult = { intent: 'place-order', error: 'revocation' };
    const { screen } = await renderInShop(<PlaceOrderForm cartKey="k" ready revocationRequired />, {
      locale: 'fr-ch',
      path: PATH,
      actionData,
    });
    const waiver = within(screen).getByRole('checkbox', {
      name: textIn('fr-ch', 'checkout.revocation.label'),
    });
    expect(waiver.getAttribute('aria-invalid')).toBe('true');
    const described = screen.querySelector(`[id="${waiver.getAttribute('aria-describedby')}"]`);
    expect(described?.textContent).toBe(textIn('fr-ch', 'checkout.revocation.required'));
    expect(within(screen).queryByRole('alert')).toBeNull();
  });

  const refusals: [
    Exclude<Extract<CheckoutActionResult, { intent: 'place-order' }>['error'], 'terms' | 'revocation'>,
    MessageKey,
  ][] = [
    ['stale', 'checkout.stale'],
    ['not-ready', 'checkout.notReady'],
    ['failed', 'checkout.orderFailed'],
  ];
  it.each(refusals)(
    'answers a refused order (%s) with an alert in the language of the page',
    async (error, key) => {
      for (const locale of ['de-ch', 'fr-ch'] as const) {
        const { screen } = await renderInShop(<PlaceOrderForm cartKey="k" ready />, {
          locale,
          path: PATH,
          actionData: { intent: 'place-order', error } satisfies CheckoutActionResult,
        });
        expect(within(screen).getByRole('alert').textContent).toBe(textIn(locale, key));
      }
    },
  );

  it("ignores another form's answer", async () => {
    const actionData: CheckoutActionResult = { intent: 'payback', ok: false, message: 'Ungültig' };
    const { screen } = await renderInShop(<PlaceOrderForm cartKey="k" ready />, { path: PATH, actionData });
    expect(within(screen).queryByRole('alert')).toBeNull();
    expect(
      within(screen)
        .getByRole('checkbox', { name: legalTextIn('de-de', 'checkout.terms.label') })
        .hasAttribute('aria-invalid'),
    ).toBe(false);
  });
});
