import { afterEach, describe, expect, it, vi } from 'vitest';
import { LOCALE_INFO } from '../locale/locales';
import { deferredCartRecommendations } from './pageRecommendations.server';
import type { RequestStoreApi } from './storeApi.server';

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

/** A request's Store API whose cart recommendations answer with `answer` (a promise, to hold or fail it). */
function storeApiAnswering(answer: () => Promise<unknown>) {
  const asked: unknown[] = [];
  const storeApi = {
    client: {
      personalisation: {
        readCartRecommendations: (request: unknown) => {
          asked.push(request);
          return answer();
        },
      },
    },
    locale: LOCALE_INFO['de-de'],
    platform: 'web',
    setCookies: [],
  } as unknown as RequestStoreApi;
  return { storeApi, asked };
}

describe("the cart page's recommendations, rendered on the server (spec 7.2)", () => {
  it("are asked for the cart's products and say which ones, with the answer's oscEvent for the data layer", async () => {
    const { storeApi, asked } = storeApiAnswering(async () => ({ elements: [], oscEvent: { id: 'osc-1' } }));
    const view = await deferredCartRecommendations(storeApi, ['b', 'a']);
    expect(asked).toEqual([
      expect.objectContaining({ productIds: ['b', 'a'], provider: 'econda', variant: 'cart' }),
    ]);
    expect(view.forIds).toBe('a,b');
    expect(view.events).toEqual([expect.objectContaining({ oscEvent: { id: 'osc-1' } })]);
  });

  it('spec 8: a failure of the recommendations is an empty slider, never a failed cart page', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { storeApi } = storeApiAnswering(() =>
      Promise.reject(new Error('502 from the personalisation route')),
    );
    await expect(deferredCartRecommendations(storeApi, ['a'])).resolves.toEqual({
      forIds: 'a',
      products: [],
      events: [],
    });
  });

  it('past their deadline they are an empty slider marked late (the browser asks again), so they never hold the cart page up for longer', async () => {
    vi.useFakeTimers();
    vi.spyOn(console, 'info').mockImplementation(() => {});
    const { storeApi } = storeApiAnswering(() => new Promise(() => {}));
    const view = deferredCartRecommendations(storeApi, ['a'], 1_000);
    await vi.advanceTimersByTimeAsync(1_000);
    await expect(view).resolves.toEqual({ forIds: 'a', products: [], events: [], late: true });
  });

  it('an empty cart asks for none', async () => {
    const { storeApi, asked } = storeApiAnswering(async () => ({ elements: [] }));
    await expect(deferredCartRecommendations(storeApi, [])).resolves.toEqual({
      forIds: '',
      products: [],
      events: [],
    });
    expect(asked).toEqual([]);
  });
});
