import { formatCurrency } from '@beautyshop/ui';
import { within } from '@testing-library/dom';
import { describe, expect, it } from 'vitest';
import { renderInShop, textIn } from '../testing/renderInShop';
import { walletSummaryView } from '../testing/walletFixtures';
import { WalletCheckoutPage } from './WalletCheckoutPage';

const PATH = '/amazon_pay/checkout';

describe('spec 2.4 the express checkout summary', () => {
  it("shows what the wallet shared, named after the wallet in the shopper's language", async () => {
    const view = walletSummaryView();
    for (const locale of ['fr-ch', 'de-ch'] as const) {
      const { screen } = await renderInShop(<WalletCheckoutPage view={view} />, { locale, path: PATH });
      const page = within(screen);
      expect(page.getByRole('heading', { level: 1 }).textContent).toBe(textIn(locale, 'wallet.title'));
      const details = page.getByRole('region', {
        name: textIn(locale, 'wallet.details', { wallet: 'PayPal' }),
      });
      const rows = [...details.querySelectorAll('dl > div')].map((row) => [
        row.querySelector('dt')?.textContent,
        row.querySelector('dd')?.textContent,
      ]);
      expect(rows).toEqual([
        [textIn(locale, 'wallet.email'), 'erika@example.com'],
        [textIn(locale, 'wallet.payment'), 'PayPal'],
        [textIn(locale, 'wallet.shippingAddress'), 'Erika MusterBahnhofstrasse 18001 Zürich'],
        [textIn(locale, 'wallet.billingAddress'), 'Erika MusterBahnhofstrasse 18001 Zürich'],
        [textIn(locale, 'wallet.delivery'), 'Standard'],
      ]);
      // The way back to change what the wallet shared is the full checkout.
      expect(page.getByRole('link', { name: textIn(locale, 'wallet.change') }).getAttribute('href')).toBe(
        `/${locale}/checkout`,
      );
    }
  });

  it('sums the order in francs and places it with a form bound to this cart', async () => {
    const { screen } = await renderInShop(<WalletCheckoutPage view={walletSummaryView()} />, {
      locale: 'fr-ch',
      path: PATH,
    });
    const summary = within(screen).getByRole('region', { name: textIn('fr-ch', 'summary.title') });
    expect(summary.textContent).toContain(formatCurrency(59.8, 'CHF', 'fr-CH'));
    const place = within(summary).getByRole('form', { name: textIn('fr-ch', 'checkout.placeOrder') });
    expect(place.getAttribute('method')).toBe('post');
    expect(place.querySelector<HTMLInputElement>('input[name="cartKey"]')?.getAttribute('value')).toBe(
      'cart-key-wallet',
    );
  });

  it("tells the cart's messages and the loyalty points, and leaves out a delivery the wallet did not choose", async () => {
    const { screen } = await renderInShop(
      <WalletCheckoutPage
        view={walletSummaryView({
          cartMessages: ['Die Menge wurde angepasst.'],
          paybackPoints: 29,
          shippingMethod: undefined,
        })}
      />,
      { locale: 'de-ch', path: PATH },
    );
    expect(screen.textContent).toContain('Die Menge wurde angepasst.');
    expect(screen.textContent).toContain(textIn('de-ch', 'payback.earn', { points: 29 }));
    expect(screen.textContent).not.toContain(textIn('de-ch', 'wallet.delivery'));
  });

  it('says why a refused wallet checkout cannot go on, with ways back to the cart and the checkout', async () => {
    for (const locale of ['de-de', 'fr-fr'] as const) {
      const { screen } = await renderInShop(<WalletCheckoutPage view={{ state: 'refused' }} />, {
        locale,
        path: PATH,
      });
      const page = within(screen);
      expect(page.getByRole('heading', { level: 1 }).textContent).toBe(
        textIn(locale, 'wallet.refused.title'),
      );
      expect(screen.textContent).toContain(textIn(locale, 'wallet.refused.text'));
      expect(page.getByRole('link', { name: textIn(locale, 'wallet.backToCart') }).getAttribute('href')).toBe(
        `/${locale}/checkout/cart`,
      );
      expect(page.getByRole('link', { name: textIn(locale, 'cart.toCheckout') }).getAttribute('href')).toBe(
        `/${locale}/checkout`,
      );
      expect(page.queryByRole('form')).toBeNull();
    }
  });
});
