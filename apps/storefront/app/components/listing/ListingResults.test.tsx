import { listingPageHref } from '@beautyshop/catalogue';
import { within } from '@testing-library/dom';
import { describe, expect, it } from 'vitest';
import { productTile } from '../../testing/listingFixtures';
import { renderInShop, textIn } from '../../testing/renderInShop';
import { ListingResults } from './ListingResults';
import { categoryPageProducts } from './loaderProducts';

const products = [productTile('serum', 'Hydra Serum'), productTile('cream', 'Night Cream')];

function results(page: number, totalPages: number, total: number) {
  return (
    <ListingResults
      label="Pflege"
      products={products}
      page={page}
      limit={2}
      total={total}
      totalPages={totalPages}
      hrefForPage={(n) => listingPageHref('/de-de/Pflege/', n, '?order=price-asc')}
      productsOf={categoryPageProducts}
      empty={<p>leer</p>}
    />
  );
}

describe("spec 4 a listing's results", () => {
  it("list the URL page's products under the listing's name", async () => {
    const { screen } = await renderInShop(results(1, 3, 6));
    const list = within(screen).getByRole('list', { name: 'Pflege' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
  });

  it("link 'load more' to the next page, filters kept, before hydration and without JavaScript", async () => {
    for (const locale of ['de-de', 'en-gb'] as const) {
      const { screen } = await renderInShop(results(1, 3, 6), { locale });
      const more = within(screen).getByRole('link', { name: textIn(locale, 'listing.loadMore') });
      expect(more.getAttribute('href')).toBe('/de-de/Pflege/p=2?order=price-asc');
      expect(
        within(screen).getByText(textIn(locale, 'listing.loadMoreProgress', { shown: 2, total: 6 })),
      ).toBeTruthy();
    }
  });

  it("offer no 'load more' on the last page, and page links for direct access", async () => {
    const { screen } = await renderInShop(results(3, 3, 6));
    expect(within(screen).queryByRole('link', { name: textIn('de-de', 'listing.loadMore') })).toBeNull();
    const pages = within(screen).getByRole('navigation', { name: textIn('de-de', 'pagination.navigation') });
    expect(
      within(pages)
        .getByRole('link', { name: textIn('de-de', 'pagination.page', { n: 1 }) })
        .getAttribute('href'),
    ).toBe('/de-de/Pflege/?order=price-asc');
  });

  it('show the empty state instead of the grid when the listing is empty', async () => {
    const { screen } = await renderInShop(
      <ListingResults
        label="Pflege"
        products={[]}
        page={1}
        limit={2}
        total={0}
        totalPages={1}
        hrefForPage={(n) => `/de-de/Pflege/p=${n}`}
        productsOf={categoryPageProducts}
        empty={<p>leer</p>}
      />,
    );
    expect(within(screen).getByText('leer')).toBeTruthy();
    expect(within(screen).queryByRole('list', { name: 'Pflege' })).toBeNull();
  });
});
