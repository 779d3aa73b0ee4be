import type { Locale } from '../locale/locales';

/**
 * `compute` run once per owner object and locale. Owners are held weakly: what is derived from a shared, cached
 * answer (a navigation, a content entry) lives as long as that answer and is made again for a new one. The
 * results are shared between requests, so they must never be changed.
 */
export function memoizedPerLocale<O extends object, V>(
  compute: (owner: O, locale: Locale) => V,
): (owner: O, locale: Locale) => V {
  const byOwner = new WeakMap<O, Map<Locale, V>>();
  return (owner, locale) => {
    let byLocale = byOwner.get(owner);
    if (byLocale === undefined) {
      byLocale = new Map();
      byOwner.set(owner, byLocale);
    }
    if (!byLocale.has(locale)) byLocale.set(locale, compute(owner, locale));
    return byLocale.get(locale) as V;
  };
}
