import { describe, expect, it } from 'vitest';
import { createStoreApiClient } from './client.js';
import { DEFAULT_SHARED_READ_CACHE_ENTRIES, resolveConfig } from './config.js';
import { StoreApiConfigError } from './errors/StoreApiConfigError.js';
import { isStoreApiConfigError } from './errors/typeGuards.js';

describe('configuration (spec 5)', () => {
  it.each([
    {
      endpoint: undefined,
      accessKey: 'key',
      text: 'Missing SHOPWARE_ENDPOINT environment variables. Please check your .env file',
    },
    {
      endpoint: 'http://127.0.0.1:1',
      accessKey: '',
      text: 'Missing SHOPWARE_ACCESS_KEY environment variables. Please check your .env file',
    },
    {
      endpoint: ' ',
      accessKey: undefined,
      text: 'Missing SHOPWARE_ENDPOINT, SHOPWARE_ACCESS_KEY environment variables. Please check your .env file',
    },
  ])('a missing shop endpoint or access token is the error "$text"', ({ endpoint, accessKey, text }) => {
    expect(() => createStoreApiClient({ endpoint, accessKey })).toThrow(text);
    try {
      createStoreApiClient({ endpoint, accessKey });
    } catch (error) {
      expect(error).toBeInstanceOf(StoreApiConfigError);
      expect(isStoreApiConfigError(error)).toBe(true);
    }
  });

  it("names the storefront's own variables in the message when it passes them", () => {
    expect(() =>
      createStoreApiClient({
        endpoint: 'http://127.0.0.1:1',
        accessKey: undefined,
        variableNames: { accessKey: 'SHOPWARE_ACCESS_KEY_FR' },
      }),
    ).toThrow('Missing SHOPWARE_ACCESS_KEY_FR environment variables. Please check your .env file');
  });
});

describe('the shared read cache setting', () => {
  const base = { endpoint: 'http://127.0.0.1:1', accessKey: 'key' };

  it('is off by default and needs only a ttl to be on (at most 1000 answers unless maxEntries says otherwise)', () => {
    expect(DEFAULT_SHARED_READ_CACHE_ENTRIES).toBe(1000);
    expect(resolveConfig(base).sharedReadCache).toBeUndefined();
    expect(resolveConfig({ ...base, sharedReadCache: { ttl: 60_000 } }).sharedReadCache).toEqual({
      ttl: 60_000,
      maxEntries: 1000,
    });
    expect(resolveConfig({ ...base, sharedReadCache: { ttl: 5, maxEntries: 3 } }).sharedReadCache).toEqual({
      ttl: 5,
      maxEntries: 3,
    });
  });

  it.each([
    {
      sharedReadCache: { ttl: 0 },
      text: 'sharedReadCache.ttl must be a positive number of milliseconds, got 0',
    },
    {
      sharedReadCache: { ttl: -1 },
      text: 'sharedReadCache.ttl must be a positive number of milliseconds, got -1',
    },
    {
      sharedReadCache: { ttl: Number.NaN },
      text: 'sharedReadCache.ttl must be a positive number of milliseconds, got NaN',
    },
    {
      sharedReadCache: { ttl: 1000, maxEntries: 0 },
      text: 'sharedReadCache.maxEntries must be a whole number of at least 1, got 0',
    },
    {
      sharedReadCache: { ttl: 1000, maxEntries: 2.5 },
      text: 'sharedReadCache.maxEntries must be a whole number of at least 1, got 2.5',
    },
  ])('a setting that cannot work is a programmer error: "$text"', ({ sharedReadCache, text }) => {
    expect(() => createStoreApiClient({ ...base, sharedReadCache })).toThrow(RangeError);
    expect(() => createStoreApiClient({ ...base, sharedReadCache })).toThrow(
      `[@beautyshop/store-api-client] createStoreApiClient: ${text}`,
    );
  });
});
