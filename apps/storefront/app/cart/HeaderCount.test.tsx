import { displayedProductCount, initialCartState } from '@beautyshop/cart-core';
import { within } from '@testing-library/dom';
import { describe, expect, it } from 'vitest';
import { HeaderEntryPoints } from '../components/shell/HeaderEntryPoints';
import { cartOf, promotionLine, serumLine } from '../testing/cartFixtures';
import { renderInShop, textIn } from '../testing/renderInShop';
import { withShopCart } from '../testing/shopCartFixtures';
import { HeaderCount, productCountOf } from './HeaderCount';

describe("the header's cart count in the page's HTML", () => {
  it('counts the products of the cart the page was rendered with, and names the count for screen readers', async () => {
    // Two serums and a discount line: the discount is no product.
    const cart = cartOf([serumLine(), promotionLine()]);
    for (const locale of ['de-de', 'fr-fr'] as const) {
      const { screen } = await renderInShop(withShopCart(<HeaderCount of="cart" />, { locale, cart }), {
        locale,
      });
      const count = screen.querySelector('[data-testid="cart-count"]');
      expect(count?.querySelector('[aria-hidden="true"]')?.textContent).toBe('2');
      expect(count?.querySelector('.visually-hidden')?.textContent).toBe(
        textIn(locale, 'cart.count', { count: 2 }),
      );
    }
  });

  it('says one product in the singular ("Basket, 1 item", not "1 items")', async () => {
    const cart = cartOf([serumLine({ quantity: 1 })]);
    const expected = {
      'en-gb': 'Basket, 1 item',
      'fr-fr': 'Panier, 1 article',
      'de-de': 'Warenkorb, 1 Artikel',
    };
    for (const [locale, text] of Object.entries(expected) as [keyof typeof expected, string][]) {
      const { screen } = await renderInShop(withShopCart(<HeaderCount of="cart" />, { locale, cart }), {
        locale,
      });
      expect(screen.querySelector('[data-testid="cart-count"] .visually-hidden')?.textContent).toBe(text);
    }
  });

  it('shows nothing for an empty cart, a shopper without one, or outside the shop frame', async () => {
    const empty = await renderInShop(withShopCart(<HeaderCount of="cart" />, { cart: cartOf([]) }));
    const none = await renderInShop(withShopCart(<HeaderCount of="cart" />));
    const outside = await renderInShop(<HeaderCount of="cart" />);
    for (const { screen } of [empty, none, outside]) expect(screen.textContent).toBe('');
  });

  it("leaves the wishlist count to the browser (a guest's list is not the server's to know)", async () => {
    const { screen } = await renderInShop(
      withShopCart(<HeaderCount of="wishlist" />, { wishlistOwner: 'customer' }),
    );
    expect(screen.textContent).toBe('');
  });

  it("gives the header's cart link an accessible name that says the count, not a bare number", async () => {
    const cart = cartOf([serumLine()]);
    const { screen } = await renderInShop(withShopCart(<HeaderEntryPoints />, { locale: 'fr-ch', cart }), {
      locale: 'fr-ch',
    });
    const link = within(screen).getByRole('link', {
      name: `${textIn('fr-ch', 'header.cart')} ${textIn('fr-ch', 'cart.count', { count: 2 })}`,
    });
    expect(link.getAttribute('href')).toBe('/fr-ch/checkout/cart');
  });
});

describe('the count before the shared stores have loaded', () => {
  it("is the cart store's displayed count of the same cart with no change pending", () => {
    for (const cart of [
      cartOf([]),
      cartOf([serumLine()]),
      cartOf([serumLine({ quantity: 3 }), promotionLine()]),
    ]) {
      expect(productCountOf(cart)).toBe(displayedProductCount({ ...initialCartState, cart }));
    }
  });
});
