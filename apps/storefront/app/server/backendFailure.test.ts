import {
  StoreApiHttpError,
  StoreApiNetworkError,
  StoreApiSchemaError,
  StoreApiTimeoutError,
} from '@beautyshop/store-api-client';
import { describe, expect, it } from 'vitest';
import { answeringUnavailability, unavailableStatusOf } from './backendFailure';

const http = (status: number) => new StoreApiHttpError({ status, messages: [`status ${status}`] });

describe('issue 12: a failing Store API is a 503 page, a refusal of the request stays the page’s to handle', () => {
  it('answers 503 when the Store API is unreachable, timing out, overloaded or failing', () => {
    expect(unavailableStatusOf(new StoreApiNetworkError({ status: 0, messages: ['Network Error'] }))).toBe(
      503,
    );
    expect(
      unavailableStatusOf(new StoreApiTimeoutError({ status: 408, messages: ['Request timed out'] })),
    ).toBe(503);
    for (const status of [500, 502, 503, 504, 429]) expect(unavailableStatusOf(http(status))).toBe(503);
  });

  it("leaves a 429 to a write (a throttled login) to the page, which shows the shopper's wait", () => {
    const request = new Request('http://store.example/store-api/account/login', { method: 'POST' });
    const throttled = new StoreApiHttpError({ status: 429, messages: ['throttled'], request });
    expect(unavailableStatusOf(throttled)).toBeUndefined();
  });

  it('answers 503 (with Retry-After) when the Store API answers something that is not its API', () => {
    const garbage = new StoreApiSchemaError({
      status: 200,
      messages: ['malformed'],
      issues: [],
      body: '<html>',
    });
    expect(unavailableStatusOf(garbage)).toBe(503);
  });

  it('leaves 4xx answers and other errors to the page', () => {
    for (const status of [400, 401, 403, 404, 422]) expect(unavailableStatusOf(http(status))).toBeUndefined();
    expect(unavailableStatusOf(new TypeError('bug'))).toBeUndefined();
  });

  it('turns failed calls of a client, its namespaces and derived sessions into the 503 answer', async () => {
    const client = {
      catalogue: { readCategory: async () => Promise.reject(http(503)) },
      seo: { readSeoUrls: async () => Promise.reject(http(404)) },
      withSession: () => ({ cart: { read: async () => Promise.reject(http(500)) } }),
    };
    const wrapped = answeringUnavailability(client);
    const thrown = await wrapped.catalogue.readCategory().catch((error: unknown) => error);
    expect(thrown).toMatchObject({ init: { status: 503, headers: { 'Retry-After': '30' } } });
    await expect(wrapped.seo.readSeoUrls()).rejects.toMatchObject({ name: 'StoreApiHttpError', status: 404 });
    const session = await wrapped
      .withSession()
      .cart.read()
      .catch((error: unknown) => error);
    expect(session).toMatchObject({ init: { status: 503 } });
  });
});
