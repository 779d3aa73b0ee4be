import { numberFormat } from './formatterCache';

/** A money amount in the locale's notation, e.g. `formatCurrency(12.5, 'EUR', 'de-de')` → `12,50 €`. */
export function formatCurrency(
  amount: number,
  currency: string,
  locale: string,
  options: Omit<Intl.NumberFormatOptions, 'style' | 'currency'> = {},
): string {
  return numberFormat(locale, { ...options, style: 'currency', currency }).format(amount);
}
