/** Methods that change nothing; every other method reaches an action, and an action writes. */
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** What a request says about who made the browser send it. */
export interface RequestInitiator {
  method: string;
  /** The `Sec-Fetch-Site` header, or null when the browser sends none. */
  secFetchSite: string | null;
  /** The `Origin` header, or null. */
  origin: string | null;
}

/**
 * Spec 9: every mutating action refuses a request another site made the browser send (CSRF). Browsers name the
 * initiator in `Sec-Fetch-Site`: only `same-origin` (the shop's own forms and fetchers) and `none` (typed by the
 * shopper) are the shop's; `same-site` is another host of the same registrable domain, which is not the shop
 * either. Browsers without it send `Origin` on every POST, which must be one of the shop's. A request with neither
 * header is no browser acting for a shopper, so it cannot carry a shopper's cookies against them.
 */
export function isCrossSite(
  { method, secFetchSite, origin }: RequestInitiator,
  shopOrigins: readonly string[],
) {
  if (SAFE_METHODS.has(method.toUpperCase())) return false;
  if (secFetchSite !== null) return secFetchSite !== 'same-origin' && secFetchSite !== 'none';
  if (origin === null) return false;
  // A sandboxed frame or a cross-origin redirect chain sends the opaque origin 'null', which is never the shop.
  return !shopOrigins.includes(origin);
}
