import type { StoreApiClient } from '@beautyshop/store-api-client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readDefaultSorting } from './defaultSorting.server';

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

function clientAnswering(answer: () => Promise<unknown>) {
  const asked: unknown[] = [];
  const client = {
    catalogue: {
      readProductListing: (id: string, query: unknown) => {
        asked.push([id, query]);
        return answer();
      },
    },
  } as unknown as StoreApiClient;
  return { client, asked };
}

describe("issue 19: the listing's default sorting, for a page whose URL names one", () => {
  it('is the sorting of the listing read without an order: one product, no aggregations', async () => {
    const { client, asked } = clientAnswering(async () => ({ sorting: 'name-asc' }));
    await expect(readDefaultSorting(client, 'c1')).resolves.toBe('name-asc');
    expect(asked).toEqual([
      ['c1', { page: 1, limit: 1, criteria: { includes: { product: ['id'] }, 'no-aggregations': true } }],
    ]);
  });

  it('is unknown when the read fails or is late, never failing the page', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    await expect(
      readDefaultSorting(clientAnswering(() => Promise.reject(new Error('down'))).client, 'c1'),
    ).resolves.toBeUndefined();
    vi.useFakeTimers();
    const sorting = readDefaultSorting(clientAnswering(() => new Promise(() => {})).client, 'c1', 300);
    await vi.advanceTimersByTimeAsync(300);
    await expect(sorting).resolves.toBeUndefined();
  });
});
