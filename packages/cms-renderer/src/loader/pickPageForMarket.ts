import type { CmsEntry } from '../entry/cmsEntry';

const textField = (entry: CmsEntry, field: string): string | undefined => {
  const value = entry.fields?.[field];
  return typeof value === 'string' ? value : undefined;
};

/** A page without a market (or with an empty one) is written for every market; the home pages carry theirs. */
const marketOf = (entry: CmsEntry): string | undefined => {
  const market = textField(entry, 'market');
  return market === '' ? undefined : market;
};

/**
 * The page to show in `market` among entries found for the candidate `urls` (closest first): one written for the
 * market wins over a general one, then the url earlier in the list. A page of another market, or whose url is
 * not a candidate, is never picked.
 */
export function pickPageForMarket<Entry extends CmsEntry>(
  entries: readonly Entry[],
  urls: readonly string[],
  market: string,
): Entry | undefined {
  const rank = (entry: Entry) =>
    (marketOf(entry) === market ? 0 : urls.length) + urls.indexOf(textField(entry, 'url') ?? '');
  const candidates = entries.filter((entry) => {
    const url = textField(entry, 'url');
    const entryMarket = marketOf(entry);
    return url !== undefined && urls.includes(url) && (entryMarket === undefined || entryMarket === market);
  });
  return candidates.sort((a, b) => rank(a) - rank(b))[0];
}
