import { localePath, stripLocalePrefix } from '../locale/fromPath';
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

/**
 * Whether a path is an order page opened by the order mail's deep link (`/account/order/{deepLinkCode}` and its
 * sub-pages): a guest has no account to log in to, so these pages let the shopper prove the order is theirs with
 * its email and billing postcode instead of sending them to the login page.
 */
export function isDeepLinkOrderPath(pathname: string): boolean {
  const match = /^\/account\/order\/([^/]+)(?:\/[^/]+)*\/?$/.exec(stripLocalePrefix(pathname));
  return match?.[1] !== undefined && orderReferenceOf(match[1])?.kind === 'deepLink';
}
