import { within } from '@testing-library/dom';
import { describe, expect, it } from 'vitest';
import { renderInShop, textIn } from '../testing/renderInShop';
import { WalletButtons } from './WalletButtons';

describe('spec 2.4 express checkout buttons', () => {
  it("are one plain form per wallet, posting to the wallet's checkout-init route of the locale", async () => {
    const { screen } = await renderInShop(<WalletButtons />, { locale: 'fr-ch', path: '/checkout/cart' });
    const forms = [...screen.querySelectorAll('form')];
    expect(forms.map((form) => [form.getAttribute('method'), form.getAttribute('action')])).toEqual([
      ['post', '/fr-ch/checkout/amazon-pay-init-checkout/paypal'],
      ['post', '/fr-ch/amazon-pay'],
    ]);
    for (const form of forms) expect(within(form).getByRole('button').getAttribute('type')).toBe('submit');
  });

  it("show the wallet's brand and are named 'express checkout with …' in the page's language", async () => {
    for (const locale of ['de-de', 'fr-fr'] as const) {
      const { screen } = await renderInShop(<WalletButtons />, { locale });
      const group = within(screen).getByRole('group', { name: textIn(locale, 'wallet.express') });
      const buttons = within(group).getAllByRole('button');
      expect(buttons.map((button) => [button.textContent, button.getAttribute('aria-label')])).toEqual([
        ['PayPal', textIn(locale, 'wallet.payWith', { wallet: 'PayPal' })],
        ['Amazon Pay', textIn(locale, 'wallet.payWith', { wallet: 'Amazon Pay' })],
      ]);
      // WCAG 2.5.3: the accessible name contains the visible text, so speech input finds the button by it.
      for (const button of buttons) {
        expect(button.getAttribute('aria-label')).toContain(button.textContent ?? '∅');
      }
    }
  });
});
