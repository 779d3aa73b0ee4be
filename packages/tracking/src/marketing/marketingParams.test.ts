import { describe, expect, it } from 'vitest';
import { type KeyValueStorage, storeMarketingParams } from './marketingParams';

function memoryStorage(): KeyValueStorage & { entries: Map<string, string> } {
  const entries = new Map<string, string>();
  return {
    entries,
    setItem: (key, value) => void entries.set(key, value),
    getItem: (key) => entries.get(key) ?? null,
  };
}

describe('spec 3 marketing parameters', () => {
  it('stores utm_campaign, utm_medium and utm_source each in its own value under the shop prefix', () => {
    const storage = memoryStorage();
    storeMarketingParams(
      new URLSearchParams('utm_campaign=spring&utm_medium=mail&utm_source=news&x=1'),
      storage,
    );
    expect(Object.fromEntries(storage.entries)).toEqual({
      beautyshop_utm_campaign: 'spring',
      beautyshop_utm_medium: 'mail',
      beautyshop_utm_source: 'news',
    });
  });

  it('keeps earlier values of parameters absent or empty in this URL', () => {
    const storage = memoryStorage();
    storage.setItem('beautyshop_utm_source', 'old');
    expect(storeMarketingParams(new URLSearchParams('utm_source=&utm_medium=cpc'), storage)).toEqual({
      utm_medium: 'cpc',
    });
    expect(storage.getItem('beautyshop_utm_source')).toBe('old');
  });
});
