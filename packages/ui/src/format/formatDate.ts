import { dateFormat } from './formatterCache';

/** A calendar date in the locale's notation; `dateStyle: 'medium'` unless options say otherwise. */
export function formatDate(
  date: Date | number | string,
  locale: string,
  options: Intl.DateTimeFormatOptions = { dateStyle: 'medium' },
): string {
  const value = date instanceof Date ? date : new Date(date);
  if (Number.isNaN(value.getTime())) throw new RangeError(`Invalid date ${String(date)}`);
  return dateFormat(locale, options).format(value);
}
