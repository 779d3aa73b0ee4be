// @vitest-environment happy-dom
// The header's suggestion source: what it asks the shop and what it hands the search box. How the box shows it
// (the combobox and its listbox) is specified in shell/ShopSearch.client.test.tsx.
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SearchSuggestions as SuggestionAnswer } from '../catalogue/searchSuggestions';
import { type BrowserRender, renderInBrowser } from '../testing/renderInBrowser';
import { settleFor, settleUntil } from '../testing/waitFor';
import SearchSuggestions, { SUGGEST_DEBOUNCE_MS, type SuggestionResult } from './SearchSuggestions';

let mounted: BrowserRender | undefined;
afterEach(async () => {
  await mounted?.unmount();
  mounted = undefined;
  vi.unstubAllGlobals();
});

const SERUM = {
  id: 'serum',
  name: 'Hydra Serum',
  href: '/de-de/detail/serum',
  unitPrice: 24.95,
  listPrice: 29.95,
  percentage: 17,
  hasRange: false,
};

/** The source for a term, the shop's route answering `answer` (or failing); each test its own endpoint. */
async function suggestionsFor(term: string, endpoint: string, answer: SuggestionAnswer | number) {
  const asked: string[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
    asked.push(String(input));
    return typeof answer === 'number'
      ? new Response('', { status: answer })
      : new Response(JSON.stringify(answer), { headers: { 'Content-Type': 'application/json' } });
  });
  const results: SuggestionResult[] = [];
  mounted = await renderInBrowser(
    <SearchSuggestions
      endpoint={endpoint}
      term={term}
      termHref={(entry) => `/de-de/search?search=${entry}`}
      onResult={(result) => results.push(result)}
    />,
  );
  return { page: mounted, asked, results, last: () => results.at(-1) };
}

describe("the search box's suggestion source", () => {
  it('hands over the frequently searched terms for an empty field, each linking its search page', async () => {
    const { page, asked, last } = await suggestionsFor('', '/de-de/search/suggest', {
      term: '',
      terms: ['Serum'],
      products: [],
    });
    await settleUntil(page, () => last()?.status === 'ready', 'the terms');
    expect(asked).toEqual(['/de-de/search/suggest?search=']);
    expect(last()).toEqual({
      status: 'ready',
      suggestions: [{ kind: 'term', term: 'Serum', href: '/de-de/search?search=Serum' }],
    });
  });

  it('hands over the products for a term, with their prices, after a pause in typing', async () => {
    const { page, asked, results, last } = await suggestionsFor(' hydra ', '/fr-fr/search/suggest', {
      term: 'hydra',
      terms: [],
      products: [SERUM],
      total: 1,
    });
    // Loading first: the box says so rather than showing an empty list.
    expect(results[0]).toEqual({ status: 'loading', suggestions: [] });
    await settleUntil(page, () => last()?.status === 'ready', 'the products');
    expect(asked).toEqual(['/fr-fr/search/suggest?search=hydra']);
    expect(last()?.suggestions).toEqual([
      {
        kind: 'product',
        id: 'serum',
        name: 'Hydra Serum',
        href: '/de-de/detail/serum',
        imageUrl: undefined,
        price: { unitPrice: 24.95, listPrice: 29.95, percentage: 17, hasRange: false },
      },
    ]);
  });

  it('adds the way to all results when the term finds more products than the list shows', async () => {
    const { page, last } = await suggestionsFor('creme', '/de-de/search/suggest', {
      term: 'creme',
      terms: [],
      products: [SERUM],
      total: 52,
    });
    await settleUntil(page, () => last()?.status === 'ready', 'the products');
    expect(last()?.suggestions.map((suggestion) => suggestion.kind)).toEqual(['product', 'all']);
    expect(last()?.suggestions.at(-1)).toEqual({
      kind: 'all',
      total: 52,
      href: '/de-de/search?search=creme',
    });
  });

  it('asks nothing for a single letter', async () => {
    const { asked, last } = await suggestionsFor('h', '/en-gb/search/suggest', {
      term: 'h',
      terms: [],
      products: [],
    });
    await settleFor(SUGGEST_DEBOUNCE_MS + 150);
    expect(asked).toEqual([]);
    expect(last()).toEqual({ status: 'idle', suggestions: [] });
  });

  it('shows no list when the shop cannot answer (the form still searches)', async () => {
    const { page, asked, last } = await suggestionsFor('hydra', '/de-at/search/suggest', 503);
    await settleUntil(page, () => asked.length > 0 && last()?.status === 'idle', 'the failed answer');
    expect(last()).toEqual({ status: 'idle', suggestions: [] });
  });
});
