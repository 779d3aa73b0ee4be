import type { StoredEntity } from '../catalogue/entities/store.js';
import { MARKETS } from '../seed/markets.js';

/**
 * The storefront URLs a sales channel accepts for the links in its mails, as Shopware checks `storefrontUrl`
 * against the sales channel's domains. The sandbox has no configured domains, so a domain is: any loopback
 * origin (localhost, 127.0.0.1, [::1], any port) or an origin listed in SANDBOX_STOREFRONT_ORIGINS (comma
 * separated), followed by nothing, '/store-api' (the spec's default: the API endpoint) or one of the market's
 * locale prefixes ('/de-ch'). Anything else is refused, so a mail never links to a stranger's site.
 */
export function isStorefrontUrlOf(salesChannel: StoredEntity, storefrontUrl: string): boolean {
  let url: URL;
  try {
    url = new URL(storefrontUrl);
  } catch {
    return false;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return false;
  if (url.username || url.password || url.search || url.hash) return false;
  if (!isKnownOrigin(url)) return false;
  const path = url.pathname.replace(/\/+$/, '');
  const market = MARKETS.find((candidate) => candidate.code === salesChannel.doc._code);
  return (
    path === '' || path === '/store-api' || (market?.locales ?? []).some((locale) => path === `/${locale}`)
  );
}

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

const listedOrigins = (): string[] =>
  (process.env.SANDBOX_STOREFRONT_ORIGINS ?? '')
    .split(',')
    .map((origin) => origin.trim().replace(/\/+$/, ''))
    .filter(Boolean);

/** A loopback origin or one listed in SANDBOX_STOREFRONT_ORIGINS: where the shop may run. */
export function isKnownOrigin(url: URL): boolean {
  if (LOOPBACK_HOSTS.has(url.hostname)) return true;
  return listedOrigins().includes(url.origin);
}

/**
 * Where mails that carry no storefrontUrl of the request (an order's) link to: Shopware takes the sales channel's
 * domain; the sandbox takes the first of SANDBOX_STOREFRONT_ORIGINS, else the quick start's default shop.
 */
export const mailStorefrontOrigin = (): string => listedOrigins()[0] ?? 'http://localhost:3000';

/** The URL without a trailing slash, to append a path to. */
export const storefrontBase = (storefrontUrl: string): string => storefrontUrl.trim().replace(/\/+$/, '');
