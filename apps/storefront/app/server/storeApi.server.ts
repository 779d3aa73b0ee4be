import { createStoreApiClient, type StoreApiClient } from '@beautyshop/store-api-client';
import { localeFromPath } from '../locale/fromPath';
import { LOCALE_INFO, type LocaleInfo, type Market } from '../locale/locales';
import { contextTokenCookie, isSecureOrigin, languageIdCookie, readSessionCookies } from '../session/cookies';
import { storeApiFetch } from '../tracking/telemetry.server';
import { serverConfig } from './config.server';
import { GENERAL_CACHE_TTL_MS } from './generalCacheTtl';
import { languageIdFor } from './languages.server';

const baseClients = new Map<Market, StoreApiClient>();

/** One client (and HTTP stack) per market for the process; requests derive sessions from it. */
function baseClient(market: Market): StoreApiClient {
  let client = baseClients.get(market);
  if (client === undefined) {
    const { storeApi } = serverConfig();
    client = createStoreApiClient({
      endpoint: storeApi.endpoint,
      accessKey: storeApi.accessKeys[market],
      variableNames: { endpoint: 'SHOPWARE_ENDPOINT', accessKey: `SHOPWARE_ACCESS_KEY_${market}` },
      // Spec 9: general cached data lives 60 s. Every anonymous shopper of a market sees the same catalogue
      // answers, so their page renders share them instead of each parsing its own copy.
      sharedReadCache: { ttl: GENERAL_CACHE_TTL_MS },
      // Traces each call when telemetry is on (STOREFRONT_TELEMETRY); undefined keeps the default fetch.
      fetch: storeApiFetch(),
    });
    baseClients.set(market, client);
  }
  return client;
}

export interface RequestStoreApi {
  client: StoreApiClient;
  locale: LocaleInfo;
  /** Set-Cookie values for the response: the context token when the Store API changed it. */
  setCookies: string[];
}

/**
 * A Store API client for this request: the market's access key, the shopper's context token from the cookie, and
 * the route's language (spec 4: the route's language wins over the stored one).
 */
export async function storeApiFor(request: Request): Promise<RequestStoreApi> {
  const url = new URL(request.url);
  const locale = LOCALE_INFO[localeFromPath(url.pathname)];
  const session = readSessionCookies(request.headers.get('cookie'), locale.market);
  const base = baseClient(locale.market);
  const setCookies: string[] = [];
  const secure = isSecureOrigin(new URL(serverConfig().appUrl));
  const languageId = await languageIdFor(base, locale);
  // Spec 4: the language id cookie follows the route's language; written only when it changes, so pages stay
  // cacheable once a shopper stays in one language.
  if (languageId !== undefined && languageId !== session.languageId) {
    setCookies.push(languageIdCookie(locale.market, languageId, { secure }));
  }
  const client = base.withSession({
    contextToken: session.contextToken,
    languageId,
    // Architecture: the context token in each response is written back to the cookie. An anonymous GET without
    // a token gets a fresh one on every call (parallel calls even get different ones); storing those would make
    // every page uncacheable at the CDN, so only a session the shopper already has (or a mutation) is written back.
    onContextTokenChange: (token) => {
      if (session.contextToken !== undefined || request.method !== 'GET') {
        setCookies.push(contextTokenCookie(locale.market, token, { secure }));
      }
    },
  });
  return { client, locale, setCookies };
}

/** Response headers carrying the cookies a request's Store API calls produced. */
export function cookieHeaders(storeApi: RequestStoreApi): Headers {
  const headers = new Headers();
  for (const cookie of storeApi.setCookies) headers.append('Set-Cookie', cookie);
  return headers;
}
