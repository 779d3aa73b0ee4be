import { RouterContextProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { documentShopRequest, readShopRequest, shopRequestContext, shopRequestOf } from './shopRequest';

describe('spec 2.1 the request context', () => {
  it('takes the locale and market from the prefix, and the cookies of that market', () => {
    const shop = readShopRequest(
      '/fr-ch/Soins/',
      'sw-context-token-ch=swiss; sw-context-token-de=german; agent=1',
    );
    expect(shop.locale).toMatchObject({ locale: 'fr-ch', market: 'CH', language: 'fr', currency: 'CHF' });
    expect(shop.prefix).toBe('fr-ch');
    expect(shop.session).toMatchObject({ contextToken: 'swiss', agent: true });
  });

  it('gives an unprefixed path the default locale and no prefix (the root redirect), case-insensitively', () => {
    expect(readShopRequest('/', null)).toMatchObject({ prefix: undefined, locale: { locale: 'de-de' } });
    expect(readShopRequest('/search', 'i18n_redirected=en-gb').session.locale).toBe('en-gb');
    expect(readShopRequest('/DE-AT/x', null).locale.market).toBe('AT');
  });

  it.each([
    ['/fr-fr', 'FR'],
    ['/fr-ch/some/category', 'CH'],
    ['/de-ch/search', 'CH'],
    ['/de-at/', 'AT'],
    ['/de-de/pflege', 'DE'],
    ['/en-gb/skincare', 'DE'],
    ['/', 'DE'],
    ['/search', 'DE'],
    ['/fr-frx/thing', 'DE'],
    ['/xx-yy', 'DE'],
  ] as const)('path %s selects the %s market (any other path is the German market)', (path, market) => {
    expect(readShopRequest(path, null).locale.market).toBe(market);
  });

  it.each([
    ['/en-gb/skincare', 'en-gb'],
    ['/fr-ch', 'fr-ch'],
    ['/search', 'de-de'],
    ['/', 'de-de'],
  ] as const)('path %s is in locale %s (unprefixed paths use the default de-de)', (path, locale) => {
    expect(readShopRequest(path, null).locale.locale).toBe(locale);
  });
});

describe('spec 5 the platform content is filtered for', () => {
  it.each([
    ['/de-de/pflege', null, 'web'],
    ['/de-de/pflege?hidenavigation=true', null, 'app'],
    ['/de-de/pflege?hidenavigation=false', null, 'web'],
    ['/de-de/pflege', 'agent=1', 'app'],
  ] as const)(
    "%s with cookies %s is platform '%s' (app mode of spec 1: agent cookie or hidenavigation=true)",
    (path, cookies, platform) => {
      expect(readShopRequest(path, cookies).platform).toBe(platform);
    },
  );
});

describe('issue 13 one read per request', () => {
  it('hands the document the request the root middleware read, without parsing the path again', () => {
    const context = new RouterContextProvider();
    const read = readShopRequest('/de-at/x', 'sw-context-token-at=alpine');
    context.set(shopRequestContext, read);
    const request = new Request('http://shop.test/fr-fr/y', {
      headers: { cookie: 'sw-context-token-fr=paris' },
    });
    expect(documentShopRequest(request, context)).toBe(read);
  });

  it('reads the request with the same parse where no middleware ran (a method the router refuses)', () => {
    const request = new Request('http://shop.test/fr-fr/y', {
      headers: { cookie: 'sw-context-token-fr=paris' },
    });
    const shop = documentShopRequest(request, new RouterContextProvider());
    expect(shop.locale.market).toBe('FR');
    expect(shop.session.contextToken).toBe('paris');
  });

  it('tells a loader that runs before the middleware what is missing', () => {
    expect(() => shopRequestOf(new RouterContextProvider())).toThrow(/root middleware/);
  });
});
