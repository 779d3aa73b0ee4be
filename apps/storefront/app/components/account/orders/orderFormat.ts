import { formatDate } from '@beautyshop/ui';

/**
 * An order's date in the shop's time zone: the server's and the browser's renderings must agree (hydration), and
 * every market of the shop (DE, AT, CH, FR) lives in Central European time.
 */
export const orderDateText = (isoDate: string, localeTag: string) =>
  formatDate(isoDate, localeTag, { dateStyle: 'medium', timeZone: 'Europe/Berlin' });
