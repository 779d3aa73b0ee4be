import { describe, expect, it } from 'vitest';
import { readShopRequest } from './shopRequest';

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
});
