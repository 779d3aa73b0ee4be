import { categorySchema, productListingSchema, productReviewSchema } from '@beautyshop/store-api-client';
import { describe, expect, it } from 'vitest';
import { categoryPageView } from './categoryPage.js';
import { readListingParams } from './listingParams.js';
import { setContentOf } from './productBundle.js';
import { productPageView, purchaseQuantity } from './productPage.js';
import { reviewsSection } from './productReviews.js';
import { variantInputOf } from './productVariants.js';
import { searchPageView } from './searchPage.js';
import { testProduct, underDeDe } from './testing/testProduct.js';

const TIER_TEXTS = { from: 'ab {n}', to: 'bis {n}' };

const noSections = {
  variantGroups: [],
  reviews: { state: 'failed' } as const,
  setContent: undefined,
  crossSellings: [],
  recommendations: [],
};

function listing(
  products: ReturnType<typeof testProduct>[],
  total: number,
  fields: Record<string, unknown> = {},
) {
  return productListingSchema.parse({
    apiAlias: 'product_listing',
    elements: products,
    total,
    limit: 24,
    availableSortings: [
      {
        key: 'price-asc',
        label: 'Price',
        priority: 1,
        translated: { label: 'Preis aufsteigend' },
        apiAlias: 'product_sorting',
      },
    ],
    currentFilters: {
      navigationId: 'c1',
      manufacturer: [],
      price: { min: 0, max: 0 },
      rating: null,
      'shipping-free': false,
      properties: [],
    },
    ...fields,
  });
}

describe('the product page view', () => {
  it("shows the variant's own price, not the family's 'from' price, and its gallery in media order", () => {
    const product = testProduct('p1', {
      calculatedCheapestPrice: { unitPrice: 5, quantity: 1, totalPrice: 5, hasRange: true },
      media: [
        { id: 'm2', mediaId: 'm2', position: 2, media: { id: 'm2', url: 'https://img/2.jpg', alt: '' } },
        { id: 'm1', mediaId: 'm1', position: 1, media: { id: 'm1', url: 'https://img/1.jpg', alt: 'Front' } },
      ],
    });
    const view = productPageView(product, noSections, underDeDe, TIER_TEXTS);
    expect(view.product).toMatchObject({ unitPrice: 10, hasRange: false, available: true });
    expect(view.product.gallery.map((image) => [image.src, image.alt])).toEqual([
      ['https://img/1.jpg', 'Front'],
      ['https://img/2.jpg', 'Product p1'],
    ]);
    expect(view.alternatePath).toBe(`/detail/${product.id}`);
    expect(view.rating).toEqual({ average: undefined, count: undefined });
  });

  it("names the product's crumbs: its SEO category from the root down in the shopper's language, then itself", () => {
    const seoCategory = { breadcrumb: ['Home', 'Face'], translated: { breadcrumb: ['Home', 'Gesicht'] } };
    const view = productPageView(testProduct('p1', { seoCategory }), noSections, underDeDe, TIER_TEXTS);
    expect(view.breadcrumb).toEqual(['Home', 'Gesicht', 'Product p1']);
    const untranslated = testProduct('p2', { seoCategory: { breadcrumb: ['Home', 'Face'] } });
    expect(productPageView(untranslated, noSections, underDeDe, TIER_TEXTS).breadcrumb).toEqual([
      'Home',
      'Face',
      'Product p2',
    ]);
  });

  it('has only the product as its crumb when the Store API names no category, or names it in another form', () => {
    for (const seoCategory of [undefined, null, { translated: { breadcrumb: 'Home > Gesicht' } }]) {
      const view = productPageView(testProduct('p1', { seoCategory }), noSections, underDeDe, TIER_TEXTS);
      expect(view.breadcrumb).toEqual(['Product p1']);
    }
  });

  it("counts every language's reviews beside the rating while the list shows the shopper's language", () => {
    const reviews = reviewsSection([], 4, 1, 'de-DE', 'language', 23);
    const view = productPageView(testProduct('p3'), { ...noSections, reviews }, underDeDe, TIER_TEXTS);
    expect(view.rating.count).toBe(23);
    expect(reviews).toMatchObject({ scope: 'language', total: 4, pageCount: 1 });
  });

  it('takes the quantity rules from the product: from its minimum, in its steps, up to its maximum', () => {
    const pack = testProduct('p4', { minPurchase: 3, purchaseSteps: 3, calculatedMaxPurchase: 30 });
    expect(productPageView(pack, noSections, underDeDe, TIER_TEXTS).product.quantity).toEqual({
      min: 3,
      step: 3,
      max: 30,
    });
    expect(purchaseQuantity({})).toEqual({ min: 1, step: 1, max: 100 });
    // Sold out: the ceiling stays at the minimum, so the (disabled) field is still valid.
    expect(purchaseQuantity({ minPurchase: 2, calculatedMaxPurchase: 0 })).toEqual({
      min: 2,
      step: 1,
      max: 2,
    });
    expect(purchaseQuantity({ minPurchase: 0, purchaseSteps: 0 })).toEqual({ min: 1, step: 1, max: 100 });
  });

  it('counts the reviews once they loaded', () => {
    const reviews = reviewsSection([], 23, 3, 'de-DE');
    expect(reviews).toEqual({
      state: 'loaded',
      scope: 'all',
      page: 3,
      pageCount: 3,
      total: 23,
      allLanguagesTotal: 23,
      reviews: [],
    });
    const view = productPageView(
      testProduct('p2', { ratingAverage: 4.5 }),
      { ...noSections, reviews },
      underDeDe,
      TIER_TEXTS,
    );
    expect(view.rating).toEqual({ average: 4.5, count: 23 });
  });

  it('writes a review date in the page language, in UTC', () => {
    const review = productReviewSchema.parse({
      id: 'r1',
      productId: 'p1',
      title: 'Gut',
      content: 'Sehr gut',
      points: 4,
      createdAt: '2025-03-03T23:30:00.000+00:00',
      apiAlias: 'product_review',
    });
    const section = reviewsSection([review], undefined, 1, 'de-DE');
    expect(section.state === 'loaded' && section.reviews[0]?.date).toBe('3. März 2025');
  });

  it('set content sorts the items by position, falls back to the set price and keeps only positive savings', () => {
    const set = testProduct('s1');
    const content = setContentOf(
      {
        bundleItems: [
          { id: 'b2', quantity: 2, position: 2, product: testProduct('i2') },
          { id: 'b1', quantity: 0, position: 1, product: testProduct('i1') },
        ],
        savings: 0,
      },
      set,
      underDeDe,
    );
    expect(content?.items.map((item) => [item.product.name, item.quantity])).toEqual([
      ['Product i1', 1],
      ['Product i2', 2],
    ]);
    expect(content).toMatchObject({ bundlePrice: 10, savings: undefined });
    expect(setContentOf({ bundleItems: [] }, set, underDeDe)).toBeUndefined();
  });

  it('a variant links its page in the shopper locale and counts as available with stock', () => {
    const variant = testProduct('v1', {
      available: undefined,
      stock: 0,
      options: [{ id: 'o1', groupId: 'g1', name: '30 ml', translated: { name: '30 ml' }, colorHexCode: '' }],
    });
    expect(variantInputOf(variant, underDeDe)).toMatchObject({
      href: `/de-de/detail/${variant.id}`,
      available: false,
      options: [{ id: 'o1', name: '30 ml', colorHexCode: undefined }],
    });
  });
});

describe('the category and search page views', () => {
  const category = categorySchema.parse({
    id: 'c1',
    apiAlias: 'category',
    name: 'Skincare',
    breadcrumb: ['Home', 'Skincare'],
    childCount: 0,
    type: 'page',
    children: [],
    translated: { name: 'Hautpflege', breadcrumb: ['Start', 'Hautpflege'] },
  });

  it('counts the pages of the listing and takes the URL sorting before the default', () => {
    const params = readListingParams(new URLSearchParams('order=price-asc'));
    const view = categoryPageView(
      {
        category,
        listing: listing([testProduct('p1')], 49, { sorting: 'topseller' }),
        params,
        page: 2,
        content: [],
      },
      underDeDe,
    );
    expect(view.category).toMatchObject({
      name: 'Skincare',
      metaTitle: '',
      breadcrumb: ['Start', 'Hautpflege'],
    });
    expect(view.listing).toMatchObject({ total: 49, page: 2, totalPages: 3, sorting: 'price-asc' });
    // The URL names a sorting: the default is the one read apart, unknown here.
    expect(view.listing.defaultSorting).toBeUndefined();
    expect(view.listing.sortings).toEqual([{ key: 'price-asc', label: 'Preis aufsteigend' }]);
    expect(view.alternatePath).toBe('/navigation/c1/');
  });

  it("knows the listing's default sorting: its own without an order in the URL, else the one read apart", () => {
    const unsorted = categoryPageView(
      {
        category,
        listing: listing([testProduct('p1')], 1, { sorting: 'name-asc' }),
        params: readListingParams(new URLSearchParams()),
        page: 1,
        content: [],
        defaultSorting: 'ignored',
      },
      underDeDe,
    );
    expect(unsorted.listing).toMatchObject({ sorting: 'name-asc', defaultSorting: 'name-asc' });
    const sorted = categoryPageView(
      {
        category,
        listing: listing([testProduct('p1')], 1, { sorting: 'price-asc' }),
        params: readListingParams(new URLSearchParams('order=price-asc')),
        page: 1,
        content: [],
        defaultSorting: 'name-asc',
      },
      underDeDe,
    );
    expect(sorted.listing).toMatchObject({ sorting: 'price-asc', defaultSorting: 'name-asc' });
  });

  it("gives the listing's page links the URL's listing parameters, and none when the Store API refused them", () => {
    const read = (search: string, paramsDropped: boolean) =>
      categoryPageView(
        {
          category,
          listing: listing([testProduct('p1')], 49),
          params: readListingParams(new URLSearchParams(search)),
          paramsDropped,
          search,
          page: 1,
          content: [],
        },
        underDeDe,
      ).listing.search;
    expect(read('?order=price-asc&rating=9&utm_source=mail', false)).toBe('?order=price-asc');
    expect(read('?order=name-zz', true)).toBe('');
  });

  it('marks the filter choices the Store API applied (currentFilters), not ids the URL names that it dropped', () => {
    const brand = 'a'.repeat(32);
    const view = categoryPageView(
      {
        category,
        listing: listing([testProduct('p1')], 1, {
          aggregations: { manufacturer: { entities: [{ id: brand, name: 'Lumière' }] } },
          currentFilters: {
            navigationId: 'c1',
            manufacturer: [brand],
            price: { min: 0, max: 0 },
            rating: null,
            'shipping-free': false,
            properties: [],
          },
        }),
        params: readListingParams(new URLSearchParams(`manufacturer=${brand}|${'f'.repeat(32)}&rating=4`)),
        page: 1,
        content: [],
      },
      underDeDe,
    );
    expect(view.listing.facets.manufacturers).toEqual([{ id: brand, label: 'Lumière', selected: true }]);
    expect(view.listing.params).toMatchObject({ manufacturer: [brand], rating: undefined });
  });

  it('offers the frequently searched terms only for an empty term or no results (spec 2.4)', () => {
    const terms = ['Serum'];
    expect(
      searchPageView({ term: '', page: 1, listing: undefined, frequentTerms: terms }, underDeDe),
    ).toMatchObject({
      total: 0,
      totalPages: 1,
      frequentTerms: terms,
    });
    const none = searchPageView(
      { term: 'x', page: 1, listing: listing([], 0), frequentTerms: terms },
      underDeDe,
    );
    expect(none.frequentTerms).toEqual(terms);
    const found = searchPageView(
      { term: 'x', page: 1, listing: listing([testProduct('p1')], 1), frequentTerms: terms },
      underDeDe,
    );
    expect(found).toMatchObject({ total: 1, frequentTerms: [] });
  });
});
