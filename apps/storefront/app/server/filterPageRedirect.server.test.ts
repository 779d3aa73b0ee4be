import { afterEach, describe, expect, it, vi } from 'vitest';
import { LOCALE_INFO } from '../locale/locales';
import { filterPageRedirectOf } from './filterPageRedirect.server';
import type { RequestStoreApi } from './storeApi.server';

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

const BRAND = 'a'.repeat(32);
const VALUE = 'c'.repeat(32);

/** A request's Store API whose `/seo-filter-url/{...}` answers through `answer(path)`. */
function storeApiAnswering(answer: (path: string) => Promise<unknown>) {
  const asked: string[] = [];
  const storeApi = {
    client: {
      seo: {
        readSeoFilterUrl: (path: string) => {
          asked.push(path);
          return answer(path);
        },
      },
    },
    locale: LOCALE_INFO['de-de'],
  } as unknown as RequestStoreApi;
  return { storeApi, asked };
}

const at = (path: string) => new URL(`https://shop.example${path}`);
const lumiere = async () => ({ seoUrl: '/Pflege/lumiere/' });

describe('issue 19: a category listing whose query selects a filter page redirects there', () => {
  it("one brand goes to its filter page, asked for by the category's id and the brand's", async () => {
    const { storeApi, asked } = storeApiAnswering(lumiere);
    await expect(
      filterPageRedirectOf(storeApi, 'c1', at(`/de-de/Pflege/?manufacturer=${BRAND}`), 1),
    ).resolves.toBe('/de-de/Pflege/lumiere/');
    expect(asked).toEqual([`c1/${BRAND}`]);
  });

  it('keeps sorting, price, rating and the listing page, drops empty values (one redirect for a form sent without JavaScript)', async () => {
    const { storeApi } = storeApiAnswering(lumiere);
    const url = at(`/de-de/Pflege/p=2?order=price-asc&manufacturer=${BRAND}&min-price=&max-price=&rating=4`);
    await expect(filterPageRedirectOf(storeApi, 'c1', url, 2)).resolves.toBe(
      '/de-de/Pflege/lumiere/p=2?order=price-asc&rating=4',
    );
  });

  it('a combination, or no brand, stays on the category and asks nothing', async () => {
    const { storeApi, asked } = storeApiAnswering(lumiere);
    for (const search of [`manufacturer=${BRAND}&properties=${VALUE}`, 'order=price-asc', '']) {
      await expect(
        filterPageRedirectOf(storeApi, 'c1', at(`/de-de/Pflege/?${search}`), 1),
      ).resolves.toBeUndefined();
    }
    expect(asked).toEqual([]);
  });

  it('an answer naming the category itself (a brand without a filter segment) is no filter page: no redirect to itself', async () => {
    const { storeApi } = storeApiAnswering(async () => ({ seoUrl: '/Pflege/' }));
    await expect(
      filterPageRedirectOf(storeApi, 'c1', at(`/de-de/Pflege/?manufacturer=${BRAND}`), 1),
    ).resolves.toBeUndefined();
    const encoded = storeApiAnswering(async () => ({ seoUrl: '/Körperpflege/' }));
    await expect(
      filterPageRedirectOf(encoded.storeApi, 'c1', at(`/de-de/K%C3%B6rperpflege/?manufacturer=${BRAND}`), 1),
    ).resolves.toBeUndefined();
  });

  it('a failing or late answer leaves the listing as it is', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const failing = storeApiAnswering(() => Promise.reject(new Error('down')));
    await expect(
      filterPageRedirectOf(failing.storeApi, 'c1', at(`/de-de/Pflege/?manufacturer=${BRAND}`), 1),
    ).resolves.toBeUndefined();
    vi.useFakeTimers();
    const slow = storeApiAnswering(() => new Promise(() => {}));
    const location = filterPageRedirectOf(
      slow.storeApi,
      'c1',
      at(`/de-de/Pflege/?manufacturer=${BRAND}`),
      1,
      500,
    );
    await vi.advanceTimersByTimeAsync(500);
    await expect(location).resolves.toBeUndefined();
  });
});
