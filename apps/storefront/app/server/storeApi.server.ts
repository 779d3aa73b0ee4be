import type { Platform } from '@beautyshop/cms-renderer';
import {
  createContextTokenSession,
  createStoreApiClient,
  type StoreApiClient,
} from '@beautyshop/store-api-client';
import type { LocaleInfo, Market } from '../locale/locales';
import type { ShopRequest } from '../request/shopRequest';
import { contextTokenCookie, isSecureOrigin, languageIdCookie } from '../session/cookies';
import { storeApiFetch as tracedStoreApiFetch } from '../tracking/telemetry.server';
import { answeringUnavailability } from './backendFailure';
import { createCircuitBreaker, fetchThroughBreaker } from './circuitBreaker';
import { serverConfig } from './config.server';
import { GENERAL_CACHE_TTL_MS } from './generalCacheTtl';
import { createHttpFetch } from './httpFetch.server';
import { languageIdFor } from './languages.server';
import { fetchWithinRenderBudget } from './renderBudget';

/**
 * Issue 12: one breaker for the Store API of the process (all markets share the endpoint), so a failing Store
 * API is not paid its time-out on every request; every call of a render is bounded by the render's budget.
 */
let sharedStoreApiFetch: typeof fetch | undefined;

/**
 * Over node:http (httpFetch.server.ts: a third of fetch's CPU per call), traced when telemetry is on
 * (STOREFRONT_TELEMETRY), bounded by the render budget, behind the breaker.
 */
function storeApiFetch(): typeof fetch {
  if (sharedStoreApiFetch === undefined) {
    const overHttp = createHttpFetch();
    sharedStoreApiFetch = fetchThroughBreaker(
      createCircuitBreaker(),
      'Store API',
      fetchWithinRenderBudget(tracedStoreApiFetch(overHttp) ?? overHttp),
    );
  }
  return sharedStoreApiFetch;
}

const baseClients = new Map<Market, StoreApiClient>();

/** One client (and HTTP stack) per market for the process; requests derive sessions from it. */
function baseClient(market: Market): StoreApiClient {
  let client = baseClients.get(market);
  if (client === undefined) {
    const { storeApi } = serverConfig();
    client = answeringUnavailability(
      createStoreApiClient({
        endpoint: storeApi.endpoint,
        accessKey: storeApi.accessKeys[market],
        variableNames: { endpoint: 'SHOPWARE_ENDPOINT', accessKey: `SHOPWARE_ACCESS_KEY_${market}` },
        // Spec 9: general cached data lives 60 s. Every anonymous shopper of a market sees the same catalogue
        // answers, so their page renders share them instead of each parsing its own copy.
        sharedReadCache: { ttl: GENERAL_CACHE_TTL_MS },
        fetch: storeApiFetch(),
      }),
    );
    baseClients.set(market, client);
  }
  return client;
}

/**
 * A locale's catalogue as every anonymous shopper of it sees it: the market's client in the locale's language,
 * without a context token, so that its cacheable reads share the 60 s read cache (spec 9). For reads about
 * another locale than the request's (the SEO URLs of a page's alternates).
 */
export async function anonymousCatalogueOf(locale: LocaleInfo): Promise<StoreApiClient> {
  const base = baseClient(locale.market);
  return base.withSession({ languageId: await languageIdFor(base, locale) });
}

export interface RequestStoreApi {
  client: StoreApiClient;
  locale: LocaleInfo;
  /** Spec 5: the platform the request's content is filtered for ('app' in app mode). */
  platform: Platform;
  /** Set-Cookie values for the response: the context token when the Store API changed it. */
  setCookies: string[];
}

/**
 * A Store API client for this request: the market's access key, the shopper's context token from the cookie, and
 * the route's language (spec 4: the route's language wins over the stored one), as the request context read them.
 */
export async function storeApiFor(
  request: Request,
  {
    locale,
    session,
    platform = 'web',
  }: Pick<ShopRequest, 'locale' | 'session'> & Partial<Pick<ShopRequest, 'platform'>>,
): Promise<RequestStoreApi> {
  const base = baseClient(locale.market);
  const setCookies: string[] = [];
  const secure = isSecureOrigin(new URL(serverConfig().appUrl));
  const languageId = await languageIdFor(base, locale);
  // Spec 4: the language id cookie follows the route's language; written only when it changes, so pages stay
  // cacheable once a shopper stays in one language.
  if (languageId !== undefined && languageId !== session.languageId) {
    setCookies.push(languageIdCookie(locale.market, languageId, { secure }));
  }
  // The session module (store-api-client) holds the write-back rule; the shop only says where tokens live.
  const { client } = createContextTokenSession({
    client: base,
    market: locale.market,
    languageId,
    mutation: request.method !== 'GET' && request.method !== 'HEAD',
    store: {
      read: () => session.contextToken,
      write: (market, token) => setCookies.push(contextTokenCookie(market, token, { secure })),
    },
  });
  return { client, locale, platform, setCookies };
}

/** Response headers carrying the cookies a request's Store API calls produced. */
export function cookieHeaders(storeApi: RequestStoreApi): Headers {
  const headers = new Headers();
  for (const cookie of storeApi.setCookies) headers.append('Set-Cookie', cookie);
  return headers;
}
