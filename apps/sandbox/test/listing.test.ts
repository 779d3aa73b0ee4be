import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestSandbox, type TestSandbox } from './harness.js';

type Json = Record<string, unknown>;
interface Listing {
  total: number;
  elements: Json[];
  aggregations: Record<string, Json>;
  currentFilters: Json;
  sorting: string;
}

let sandbox: TestSandbox;
let skincare = '';
let faceCare = '';

async function post<T>(
  path: string,
  body: Json,
  init: { market?: string; headers?: Record<string, string> } = {},
): Promise<T> {
  const response = await sandbox.call(path, { method: 'POST', body: JSON.stringify(body), ...init });
  expect(response.status).toBe(200);
  return (await response.json()) as T;
}

const priceOf = (product: Json) => Number((product.calculatedCheapestPrice as Json).unitPrice);

beforeAll(async () => {
  sandbox = await startTestSandbox();
  const navigation = await post<Json[]>('/navigation/main-navigation/main-navigation', { depth: 2 });
  const category = navigation.find((entry) => entry.name === 'Hautpflege') as Json;
  skincare = String(category.id);
  faceCare = String(((category.children as Json[])[0] as Json).id);
});
afterAll(async () => {
  await sandbox.dispose();
});

describe('product listing with Shopware listing parameters', () => {
  it('lists the products of sub-categories in their parent category', async () => {
    const parent = await post<Listing>(`/product-listing/${skincare}`, {});
    const child = await post<Listing>(`/product-listing/${faceCare}`, {});
    expect(child.total).toBeGreaterThan(0);
    expect(parent.total).toBeGreaterThan(child.total);
    expect(parent.elements).toHaveLength(24);
    expect(parent.sorting).toBe('name-asc');
  });

  it('sorts by price ascending and descending', async () => {
    const ascending = (
      await post<Listing>(`/product-listing/${skincare}`, { order: 'price-asc', limit: 30 })
    ).elements.map(priceOf);
    const descending = (
      await post<Listing>(`/product-listing/${skincare}`, { order: 'price-desc', limit: 30 })
    ).elements.map(priceOf);
    expect(ascending).toEqual([...ascending].sort((a, b) => a - b));
    expect(descending).toEqual([...descending].sort((a, b) => b - a));
  });

  it('filters by manufacturer as a post-filter, so the filter panel still offers every brand', async () => {
    const all = await post<Listing>(`/product-listing/${skincare}`, {});
    const brands = all.aggregations.manufacturer?.entities as Json[];
    expect(brands.length).toBeGreaterThan(5);
    const brand = String(brands[0]?.id);
    const filtered = await post<Listing>(`/product-listing/${skincare}`, { manufacturer: brand });
    expect(filtered.total).toBeLessThan(all.total);
    expect(filtered.elements.every((product) => product.manufacturerId === brand)).toBe(true);
    expect(filtered.aggregations.manufacturer?.entities).toHaveLength(brands.length);
    expect(filtered.currentFilters.manufacturer).toEqual([brand]);
  });

  it('narrows the aggregations too with reduce-aggregations', async () => {
    const all = await post<Listing>(`/product-listing/${skincare}`, {});
    const brand = String((all.aggregations.manufacturer?.entities as Json[] | undefined)?.[0]?.id);
    const reduced = await post<Listing>(`/product-listing/${skincare}`, {
      manufacturer: brand,
      'reduce-aggregations': '1',
    });
    expect(reduced.aggregations.manufacturer?.entities).toHaveLength(1);
  });

  it('combines property options of one group with or and of different groups with and', async () => {
    const all = await post<Listing>(`/product-listing/${skincare}`, {});
    const groups = all.aggregations.properties?.entities as { name: string; options: { id: string }[] }[];
    const skinType = groups.find((group) => group.name === 'Hauttyp');
    const feature = groups.find((group) => group.name === 'Eigenschaft');
    const [dry, oily] = skinType?.options ?? [];
    const [vegan] = feature?.options ?? [];
    const onlyDry = await post<Listing>(`/product-listing/${skincare}`, { properties: dry?.id });
    const dryOrOily = await post<Listing>(`/product-listing/${skincare}`, {
      properties: `${dry?.id}|${oily?.id}`,
    });
    const dryAndVegan = await post<Listing>(`/product-listing/${skincare}`, {
      properties: `${dry?.id}|${vegan?.id}`,
    });
    expect(dryOrOily.total).toBeGreaterThan(onlyDry.total);
    expect(dryAndVegan.total).toBeLessThan(onlyDry.total);
    expect(dryAndVegan.total).toBeGreaterThan(0);
  });

  it('filters by price range, rating and free shipping', async () => {
    const result = await post<Listing>(`/product-listing/${skincare}`, {
      'min-price': 20,
      'max-price': 40,
      rating: 4,
      'shipping-free': true,
      limit: 50,
    });
    expect(result.total).toBeGreaterThan(0);
    for (const product of result.elements) {
      expect(priceOf(product)).toBeGreaterThanOrEqual(20);
      expect(priceOf(product)).toBeLessThanOrEqual(40);
      expect(Number(product.ratingAverage)).toBeGreaterThanOrEqual(4);
      expect(product.shippingFree).toBe(true);
    }
    expect(result.currentFilters).toMatchObject({
      price: { min: 20, max: 40 },
      rating: 4,
      'shipping-free': true,
    });
  });

  it('reports the price, rating and shipping aggregations a filter panel needs', async () => {
    const result = await post<Listing>(`/product-listing/${skincare}`, {});
    expect(result.aggregations.price).toMatchObject({ apiAlias: 'price_aggregation' });
    expect(Number(result.aggregations.price?.max)).toBeGreaterThan(Number(result.aggregations.price?.min));
    expect(Number(result.aggregations.rating?.max)).toBeLessThanOrEqual(5);
    expect(result.aggregations['shipping-free']?.max).toBe(1);
  });

  it('pages with p and limit', async () => {
    const first = await post<Listing>(`/product-listing/${skincare}`, { limit: 5, p: 1 });
    const second = await post<Listing>(`/product-listing/${skincare}`, { limit: 5, p: 2 });
    expect(first.elements.map((product) => product.id)).not.toEqual(
      second.elements.map((product) => product.id),
    );
    expect(second.total).toBe(first.total);
  });

  it('shows prices in Swiss francs in the Swiss market', async () => {
    const germany = await post<Listing>(`/product-listing/${skincare}`, { limit: 1 });
    const switzerland = await post<Listing>(`/product-listing/${skincare}`, { limit: 1 }, { market: 'CH' });
    expect(switzerland.elements[0]?.id).toBe(germany.elements[0]?.id);
    const euro = priceOf(germany.elements[0] as Json);
    expect(priceOf(switzerland.elements[0] as Json)).toBeCloseTo(euro * 0.94, 1);
  });
});

describe('search', () => {
  it('finds products by German words in the German market, best match first', async () => {
    const result = await post<Listing>('/search', { search: 'Feuchtigkeitscreme' });
    expect(result.total).toBeGreaterThan(0);
    expect(String(result.elements[0]?.name)).toContain('Feuchtigkeitscreme');
    expect(result.sorting).toBe('score');
  });

  it('searches the language of sw-language-id', async () => {
    const english = sandbox.info.markets[0]?.languageIds[1] ?? '';
    const result = await post<Listing>(
      '/search',
      { search: 'moisturising cream' },
      { headers: { 'sw-language-id': english } },
    );
    expect(result.total).toBeGreaterThan(0);
    expect(String(result.elements[0]?.name)).toMatch(/Moisturising Cream/);
    const german = await post<Listing>('/search', { search: 'moisturising' });
    expect(german.total).toBe(0);
  });

  it('finds a product by its product number', async () => {
    const result = await post<Listing>('/search', { search: 'BS100007' });
    expect(result.elements[0]?.productNumber).toBe('BS100007');
  });

  it('answers an empty result for a term without searchable words', async () => {
    const result = await post<Listing>('/search', { search: '%%% ***' });
    expect(result.total).toBe(0);
    expect(result.elements).toEqual([]);
  });
});

describe('context', () => {
  it('answers in the language a context was switched to', async () => {
    const first = await sandbox.call('/context');
    const token = first.headers.get('sw-context-token') ?? '';
    const english = sandbox.info.markets[0]?.languageIds[1] ?? '';
    const patch = await sandbox.call('/context', {
      method: 'PATCH',
      token,
      body: JSON.stringify({ languageId: english }),
    });
    expect(patch.status).toBe(200);
    const context = (await (await sandbox.call('/context', { token })).json()) as {
      languageInfo: { localeCode: string };
    };
    expect(context.languageInfo.localeCode).toBe('en-GB');
    const names = (await (
      await sandbox.call('/product', {
        method: 'POST',
        token,
        body: JSON.stringify({
          limit: 1,
          filter: [{ type: 'equals', field: 'productNumber', value: 'BS100001' }],
        }),
      })
    ).json()) as Listing;
    expect(String(names.elements[0]?.name)).not.toMatch(/[äöü]|creme$/i);
  });

  it('answers 412 for an sw-language-id the market does not offer', async () => {
    const french = sandbox.info.markets[3]?.languageIds[0] ?? '';
    const response = await sandbox.call('/context', { headers: { 'sw-language-id': french } });
    expect(response.status).toBe(412);
  });
});

describe('price indication (issue 19, spec 2.4 price history)', () => {
  it('gives a reduced product the lowest price of the last 30 days as Shopware’s regulationPrice', async () => {
    const listing = await post<Listing>(`/product-listing/${skincare}`, { limit: 100 });
    const prices = listing.elements.map((product) => product.calculatedPrice as Json);
    const reduced = prices.filter((price) => price.listPrice !== null);
    const regular = prices.filter((price) => price.listPrice === null);
    expect(reduced.length).toBeGreaterThan(0);
    for (const price of reduced) {
      const lowest = price.regulationPrice as Json;
      expect(lowest.apiAlias).toBe('cart_regulation_price');
      expect(Number(lowest.price)).toBeGreaterThan(Number(price.unitPrice));
    }
    for (const price of regular) expect(price.regulationPrice).toBeNull();
  });

  it('names the shipping information, privacy and terms pages of the footer in the plugin configuration', async () => {
    const footer = await post<Json[]>('/navigation/footer-navigation/footer-navigation', { depth: 2 });
    const entries = footer.flatMap((group) => group.children as Json[]);
    const idOf = (name: string) => entries.find((entry) => entry.name === name)?.id;
    const config = (await (await sandbox.call('/config')).json()) as Json;
    expect(config.shippingInfoCategoryId).toBe(idOf('Versand & Lieferung'));
    expect(config.privacyCategoryId).toBe(idOf('Datenschutz'));
    expect(config.termsCategoryId).toBe(idOf('AGB'));
  });

  it("names the size and the colour property group in the plugin configuration (spec 3's size/colour setting)", async () => {
    const config = (await (await sandbox.call('/config')).json()) as Json;
    const listing = await post<Listing>(`/product-listing/${skincare}`, { limit: 1 });
    const groups = (listing.aggregations.properties?.entities ?? []) as Json[];
    const optionsOf = (groupId: unknown) =>
      ((groups.find((group) => group.id === groupId)?.options ?? []) as Json[]).map((option) => option);
    const sizes = optionsOf(config.sizePropertyGroupId);
    expect(sizes.length).toBeGreaterThan(1);
    for (const size of sizes) expect(String(size.name)).toMatch(/^\d+(?:[.,]\d+)? (?:ml|g)$/);
    const makeup = (await post<Json[]>('/navigation/main-navigation/main-navigation', { depth: 1 })).find(
      (entry) => entry.name === 'Make-up',
    ) as Json;
    const shadeListing = await post<Listing>(`/product-listing/${String(makeup.id)}`, { limit: 1 });
    const shades = ((shadeListing.aggregations.properties?.entities ?? []) as Json[]).find(
      (group) => group.id === config.colorPropertyGroupId,
    )?.options as Json[] | undefined;
    expect(shades?.length).toBeGreaterThan(1);
    for (const shade of shades ?? []) expect(String(shade.colorHexCode)).toMatch(/^#[0-9a-f]{6}$/);
  });
});
