import { localePath } from '../locale/fromPath';
import type { Locale } from '../locale/locales';

/** `/account/order` and its pages under the locale's prefix (spec 2.2: the account layout's orders). */
export function orderListPath(locale: Locale, page = 1): string {
  const path = localePath('/account/order', locale);
  return page > 1 ? `${path}?${new URLSearchParams({ page: String(page) })}` : path;
}

export function orderPath(locale: Locale, orderId: string, sub = ''): string {
  return localePath(`/account/order/${encodeURIComponent(orderId)}${sub}`, locale);
}

/** The page a list URL asks for: `?page=n`, a whole number from 1; anything else is the first page. */
export function orderListPageOf(url: URL): number {
  const raw = url.searchParams.get('page') ?? '';
  if (!/^[1-9][0-9]{0,5}$/.test(raw)) return 1;
  return Number(raw);
}

/**
 * What `/account/order/{segment}` names: an order id (Shopware ids are 32 lowercase hex characters) or the deep link
 * code of the order mail (`/account/order/{deepLinkCode}`, 32 URL-safe base64 characters).
 */
export type OrderReference = { kind: 'id'; id: string } | { kind: 'deepLink'; code: string };

export function orderReferenceOf(segment: string): OrderReference | undefined {
  if (/^[0-9a-f]{32}$/i.test(segment)) return { kind: 'id', id: segment.toLowerCase() };
  if (/^[A-Za-z0-9_-]{16,64}$/.test(segment)) return { kind: 'deepLink', code: segment };
  return undefined;
}
