import { formatCurrency } from '@beautyshop/ui';
import { describe, expect, it } from 'vitest';
import { ShippingInfoContext } from '../components/product/shippingInfo';
import { basketKeyOf, productsOfLines } from '../loyalty/paybackBasket';
import { cartOf, serumLine } from '../testing/cartFixtures';
import { renderInShop, textIn } from '../testing/renderInShop';
import { CartSummary } from './CartSummary';

/** The summary's rows as the shopper reads them: label and amount. */
function rows(screen: HTMLElement): [string, string][] {
  return [...screen.querySelectorAll('dl > div')].map((row) => [
    row.querySelector('dt')?.textContent ?? '',
    row.querySelector('dd')?.textContent ?? '',
  ]);
}

describe("a cart's summary", () => {
  it("lists subtotal, shipping, the taxes included and the total in the page's language and currency", async () => {
    const cart = cartOf();
    const tax = cart.price.calculatedTaxes?.[0]?.tax ?? Number.NaN;
    for (const [locale, currency, tag] of [
      ['fr-ch', 'CHF', 'fr-CH'],
      ['de-de', 'EUR', 'de-DE'],
    ] as const) {
      const { screen } = await renderInShop(<CartSummary cart={cart} />, { locale });
      const money = (amount: number) => formatCurrency(amount, currency, tag);
      expect(rows(screen)).toEqual([
        [textIn(locale, 'cart.subtotal'), money(49.9)],
        [textIn(locale, 'cart.shipping'), money(4.95)],
        [textIn(locale, 'cart.tax', { rate: '19' }), money(tax)],
        [textIn(locale, 'cart.total'), money(54.85)],
      ]);
    }
  });

  it('shows the tax and shipping notice beside the total: incl. VAT, and plus shipping linked to the shipping page while shipping is not yet included', async () => {
    const withShipping = cartOf();
    const withoutShipping = { ...cartOf(), deliveries: [] };
    for (const locale of ['de-de', 'de-at', 'de-ch', 'en-gb', 'fr-fr', 'fr-ch'] as const) {
      const tax = textIn(locale, locale.endsWith('-ch') ? 'price.taxNoticeCh' : 'price.taxNotice');
      const shipping = textIn(locale, 'price.shippingNotice');
      const summary = (cart: typeof withShipping) => (
        <ShippingInfoContext.Provider value={`/${locale}/versand`}>
          <CartSummary cart={cart} />
        </ShippingInfoContext.Provider>
      );
      const included = await renderInShop(summary(withShipping), { locale });
      expect(included.screen.textContent).toContain(tax);
      expect(included.screen.textContent).not.toContain(shipping);
      const open = await renderInShop(summary(withoutShipping), { locale });
      expect(open.screen.textContent).toContain(`${tax}, ${shipping}`);
      expect(open.screen.querySelector(`a[href="/${locale}/versand"]`)?.textContent).toBe(shipping);
    }
  });

  it("says what is missing for free shipping, by the market's threshold", async () => {
    // 49 in Germany, 69 in Switzerland (freeShipping.ts): 49.90 of goods ship free in one, not in the other.
    const shippedFree = { ...cartOf(), deliveries: [] };
    const german = await renderInShop(<CartSummary cart={shippedFree} />, { locale: 'de-de' });
    expect(german.screen.textContent).toContain(textIn('de-de', 'cart.freeShippingReached'));
    const swiss = await renderInShop(<CartSummary cart={cartOf()} />, { locale: 'fr-ch' });
    expect(swiss.screen.textContent).toContain(
      textIn('fr-ch', 'cart.freeShippingRemaining', { amount: formatCurrency(19.1, 'CHF', 'fr-CH') }),
    );
  });

  it('shows no free-shipping progress that contradicts the delivery priced (express above the threshold)', async () => {
    const express = await renderInShop(<CartSummary cart={cartOf()} />, { locale: 'de-de' });
    expect(express.screen.querySelector('progress')).toBeNull();
    expect(express.screen.textContent).not.toContain(textIn('de-de', 'cart.freeShippingReached'));
  });

  it('sets no free-shipping goal and says no "plus shipping" for digital content only (spec 4: a virtual cart)', async () => {
    const ebook = { ...cartOf([serumLine({ states: ['is-download'] })]), deliveries: [] };
    const { screen } = await renderInShop(<CartSummary cart={ebook} />, { locale: 'fr-ch' });
    expect(screen.querySelector('progress')).toBeNull();
    expect(screen.textContent).not.toContain(textIn('fr-ch', 'price.shippingNotice'));
    expect(screen.textContent).toContain(textIn('fr-ch', 'price.taxNoticeCh'));
  });

  it('says free shipping as a word, not as a zero amount', async () => {
    const cart = cartOf([serumLine()]);
    const free = {
      ...cart,
      deliveries: [
        {
          shippingCosts: { unitPrice: 0, quantity: 1, totalPrice: 0, listPrice: null, referencePrice: null },
        },
      ],
    };
    const { screen } = await renderInShop(<CartSummary cart={free} />, { locale: 'en-gb' });
    expect(rows(screen)[1]).toEqual([textIn('en-gb', 'cart.shipping'), textIn('en-gb', 'cart.shippingFree')]);
  });

  it('shows the loyalty points only while the cart is the one they were calculated for (spec 7.1)', async () => {
    const cart = cartOf();
    const basket = basketKeyOf(productsOfLines(cart.lineItems ?? []));
    const points = textIn('de-de', 'payback.earn', { points: 24 });
    const same = await renderInShop(<CartSummary cart={cart} payback={{ points: 24, basket }} />);
    expect(same.screen.textContent).toContain(points);
    const changed = cartOf([serumLine({ quantity: 3, price: { unitPrice: 24.95, totalPrice: 74.85 } })]);
    const other = await renderInShop(<CartSummary cart={changed} payback={{ points: 24, basket }} />);
    expect(other.screen.textContent).not.toContain(points);
  });
});
