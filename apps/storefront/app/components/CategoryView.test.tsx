import { within } from '@testing-library/dom';
import { describe, expect, it } from 'vitest';
import { BRAND_ID, categoryPage, NO_FILTERS, productTile } from '../testing/listingFixtures';
import { renderInShop, textIn } from '../testing/renderInShop';
import { CategoryView } from './CategoryView';

const serum = productTile('serum', 'Hydra Serum');

describe('spec 2.4 a category page (content plus product listing)', () => {
  it("shows the category's name, its product count in the page's language and the products", async () => {
    for (const locale of ['de-de', 'fr-fr'] as const) {
      const { screen } = await renderInShop(<CategoryView data={categoryPage([serum])} />, {
        locale,
        path: '/Pflege/',
      });
      const page = within(screen);
      expect(page.getByRole('heading', { level: 1 }).textContent).toBe('Pflege');
      // The count heads the grid (level 2), so the cards' titles (level 3) follow a heading of the level above.
      expect(
        page.getByRole('heading', { level: 2, name: textIn(locale, 'listing.productsOne', { count: 1 }) }),
      ).toBeTruthy();
      expect(page.getByRole('link', { name: /Hydra Serum/ }).getAttribute('href')).toBe('/de-de/serum/');
    }
  });

  it('offers the reset link of an empty listing only when filters are applied, leading to page 1 unfiltered', async () => {
    const filtered = categoryPage([], { params: { ...NO_FILTERS, manufacturer: [BRAND_ID] }, page: 2 });
    const withFilters = await renderInShop(<CategoryView data={filtered} />, {
      path: `/Pflege/p=2?manufacturer=${BRAND_ID}`,
    });
    const resets = within(withFilters.screen).getAllByRole('link', {
      name: textIn('de-de', 'listing.reset'),
    });
    expect(resets.map((link) => link.getAttribute('href'))).toContain('/de-de/Pflege/');
    expect(within(withFilters.screen).getByText(textIn('de-de', 'listing.emptyHint'))).toBeTruthy();

    const unfiltered = await renderInShop(<CategoryView data={categoryPage([])} />, { path: '/Pflege/' });
    expect(within(unfiltered.screen).getByText(textIn('de-de', 'listing.empty'))).toBeTruthy();
    expect(within(unfiltered.screen).queryByText(textIn('de-de', 'listing.emptyHint'))).toBeNull();
  });

  it('says so when the Store API refused the sorting or filters of the URL', async () => {
    const { screen } = await renderInShop(
      <CategoryView data={categoryPage([serum], { paramsDropped: true })} />,
      { locale: 'en-gb', path: '/Care/?order=bogus' },
    );
    expect(within(screen).getByRole('status').textContent).toBe(textIn('en-gb', 'listing.paramsDropped'));
  });

  it('keeps the filters in the page links and restarts the filter form at page 1', async () => {
    // The loader's listing query, not the address's: `utm_source` and a rating of 9 stay out of the links.
    const data = categoryPage([serum], {
      total: 30,
      totalPages: 2,
      params: { ...NO_FILTERS, rating: 4 },
      search: '?rating=4',
    });
    const { screen } = await renderInShop(<CategoryView data={data} />, {
      path: '/Pflege/?rating=4&utm_source=mail&rating=9',
    });
    const form = within(screen).getByRole('form', { name: textIn('de-de', 'listing.filters') });
    expect(form.getAttribute('action')).toBe('/de-de/Pflege/');
    const pageTwo = within(screen).getByRole('link', { name: textIn('de-de', 'pagination.page', { n: 2 }) });
    expect(pageTwo.getAttribute('href')).toBe('/de-de/Pflege/p=2?rating=4');
  });
});

describe('spec 7.1 SEO filter URLs: a filter page', () => {
  it("starts its filter form from the category's own listing (its filters are in its path) and links the brand pages", async () => {
    const data = {
      ...categoryPage([serum], { params: { ...NO_FILTERS, manufacturer: [BRAND_ID] } }),
      listingPath: '/de-de/Pflege/',
      filterLinks: [{ id: BRAND_ID, label: 'Verdant Lab', href: '/de-de/Pflege/verdant-lab/' }],
    };
    const { screen } = await renderInShop(<CategoryView data={data} />, { path: '/Pflege/verdant-lab/' });
    const form = within(screen).getByRole('form', { name: textIn('de-de', 'listing.filters') });
    expect(form.getAttribute('action')).toBe('/de-de/Pflege/');
    const brands = within(screen).getByRole('navigation', { name: textIn('de-de', 'listing.brandPages') });
    expect(within(brands).getByRole('link', { name: 'Verdant Lab' }).getAttribute('aria-current')).toBe(
      'page',
    );
  });
});

describe("issue 19: the listing's default sorting stays out of URLs", () => {
  it('the sort control sends the default sorting the loader names as an empty value', async () => {
    const { screen } = await renderInShop(<CategoryView data={categoryPage([serum])} />, {
      path: '/Pflege/',
    });
    const select = within(screen).getByRole<HTMLSelectElement>('combobox', {
      name: textIn('de-de', 'listing.sort'),
    });
    expect([...select.options].map((option) => option.value)).toEqual(['', 'price-asc']);
  });
});

describe('spec 7.2 category recommendations', () => {
  it('shows the recommended products in a slider of their own below the listing, none without any', async () => {
    const cream = productTile('cream', 'Rich Cream');
    const { screen } = await renderInShop(
      <CategoryView data={categoryPage([serum])} recommendations={[cream]} />,
      { path: '/Pflege/', locale: 'en-gb' },
    );
    const slider = within(screen).getByRole('region', { name: textIn('en-gb', 'recommendations.category') });
    expect(within(slider).getByRole('link', { name: /Rich Cream/ })).toBeTruthy();
    const plain = await renderInShop(<CategoryView data={categoryPage([serum])} />, { path: '/Pflege/' });
    expect(plain.screen.textContent).not.toContain(textIn('de-de', 'recommendations.category'));
  });
});
