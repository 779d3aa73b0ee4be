import { formatCurrency } from '@beautyshop/ui';
import { within } from '@testing-library/dom';
import { describe, expect, it } from 'vitest';
import { productTile } from '../testing/listingFixtures';
import { renderInShop } from '../testing/renderInShop';
import { ProductTiles } from './ProductTiles';

const tiles = [1, 2, 3, 4, 5].map((n) => productTile(`p${n}`, `Product ${n}`, { unitPrice: 10 + n }));

describe('the product cards of a listing', () => {
  it("link each product and price it in the market's currency and the page's locale", async () => {
    for (const locale of ['de-ch', 'fr-fr'] as const) {
      const { screen } = await renderInShop(<ProductTiles label="Pflege" products={tiles} empty={null} />, {
        locale,
      });
      const list = within(screen).getByRole('list', { name: 'Pflege' });
      expect(within(list).getAllByRole('listitem')).toHaveLength(5);
      expect(
        within(list)
          .getByRole('link', { name: /Product 1/ })
          .getAttribute('href'),
      ).toBe('/de-de/p1/');
      const currency = locale === 'de-ch' ? 'CHF' : 'EUR';
      expect(list.textContent).toContain(formatCurrency(11, currency, locale));
    }
  });

  it('load the first row of images eagerly, the rest lazily', async () => {
    const withImages = tiles.map((tile) => ({
      ...tile,
      image: { alt: tile.name, src: `https://img.test/${tile.id}.jpg`, thumbnails: [] },
    }));
    const { screen } = await renderInShop(<ProductTiles label="Pflege" products={withImages} empty={null} />);
    const loading = [...screen.querySelectorAll('img')].map((img) => img.getAttribute('loading'));
    expect(loading.slice(0, 4)).not.toContain('lazy');
    expect(loading[4]).toBe('lazy');
  });
});
