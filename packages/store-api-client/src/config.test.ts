import { describe, expect, it } from 'vitest';
import { createStoreApiClient } from './client.js';
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
