/**
 * Where a wallet checkout may send the shopper: the shop itself, or the configured payment provider's origin (the
 * origin of the Store API, whose provider pages the existing card flow redirects to as well, and which the page's
 * form-action allows). Anything else (a Store API answer naming another host) is refused, so that no answer can
 * turn the shop into an open redirect.
 */
export function isAllowedWalletRedirect(
  url: string,
  allowed: { shopOrigin: string; providerOrigins: readonly string[] },
): boolean {
  let target: URL;
  try {
    target = new URL(url);
  } catch {
    return false;
  }
  if (target.protocol !== 'https:' && target.protocol !== 'http:') return false;
  if (target.username || target.password) return false;
  return target.origin === allowed.shopOrigin || allowed.providerOrigins.includes(target.origin);
}

/**
 * PayPal's approval page for an order the Store API created (paypal.com/checkoutnow?token= in production; the
 * sandbox serves it at /sandbox/paypal/checkoutnow on the provider's origin).
 */
export function paypalApprovalUrl(providerOrigin: string, token: string): string {
  const url = new URL('/sandbox/paypal/checkoutnow', providerOrigin);
  url.searchParams.set('token', token);
  return url.href;
}
