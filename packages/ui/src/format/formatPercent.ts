import { numberFormat } from './formatterCache';

/**
 * A share given as a fraction (0.2 → `20 %` in de-de). Shopware's `listPrice.percentage` is already in percent:
 * divide it by 100 first.
 */
export function formatPercent(
  fraction: number,
  locale: string,
  options: Omit<Intl.NumberFormatOptions, 'style'> = {},
): string {
  return numberFormat(locale, { maximumFractionDigits: 0, ...options, style: 'percent' }).format(fraction);
}
