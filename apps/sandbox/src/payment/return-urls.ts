import { isKnownOrigin } from '../customer/storefront-url.js';
import { type Body, Violations } from '../customer/violations.js';

const MAX_URL_LENGTH = 2048;

/**
 * A finishUrl or errorUrl of /handle-payment or a wallet's return URL: an absolute http(s) URL without credentials
 * on an origin the shop runs on (a loopback origin or one listed in SANDBOX_STOREFRONT_ORIGINS, as for the
 * storefrontUrl of mails). Shopware itself takes any string; the sandbox refuses the rest, so its payment pages
 * never send a shopper to a stranger's site.
 */
export function readReturnUrl(body: Body, field: string, violations: Violations): string | null {
  const value = violations.string(body, field, { max: MAX_URL_LENGTH });
  if (value === undefined) return null;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    violations.add(`/${field}`, 'VIOLATION::INVALID_URL_ERROR', 'This value is not a valid URL.');
    return null;
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.username || url.password) {
    violations.add(`/${field}`, 'VIOLATION::INVALID_URL_ERROR', 'This value is not a valid URL.');
    return null;
  }
  if (!isKnownOrigin(url)) {
    violations.add(
      `/${field}`,
      'VIOLATION::NO_SUCH_CHOICE_ERROR',
      'The URL must be on a storefront domain of the sandbox (a loopback origin or one of SANDBOX_STOREFRONT_ORIGINS).',
    );
    return null;
  }
  return url.toString();
}

/** The URL with one more query parameter, as Shopware appends `error-code` (`?` or `&`). */
export function withQueryParameter(url: string, name: string, value: string): string {
  const target = new URL(url);
  target.searchParams.append(name, value);
  return target.toString();
}

export { Violations };
