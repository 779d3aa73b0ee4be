import { within } from '@testing-library/dom';
import { describe, expect, it } from 'vitest';
import { cartOf, serumLine } from '../testing/cartFixtures';
import { renderInShop, textIn } from '../testing/renderInShop';
import { ShopCartFrame } from './ShopCartFrame';

describe("the shop frame's cart in the page's HTML", () => {
  it('shows the page and holds a closed side cart, named by its title with the count of the cart it was given', async () => {
    for (const locale of ['de-de', 'fr-fr'] as const) {
      const { screen } = await renderInShop(
        <ShopCartFrame cart={cartOf([serumLine()])} wishlistOwner="guest">
          <main>Seite</main>
        </ShopCartFrame>,
        { locale },
      );
      expect(within(screen).getByRole('main').textContent).toBe('Seite');
      const dialog = screen.querySelector('dialog');
      expect(dialog?.hasAttribute('open')).toBe(false);
      const title = screen.querySelector(`[id="${dialog?.getAttribute('aria-labelledby')}"]`);
      expect(title?.textContent).toBe(textIn(locale, 'cart.sideCartTitle', { count: 2 }));
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
