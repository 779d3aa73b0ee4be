import { afterEach, describe, expect, it, vi } from 'vitest';
import { LOCALE_INFO } from '../locale/locales';
import type { RequestStoreApi } from './storeApi.server';
import { loadGeneralStructuredData, loadSpecificStructuredData } from './structuredData.server';

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

/** A request's Store API whose structured-data routes answer with `answer`. */
function storeApiAnswering(answer: () => Promise<unknown>) {
  const asked: unknown[] = [];
  const storeApi = {
    client: {
      seo: {
        readGeneralStructuredData: () => {
          asked.push('general');
          return answer();
        },
        readSpecificStructuredData: (params: unknown) => {
          asked.push(params);
          return answer();
        },
      },
    },
    locale: LOCALE_INFO['de-de'],
  } as unknown as RequestStoreApi;
  return { storeApi, asked };
}

const PRODUCT = { '@context': 'https://schema.org', '@type': 'Product', name: 'Serum' };

describe('GET /store-api/seo/specific-structured-data and /seo/general-structured-data (spec 7.1)', () => {
  it('a product page asks for its product by type and id, and gets its blocks', async () => {
    const { storeApi, asked } = storeApiAnswering(async () => ({ structuredData: [PRODUCT] }));
    await expect(loadSpecificStructuredData(storeApi, 'product', 'p1')).resolves.toEqual([PRODUCT]);
    expect(asked).toEqual([{ type: 'product', id: 'p1' }]);
  });

  it('the home page asks for the general structured data', async () => {
    const { storeApi, asked } = storeApiAnswering(async () => ({ structuredData: [] }));
    await expect(loadGeneralStructuredData(storeApi)).resolves.toEqual([]);
    expect(asked).toEqual(['general']);
  });

  it('a failing route leaves the page without structured data, never a failed page', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { storeApi } = storeApiAnswering(() => Promise.reject(new Error('500 from the route')));
    await expect(loadSpecificStructuredData(storeApi, 'category', 'c1')).resolves.toEqual([]);
  });

  it('a slow route is not waited for past its deadline', async () => {
    vi.useFakeTimers();
    vi.spyOn(console, 'info').mockImplementation(() => {});
    const { storeApi } = storeApiAnswering(() => new Promise(() => {}));
    const items = loadSpecificStructuredData(storeApi, 'product', 'p1', 500);
    await vi.advanceTimersByTimeAsync(500);
    await expect(items).resolves.toEqual([]);
  });
});
