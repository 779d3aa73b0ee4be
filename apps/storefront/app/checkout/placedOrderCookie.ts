import { parse, serialize } from 'cookie';
import type { Market } from '../locale/locales';

/**
 * Issue 17: the order a cart became, remembered per market as `{cartKey}.{orderId}` for an hour. A reload of the
 * place-order POST, the back button or a second tab send the same cart key again: they are led to that order's
 * confirmation instead of ordering again (the cart is empty by then, so nothing else could be ordered anyway).
 */
const PLACED_ORDER_MAX_AGE_SECONDS = 60 * 60;

export const placedOrderCookieName = (market: Market) => `bs-placed-order-${market.toLowerCase()}`;

export function placedOrderCookie(market: Market, cartKey: string, orderId: string, secure: boolean): string {
  return serialize(placedOrderCookieName(market), `${cartKey}.${orderId}`, {
    maxAge: PLACED_ORDER_MAX_AGE_SECONDS,
    path: '/',
    sameSite: 'lax',
    httpOnly: true,
    secure,
  });
}

/** The order placed from the cart with this key, if the cookie remembers one. */
export function placedOrderOf(
  cookieHeader: string | null,
  market: Market,
  cartKey: string,
): string | undefined {
  const value = parse(cookieHeader ?? '')[placedOrderCookieName(market)];
  if (!value) return undefined;
  const dot = value.indexOf('.');
  return dot > 0 && value.slice(0, dot) === cartKey ? value.slice(dot + 1) || undefined : undefined;
}
