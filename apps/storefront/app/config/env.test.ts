import { describe, expect, it } from 'vitest';
import { readConfig } from './env';
import { InvalidEnvironmentError, MissingEnvironmentError } from './errors';

const complete = {
  SHOPWARE_ENDPOINT: 'http://127.0.0.1:4000/store-api/',
  SHOPWARE_ACCESS_KEY_DE: 'KDE',
  SHOPWARE_ACCESS_KEY_AT: 'KAT',
  SHOPWARE_ACCESS_KEY_CH: 'KCH',
  SHOPWARE_ACCESS_KEY_FR: 'KFR',
  CONTENTFUL_SPACE: 'space',
  CONTENTFUL_DELIVERY_TOKEN: 'd',
  CONTENTFUL_PREVIEW_TOKEN: 'p',
};

describe('spec 5 configuration from the environment', () => {
  it("a missing Store API endpoint or key throws 'Missing ... environment variables. Please check your .env file'", () => {
    const { SHOPWARE_ENDPOINT: _e, SHOPWARE_ACCESS_KEY_DE: _k, ...rest } = complete;
    expect(() => readConfig(rest)).toThrow(
      new MissingEnvironmentError(['SHOPWARE_ENDPOINT', 'SHOPWARE_ACCESS_KEY_DE']),
    );
    expect(() => readConfig(rest)).toThrow(
      'Missing SHOPWARE_ENDPOINT, SHOPWARE_ACCESS_KEY_DE environment variables. Please check your .env file',
    );
  });

  it('treats a blank value as missing', () => {
    expect(() => readConfig({ ...complete, SHOPWARE_ACCESS_KEY_FR: '  ' })).toThrow(
      'Missing SHOPWARE_ACCESS_KEY_FR environment variables. Please check your .env file',
    );
  });

  it('names the missing content variables once any of them is set', () => {
    const { CONTENTFUL_PREVIEW_TOKEN: _p, ...rest } = complete;
    expect(() => readConfig(rest)).toThrow(
      'Missing CONTENTFUL_PREVIEW_TOKEN environment variables. Please check your .env file',
    );
  });

  it('runs without content pages when no content variable is set', () => {
    const {
      CONTENTFUL_PREVIEW_TOKEN: _p,
      CONTENTFUL_DELIVERY_TOKEN: _d,
      CONTENTFUL_SPACE: _s,
      ...rest
    } = complete;
    expect(readConfig(rest).content).toBeUndefined();
  });

  it('rejects an endpoint that is not a URL with a clear error', () => {
    expect(() => readConfig({ ...complete, SHOPWARE_ENDPOINT: 'localhost' })).toThrow(
      InvalidEnvironmentError,
    );
  });

  it('fills defaults: environment master, Contentful hosts, port 3000, app URL on loopback', () => {
    const config = readConfig(complete);
    expect(config.storeApi).toEqual({
      endpoint: 'http://127.0.0.1:4000/store-api',
      accessKeys: { DE: 'KDE', AT: 'KAT', CH: 'KCH', FR: 'KFR' },
    });
    expect(config.content).toMatchObject({
      environment: 'master',
      host: 'cdn.contentful.com',
      previewHost: 'preview.contentful.com',
      insecure: false,
      throttle: 7,
    });
    expect(config.port).toBe(3000);
    expect(config.appUrl).toBe('http://127.0.0.1:3000');
  });

  it('reads the root redirect setting (spec 2.1: configurable): de-de by default, a locale or off', () => {
    expect(readConfig(complete).rootRedirect).toBe('de-de');
    expect(readConfig({ ...complete, ROOT_REDIRECT: 'fr-ch' }).rootRedirect).toBe('fr-ch');
    expect(readConfig({ ...complete, ROOT_REDIRECT: 'off' }).rootRedirect).toBe('off');
    expect(() => readConfig({ ...complete, ROOT_REDIRECT: 'xx-yy' })).toThrow(InvalidEnvironmentError);
  });

  it('reads the optional base path, insecure flag, app URL and port', () => {
    const config = readConfig({
      ...complete,
      CONTENTFUL_BASE_PATH: '/content',
      CONTENTFUL_INSECURE: 'true',
      APP_URL: 'https://shop.example/',
      PORT: '8080',
    });
    expect(config.content?.basePath).toBe('/content');
    expect(config.content?.insecure).toBe(true);
    expect(config.appUrl).toBe('https://shop.example');
    expect(config.port).toBe(8080);
  });

  it('reads the content throttle of spec 9, 1 to 30 requests a second, and refuses others', () => {
    expect(readConfig({ ...complete, CONTENTFUL_THROTTLE: '12' }).content?.throttle).toBe(12);
    expect(() => readConfig({ ...complete, CONTENTFUL_THROTTLE: '31' })).toThrow(InvalidEnvironmentError);
    expect(() => readConfig({ ...complete, CONTENTFUL_THROTTLE: '0' })).toThrow(InvalidEnvironmentError);
  });

  it('reads the listing size LISTING_LIMIT: 24 products when unset or blank, a whole number from 1 to 100', () => {
    expect(readConfig(complete).listingLimit).toBe(24);
    expect(readConfig({ ...complete, LISTING_LIMIT: ' ' }).listingLimit).toBe(24);
    expect(readConfig({ ...complete, LISTING_LIMIT: '12' }).listingLimit).toBe(12);
    expect(readConfig({ ...complete, LISTING_LIMIT: '100' }).listingLimit).toBe(100);
  });

  it.each(['0', '101', '-5', '12.5', 'twenty', '1e2'])(
    "refuses the listing size '%s' with the spec's kind of message naming the variable",
    (value) => {
      expect(() => readConfig({ ...complete, LISTING_LIMIT: value })).toThrow(
        `Invalid environment variables: LISTING_LIMIT: must be a whole number of products from 1 to 100, not '${value}'. Please check your .env file`,
      );
    },
  );
});
