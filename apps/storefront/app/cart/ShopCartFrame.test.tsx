import { within } from '@testing-library/dom';
import { describe, expect, it } from 'vitest';
import { cartOf, serumLine } from '../testing/cartFixtures';
import { renderInShop, textIn } from '../testing/renderInShop';
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

  it("holds the notification region, named in the page's language and empty until something happens", async () => {
    const { screen } = await renderInShop(
      <ShopCartFrame cart={null} wishlistOwner="guest">
        <p>Seite</p>
      </ShopCartFrame>,
      { locale: 'fr-ch' },
    );
    const region = within(screen).getByRole('region', { name: textIn('fr-ch', 'cart.notifications') });
    expect(region.querySelector('[aria-live="polite"]')).not.toBeNull();
    expect(within(region).queryAllByRole('listitem')).toEqual([]);
  });
});
