import { within } from '@testing-library/dom';
import { describe, expect, it } from 'vitest';
import { productTile } from '../../testing/listingFixtures';
import { renderInShop, textIn } from '../../testing/renderInShop';
import { ProductSlider } from './ProductSlider';

describe('a product slider (cross-selling, recommendations, last seen)', () => {
  it("shows its products as cards under its title, with controls named in the page's language", async () => {
    for (const locale of ['de-de', 'en-gb'] as const) {
      const { screen } = await renderInShop(
        <ProductSlider
          title="Passt dazu"
          products={[productTile('toner', 'Toner'), productTile('mask', 'Maske')]}
        />,
        { locale },
      );
      const page = within(screen);
      expect(page.getByRole('heading', { name: 'Passt dazu' })).toBeTruthy();
      expect(page.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(
        expect.arrayContaining(['/de-de/toner/', '/de-de/mask/']),
      );
      expect(screen.innerHTML).toContain(textIn(locale, 'slider.next'));
    }
  });

  it('renders nothing at all without products', async () => {
    const { html } = await renderInShop(<ProductSlider title="Passt dazu" products={[]} />);
    expect(html).toBe('');
  });
});
