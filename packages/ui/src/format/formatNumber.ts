import { numberFormat } from './formatterCache';

/** A plain number in the locale's notation, e.g. grouping and decimal separators. */
export function formatNumber(value: number, locale: string, options: Intl.NumberFormatOptions = {}): string {
  return numberFormat(locale, options).format(value);
}
