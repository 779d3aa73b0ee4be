/** Shop locales (spec 2.1) as path segments; Contentful spells them with an upper-case region. */
export const SHOP_LOCALES = ['de-de', 'en-gb', 'de-at', 'de-ch', 'fr-fr', 'fr-ch'] as const;
export type ShopLocale = (typeof SHOP_LOCALES)[number];
export const DEFAULT_SHOP_LOCALE: ShopLocale = 'de-de';

/** 'de-ch' → 'de-CH'. Spec 5 rejects locale '*' in favour of the SDK's withAllLocales, so it is refused here. */
export function toContentfulLocale(locale: string): string {
  const match = /^([a-z]{2})-([a-z]{2})$/i.exec(locale.trim());
  if (!match?.[1] || !match[2]) throw new RangeError(`Not a shop locale: ${locale}`);
  return `${match[1].toLowerCase()}-${match[2].toUpperCase()}`;
}

/** Spec 2.1 / 6: any path containing /preview loads content through the preview host and token. */
export const isPreviewPath = (path: string): boolean => path.includes('/preview');
