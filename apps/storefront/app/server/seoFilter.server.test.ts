import { StoreApiHttpError } from '@beautyshop/store-api-client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LOCALE_INFO } from '../locale/locales';
import {
  loadBrandFilterLinks,
  resolveSeoFilterPath,
  seoFilterTitle,
  withSeoFilter,
} from './seoFilter.server';
import type { RequestStoreApi } from './storeApi.server';

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

/** A request's Store API whose SEO filter routes answer through `answer(path)`. */
function storeApiAnswering(answer: (path: string) => Promise<unknown>) {
  const asked: string[] = [];
  const route = (path: string) => {
    asked.push(path);
    return answer(path);
  };
  const storeApi = {
    client: { seo: { deserializeSeoFilterUrl: route, readSeoFilterUrl: route } },
    locale: LOCALE_INFO['de-de'],
  } as unknown as RequestStoreApi;
  return { storeApi, asked };
}

const httpError = (status: number) => new StoreApiHttpError({ status, messages: [`status ${status}`] });

describe('GET /store-api/deserialize-seo-filter-url/{...}: a filter page at its own URL (spec 7.1)', () => {
  it("resolves a category's path plus filter segments into the category and its filters", async () => {
    const filter = { categoryId: 'c1', manufacturer: ['m1'], properties: ['p1'] };
    const { storeApi, asked } = storeApiAnswering(async () => filter);
    await expect(resolveSeoFilterPath(storeApi.client, 'Hautpflege/maison-lumiere/')).resolves.toEqual(
      filter,
    );
    expect(asked).toEqual(['Hautpflege/maison-lumiere/']);
  });

  it('a path of one segment, or longer than any filter URL, is no filter page and is not asked', async () => {
    const { storeApi, asked } = storeApiAnswering(async () => ({}));
    await expect(resolveSeoFilterPath(storeApi.client, 'Hautpflege/')).resolves.toBeUndefined();
    await expect(resolveSeoFilterPath(storeApi.client, `a/${'x'.repeat(1_500)}/`)).resolves.toBeUndefined();
    expect(asked).toEqual([]);
  });

  it('an unknown filter URL is no filter page (the 404 page); a malformed one is a bad request', async () => {
    const unknown = storeApiAnswering(() => Promise.reject(httpError(404)));
    await expect(resolveSeoFilterPath(unknown.storeApi.client, 'a/b/')).resolves.toBeUndefined();
    const malformed = storeApiAnswering(() => Promise.reject(httpError(400)));
    await expect(resolveSeoFilterPath(malformed.storeApi.client, 'a/b/')).resolves.toBe('malformed');
  });

  it('any other failure is the Store API failing, as on every page', async () => {
    const { storeApi } = storeApiAnswering(() => Promise.reject(httpError(503)));
    await expect(resolveSeoFilterPath(storeApi.client, 'a/b/')).rejects.toThrow();
  });

  it("the filters become the listing's manufacturer and properties parameters, the query kept", () => {
    const url = withSeoFilter(new URL('https://shop.example/de-de/a/b/?order=price-asc'), {
      categoryId: 'c1',
      manufacturer: ['m1'],
      properties: ['p1', 'p2'],
    });
    expect(url.search).toBe('?order=price-asc&manufacturer=m1&properties=p1&properties=p2');
  });

  it('titled by the category and the filters it stands for', () => {
    expect(seoFilterTitle('Hautpflege', ['Maison Lumière'])).toBe('Hautpflege – Maison Lumière');
    expect(seoFilterTitle('Hautpflege', [])).toBe('Hautpflege');
  });
});

describe('GET /store-api/seo-filter-url/{...}: links to the filter pages (spec 7.1)', () => {
  const brands = [
    { id: 'm1', label: 'Maison Lumière', selected: false },
    { id: 'm2', label: 'Nordlicht', selected: false },
  ];

  it("each brand links its filter page at the Store API's URL, in the shopper's locale", async () => {
    const { storeApi, asked } = storeApiAnswering(async (path) => ({
      seoUrl: `/Hautpflege/${path.endsWith('m1') ? 'maison-lumiere' : 'nordlicht'}/`,
    }));
    await expect(loadBrandFilterLinks(storeApi, 'c1', brands)).resolves.toEqual([
      { id: 'm1', label: 'Maison Lumière', href: '/de-de/Hautpflege/maison-lumiere/' },
      { id: 'm2', label: 'Nordlicht', href: '/de-de/Hautpflege/nordlicht/' },
    ]);
    expect(asked).toEqual(['c1/m1', 'c1/m2']);
  });

  it('a failing or slow route leaves the links out, never the page', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const failing = storeApiAnswering(() => Promise.reject(httpError(500)));
    await expect(loadBrandFilterLinks(failing.storeApi, 'c1', brands)).resolves.toEqual([]);
    vi.useFakeTimers();
    const slow = storeApiAnswering(() => new Promise(() => {}));
    const links = loadBrandFilterLinks(slow.storeApi, 'c1', brands, 500);
    await vi.advanceTimersByTimeAsync(500);
    await expect(links).resolves.toEqual([]);
  });
});
