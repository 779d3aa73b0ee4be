import { describe, expect, it } from 'vitest';
import type { CmsEntry } from '../entry/cmsEntry';
import { pickPageForMarket } from './pickPageForMarket';

const page = (id: string, fields: Record<string, unknown>): CmsEntry => ({
  sys: { id, type: 'Entry' },
  fields,
});
const idOf = (entry: CmsEntry | undefined) => entry?.sys.id;
const urls = ['/Hautpflege/', '/Hautpflege', '/navigation/f00/', '/navigation/f00'];

describe('pickPageForMarket', () => {
  it('prefers the page written for the market, then the url earlier in the list', () => {
    const entries = [
      page('general-id-form', { url: '/navigation/f00/' }),
      page('general-path', { url: '/Hautpflege/' }),
      page('swiss', { url: '/navigation/f00', market: 'CH' }),
    ];
    expect(idOf(pickPageForMarket(entries, urls, 'CH'))).toBe('swiss');
    expect(idOf(pickPageForMarket(entries, urls, 'DE'))).toBe('general-path');
  });

  it('treats an empty market as every market', () => {
    expect(idOf(pickPageForMarket([page('all', { url: '/Hautpflege', market: '' })], urls, 'AT'))).toBe(
      'all',
    );
  });

  it('never picks a page of another market, for another url or without a url', () => {
    const entries = [
      page('austrian', { url: '/Hautpflege/', market: 'AT' }),
      page('other', { url: '/Make-up/' }),
      page('no-url', { market: 'DE' }),
    ];
    expect(pickPageForMarket(entries, urls, 'DE')).toBeUndefined();
  });
});
