import { within } from '@testing-library/dom';
import { describe, expect, it } from 'vitest';
import { cartOf, serumLine } from '../testing/cartFixtures';
import { renderInShop, textIn } from '../testing/renderInShop';
import { HeaderCount } from './HeaderCount';
import { ShopCartFrame } from './ShopCartFrame';

describe("the shop frame's cart in the page's HTML", () => {
  it('shows the page and no side cart: without JavaScript nothing could open it, the cart link leads to the cart page', async () => {
    for (const locale of ['de-de', 'fr-fr'] as const) {
      const { screen } = await renderInShop(
        <ShopCartFrame cart={cartOf([serumLine()])} wishlistOwner="guest">
          <main>Seite</main>
        </ShopCartFrame>,
        { locale },
      );
      expect(within(screen).getByRole('main').textContent).toBe('Seite');
      expect(screen.querySelector('dialog')).toBeNull();
    }
  });

  it('counts the products of the cart the page was rendered with in the header', async () => {
    const { screen } = await renderInShop(
      <ShopCartFrame cart={cartOf([serumLine({ quantity: 2 })])} wishlistOwner="guest">
        <HeaderCount of="cart" />
      </ShopCartFrame>,
      { locale: 'de-de' },
    );
    expect(screen.querySelector('[data-testid="cart-count"] [aria-hidden="true"]')?.textContent).toBe('2');
  });

  it('has no notification region yet: the shared stores that fill it load after hydration, before any change', async () => {
    const { screen } = await renderInShop(
      <ShopCartFrame cart={null} wishlistOwner="guest">
        <p>Seite</p>
      </ShopCartFrame>,
      { locale: 'fr-ch' },
    );
    expect(within(screen).queryByRole('region', { name: textIn('fr-ch', 'cart.notifications') })).toBeNull();
  });
});
