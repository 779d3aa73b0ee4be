import { within } from '@testing-library/dom';
import { describe, expect, it } from 'vitest';
import { renderInShop, textIn } from '../testing/renderInShop';
import { WishlistToggle } from './WishlistToggle';

describe('the wishlist heart', () => {
  it("is a plain form toggling the product at the locale's wishlist action and coming back to this page", async () => {
    const { screen } = await renderInShop(<WishlistToggle productId="serum" name="Hydra Serum" />, {
      locale: 'fr-fr',
      path: '/Soins/p=2?order=price-asc',
    });
    const form = screen.querySelector('form');
    expect(form?.getAttribute('method')).toBe('post');
    expect(form?.getAttribute('action')).toBe('/fr-fr/wishlist/change');
    const fields = Object.fromEntries(
      [...(form?.querySelectorAll('input[type="hidden"]') ?? [])].map((input) => [
        input.getAttribute('name'),
        input.getAttribute('value'),
      ]),
    );
    expect(fields).toEqual({
      intent: 'toggle',
      productId: 'serum',
      returnTo: '/fr-fr/Soins/p=2?order=price-asc',
    });
    expect(within(screen).getByRole('button').getAttribute('type')).toBe('submit');
  });

  it("offers to add the product, named in the page's language, not pressed in the page's HTML", async () => {
    // The HTML is shared through the page cache: it never knows a shopper's wishlist, the browser marks it.
    for (const locale of ['de-de', 'en-gb', 'fr-fr'] as const) {
      const { screen } = await renderInShop(<WishlistToggle productId="serum" name="Hydra Serum" />, {
        locale,
      });
      const button = within(screen).getByRole('button', {
        name: textIn(locale, 'wishlist.add', { name: 'Hydra Serum' }),
      });
      expect(button.getAttribute('aria-pressed')).toBe('false');
    }
  });

  it('takes the outline look on the product page and the solid one on cards', async () => {
    const outline = await renderInShop(
      <WishlistToggle productId="serum" name="Hydra Serum" variant="outline" />,
    );
    const solid = await renderInShop(<WishlistToggle productId="serum" name="Hydra Serum" />);
    expect(within(outline.screen).getByRole('button').className).toMatch(/outline/);
    expect(within(solid.screen).getByRole('button').className).toMatch(/solid/);
  });
});
