import { describe, expect, it } from 'vitest';
import { MARKETS } from '../seed/markets.js';
import { intlLocaleOf, storefrontLocaleOf } from './order-locale.js';

const channel = (code: string) => MARKETS.find((market) => market.code === code)?.salesChannelId ?? '';

describe('the locale an order’s mails and documents speak', () => {
  it('is the market’s locale of the order’s language', () => {
    expect(storefrontLocaleOf(channel('CH'), 'fr')).toBe('fr-ch');
    expect(storefrontLocaleOf(channel('CH'), 'de')).toBe('de-ch');
    expect(storefrontLocaleOf(channel('DE'), 'en')).toBe('en-gb');
  });

  it('falls back to the market’s first locale for a language the market does not list', () => {
    expect(storefrontLocaleOf(channel('AT'), 'fr')).toBe('de-at');
    expect(storefrontLocaleOf('no-such-channel', 'de')).toBeUndefined();
  });

  it('formats with Intl’s spelling of it, German where none is known', () => {
    expect([intlLocaleOf('fr-ch'), intlLocaleOf('en-gb'), intlLocaleOf(undefined)]).toEqual([
      'fr-CH',
      'en-GB',
      'de-DE',
    ]);
  });
});
