import { parse } from 'cookie';
import { AGENT_COOKIE, isContextTokenCookieName, isUrlCookieName } from '../app/session/cookies.ts';
import { preferredEncoding } from './acceptEncoding.ts';
import { gzipAroundNonces, gzipWithNonce, type NonceGzip } from './nonceGzip.ts';
import {
  findPageNonce,
  freshNonceLike,
  type PageNonce,
  policyWithNonce,
  withFreshNonce,
} from './pageNonce.ts';

export interface PageCacheOptions {
  /** Most bytes of HTML kept; the least recently served page is dropped first. */
  maxBytes: number;
  now?: () => number;
}

export type RenderPage = (request: Request) => Promise<Response>;
export type PageCache = (request: Request, render: RenderPage) => Promise<Response>;

interface Entry {
  status: number;
  headers: [string, string][];
  body: Uint8Array<ArrayBuffer>;
  /** The page's CSP nonce, replaced in every copy served. */
  nonce: PageNonce | undefined;
  /** The page gzipped once, with slots for each copy's nonce (nonceGzip). */
  gzip: NonceGzip;
  freshUntil: number;
  staleUntil: number;
  /** Until when the copy stands in for a render that fails (`stale-if-error`, issue 12). */
  errorUntil: number;
  refreshing: boolean;
}

/**
 * A kept page rather than an answer passed through. Not `instanceof Response`: a render's answer may come from
 * another realm's `Response` class (React Router's redirects under the built server), which that test misses, and a
 * passed-through redirect replayed as an entry crashed the request.
 */
function isEntry(value: Entry | Response | undefined): value is Entry {
  return value !== undefined && 'freshUntil' in value;
}

/** Cookies whose values change the HTML (app mode) or the cookies a page sets; each value is part of the key. */
const isKeyedCookieName = (name: string) => name === AGENT_COOKIE || isUrlCookieName(name);

function cacheKey(request: Request): string | undefined {
  if (request.method !== 'GET') return undefined;
  const jar = parse(request.headers.get('cookie') ?? '');
  const names = Object.keys(jar).sort();
  // A shopper with a context token may see their cart or name: never shared.
  if (names.some(isContextTokenCookieName)) return undefined;
  const url = new URL(request.url);
  const cookies = names.filter(isKeyedCookieName).map((name) => `${name}=${jar[name]}`);
  return `${url.pathname}${url.search}\u0000${cookies.join(';')}`;
}

/** Seconds of `s-maxage` and `stale-while-revalidate` of a shared-cacheable answer; undefined for any other. */
function sharedLifetime(response: Response): { fresh: number; stale: number; ifError: number } | undefined {
  if (response.status !== 200) return undefined;
  // A cookie whose request value is part of the key is the same for every request with that key.
  const setNames = response.headers
    .getSetCookie()
    .map((cookie) => cookie.slice(0, cookie.indexOf('=')).trim());
  if (!setNames.every(isKeyedCookieName)) return undefined;
  const control = response.headers.get('cache-control') ?? '';
  if (!/\bpublic\b/.test(control) || /\b(private|no-store)\b/.test(control)) return undefined;
  const fresh = Number(/\bs-maxage=(\d+)/.exec(control)?.[1] ?? 0);
  if (!(fresh > 0)) return undefined;
  return {
    fresh,
    stale: Number(/\bstale-while-revalidate=(\d+)/.exec(control)?.[1] ?? 0),
    ifError: Number(/\bstale-if-error=(\d+)/.exec(control)?.[1] ?? 0),
  };
}

/** What the cache did: `stale-if-error` marks a held copy served because the render failed (issue 12). */
type CacheState = 'hit' | 'miss' | 'stale' | 'stale-if-error';

/** A render that failed for reasons of the backend (5xx, or one that threw), which a held copy may stand in for. */
const isBackendFailure = (result: Response | undefined) => result === undefined || result.status >= 500;

/**
 * A copy of a kept page for `request`: with a CSP nonce of its own, and gzipped from the entry's compressed runs
 * when the request accepts gzip (issue 18: compressed once, not per copy).
 */
function replay(entry: Entry, state: CacheState, request: Request): Response {
  const headers = new Headers(entry.headers);
  headers.set('x-page-cache', state);
  headers.append('vary', 'Accept-Encoding');
  const policy = headers.get('content-security-policy');
  const nonce = policy === null ? undefined : entry.nonce;
  if (preferredEncoding(request.headers.get('accept-encoding'), ['gzip'])) {
    const fresh = nonce ? freshNonceLike(nonce) : undefined;
    if (policy !== null && nonce && fresh) {
      headers.set('content-security-policy', policyWithNonce(policy, nonce, fresh));
    }
    headers.set('content-encoding', 'gzip');
    headers.delete('content-length');
    // The slots hold the fresh nonce, or the page's own where no policy names it.
    const body = gzipWithNonce(entry.gzip, Buffer.from(fresh ?? entry.nonce?.value ?? ''));
    return new Response(body, { status: entry.status, headers });
  }
  if (nonce === undefined || policy === null) {
    return new Response(entry.body, { status: entry.status, headers });
  }
  const copy = withFreshNonce(entry.body, policy, nonce);
  headers.set('content-security-policy', copy.contentSecurityPolicy);
  return new Response(copy.body, { status: entry.status, headers });
}

/**
 * The shop's own shared cache for anonymous pages, in front of the renderer: what a CDN does with the pages'
 * `Cache-Control` (architecture, scaling out), kept in the server process like Shopware's own HTTP cache. It
 * follows the answer's `s-maxage` and `stale-while-revalidate` (a stale page is served while one re-render runs),
 * keeps nothing a shopper with a session asks for and nothing that sets a cookie of the shopper's own, and keys
 * pages by URL and the cookies that change them (or that the page sets). Concurrent misses of one page share one
 * render. Every copy it serves carries a CSP nonce of its own (see pageNonce). When a render fails (a 5xx or a
 * throw: the Store API is down), a copy still within `stale-if-error` is served instead, marked
 * `x-page-cache: stale-if-error` (issue 12).
 */
export function createPageCache(options: PageCacheOptions): PageCache {
  const now = options.now ?? Date.now;
  const entries = new Map<string, Entry>();
  const rendering = new Map<string, Promise<Entry | Response>>();
  let bytes = 0;

  function store(key: string, entry: Entry): void {
    const previous = entries.get(key);
    if (previous) {
      bytes -= previous.body.byteLength;
      entries.delete(key);
    }
    if (entry.body.byteLength > options.maxBytes) return;
    entries.set(key, entry);
    bytes += entry.body.byteLength;
    for (const [oldKey, old] of entries) {
      if (bytes <= options.maxBytes) break;
      entries.delete(oldKey);
      bytes -= old.body.byteLength;
    }
  }

  /** Renders and keeps the answer when it may be shared (the entry), else hands the answer back unread. */
  async function renderAndStore(
    key: string,
    request: Request,
    render: RenderPage,
  ): Promise<Entry | Response> {
    const response = await render(request);
    const lifetime = sharedLifetime(response);
    if (!lifetime || !response.body) return response;
    const body = new Uint8Array(await response.arrayBuffer());
    const at = now();
    const nonce = findPageNonce(response.headers.get('content-security-policy'), body);
    const entry: Entry = {
      status: response.status,
      headers: [...response.headers],
      body,
      nonce,
      gzip: gzipAroundNonces(body, nonce?.offsets ?? [], nonce?.value.length ?? 0),
      freshUntil: at + lifetime.fresh * 1000,
      staleUntil: at + (lifetime.fresh + lifetime.stale) * 1000,
      errorUntil: at + (lifetime.fresh + Math.max(lifetime.stale, lifetime.ifError)) * 1000,
      refreshing: false,
    };
    store(key, entry);
    return entry;
  }

  function refreshInBackground(key: string, entry: Entry, request: Request, render: RenderPage): void {
    if (entry.refreshing) return;
    entry.refreshing = true;
    // A fresh request: the shopper who triggered the refresh may leave before it finishes.
    const detached = new Request(request.url, { headers: request.headers });
    renderAndStore(key, detached, render)
      .catch((error: unknown) => console.error('[storefront] page cache refresh failed', error))
      .finally(() => {
        entry.refreshing = false;
      });
  }

  return async (request, render) => {
    const key = cacheKey(request);
    if (key === undefined) return render(request);
    const entry = entries.get(key);
    const at = now();
    if (entry && at < entry.freshUntil) {
      entries.delete(key);
      entries.set(key, entry);
      return replay(entry, 'hit', request);
    }
    if (entry && at < entry.staleUntil) {
      refreshInBackground(key, entry, request, render);
      return replay(entry, 'stale', request);
    }
    const pending = rendering.get(key);
    if (pending) {
      // Another shopper's render of this page is under way: wait for it rather than render it twice.
      const shared = await pending.catch(() => undefined);
      if (isEntry(shared)) return replay(shared, 'hit', request);
      return standInOrRender(key, request, render);
    }
    const mine = renderAndStore(key, request, render);
    rendering.set(key, mine);
    try {
      const result = await mine.catch((error: unknown) => {
        if (!heldForErrors(key)) throw error;
        return undefined;
      });
      if (isEntry(result)) return replay(result, 'miss', request);
      return standIn(key, result, request) ?? (result as Response);
    } finally {
      rendering.delete(key);
    }
  };

  /** A copy held within its `stale-if-error` time, for a page whose render failed. */
  function heldForErrors(key: string): Entry | undefined {
    const entry = entries.get(key);
    return entry && now() < entry.errorUntil ? entry : undefined;
  }

  /** The held copy instead of a failed render (undefined: it threw); else the render's own answer. */
  function standIn(key: string, result: Response | undefined, request: Request): Response | undefined {
    if (!isBackendFailure(result)) return result;
    const held = heldForErrors(key);
    if (held) {
      // The failed answer's body is not read: release it.
      void result?.body?.cancel();
      return replay(held, 'stale-if-error', request);
    }
    return result;
  }

  async function standInOrRender(key: string, request: Request, render: RenderPage): Promise<Response> {
    const result = await render(request).catch((error: unknown) => {
      if (!heldForErrors(key)) throw error;
      return undefined;
    });
    return standIn(key, result, request) ?? (result as Response);
  }
}
