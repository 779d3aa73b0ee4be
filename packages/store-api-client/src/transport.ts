import ky, { isHTTPError, isTimeoutError, type KyInstance } from 'ky';
import type { z } from 'zod';
import type { ResolvedConfig } from './config.js';
import { normaliseHttpFailure } from './errors/errorMessages.js';
import { StoreApiAbortError } from './errors/StoreApiAbortError.js';
import type { StoreApiError } from './errors/StoreApiError.js';
import { StoreApiHttpError } from './errors/StoreApiHttpError.js';
import { StoreApiNetworkError } from './errors/StoreApiNetworkError.js';
import { StoreApiSchemaError } from './errors/StoreApiSchemaError.js';
import { StoreApiTimeoutError } from './errors/StoreApiTimeoutError.js';
import { retryOptions } from './retryPolicy.js';
import { createSharedReadCache, type SharedReadCache } from './sharedReadCache.js';
import { sharedReadKey } from './sharedReadKey.js';
import { untilAborted } from './untilAborted.js';

/** Options every operation accepts as its last argument. */
export interface CallOptions {
  /** Cancels the request (for example the loader's `request.signal`). */
  signal?: AbortSignal;
  /** `true` retries this call once even if it is a write (POST reads); `false` never retries it. */
  retry?: boolean;
  /** Overrides the session's context token for this call only. */
  contextToken?: string;
  /** Overrides the session's language id for this call only. */
  languageId?: string;
  /** Extra headers for this call. */
  headers?: Record<string, string>;
  /** Time-out for this call in ms. */
  timeout?: number;
}

export type HttpMethod = 'get' | 'post' | 'patch' | 'put' | 'delete';

export interface Call {
  method: HttpMethod;
  /** Path below `/store-api/`, without a leading slash. */
  path: string;
  body?: unknown;
  searchParams?: URLSearchParams;
  /**
   * Set only by reads whose answer depends on nothing but the sales channel, the language and the call itself
   * (catalogue, SEO, locale lists, plugin config, a product's or category's recommendations), never by anything
   * that reads the shopper's context (context, cart, account, checkout, wishlist, cart recommendations) or writes.
   * Anonymous sessions then share one parsed answer when the client has a `sharedReadCache`.
   */
  cacheable?: true;
}

/** The per-shopper state: the context token and language id (spec 4: kept in cookies by the storefront). */
export interface Session {
  contextToken: string | undefined;
  languageId: string | undefined;
  onContextTokenChange: ((contextToken: string, previous: string | undefined) => void) | undefined;
  /**
   * The session started without a context token and has sent only GETs and cacheable reads since. A token it
   * holds now is a guest context Shopware created for one of those calls, which answers catalogue reads as no
   * context does, so its cacheable reads may use the shared read cache. Cleared by the first other call (it may
   * be a write) or an explicitly set token.
   */
  anonymous: boolean;
}

/** What operations are written against: one shared HTTP stack plus one session. */
export interface Transport {
  readonly config: ResolvedConfig;
  readonly session: Session;
  /** Sends the call and parses the JSON answer with `schema`. */
  json<Schema extends z.ZodType>(
    call: Call,
    schema: Schema,
    options?: CallOptions,
  ): Promise<z.output<Schema>>;
  /** Sends the call and ignores the body (204 and `{success: true}` answers). */
  empty(call: Call, options?: CallOptions): Promise<void>;
  /** Sends the call and returns the body as a Blob (downloads). */
  blob(call: Call, options?: CallOptions): Promise<Blob>;
}

/** The part shared by every session of one client: config and the ky instance. Cheap to reuse per request. */
export interface SharedTransport {
  readonly config: ResolvedConfig;
  readonly http: KyInstance;
  /** Answers of cacheable reads shared by anonymous sessions; only with a configured `sharedReadCache`. */
  readonly readCache: SharedReadCache | undefined;
}

export function createSharedTransport(config: ResolvedConfig): SharedTransport {
  const http = ky.create({
    prefixUrl: config.prefixUrl,
    timeout: config.timeout,
    retry: 0,
    throwHttpErrors: true,
  });
  const readCache = config.sharedReadCache ? createSharedReadCache(config.sharedReadCache) : undefined;
  return { config, http, readCache };
}

function abortError(cause: unknown): StoreApiAbortError {
  return new StoreApiAbortError({ status: 0, messages: ['Request aborted'], cause });
}

/**
 * ky hands `fetch` a Request whose body it has cloned (tee'd) for retries. Node's fetch then uploads that body
 * as a chunked stream; passing the text instead measured about a tenth faster per ky call on a loopback
 * listing call (bench/listing.ts). The body text is known here, so fetch gets the URL, the Request's headers and signal
 * (ky's time-out and the caller's abort) and the text itself. ky still decides retries, time-outs and errors.
 */
function fetchWithBodyText(
  baseFetch: typeof globalThis.fetch,
  body: string | undefined,
): typeof globalThis.fetch {
  return (input, init) => {
    if (!(input instanceof Request)) return baseFetch(input, init);
    return baseFetch(input.url, {
      ...init,
      method: input.method,
      headers: input.headers,
      signal: input.signal,
      redirect: input.redirect,
      credentials: input.credentials,
      ...(body === undefined ? {} : { body }),
    });
  };
}

export function createTransport(shared: SharedTransport, session: Session): Transport {
  const { config, http, readCache } = shared;

  function remember(response: Response): void {
    // Shopware can repeat the header ("a, a"), which Headers.get joins with a comma.
    const header = response.headers.get('sw-context-token');
    const token = header?.split(',')[0]?.trim();
    if (!token || token === session.contextToken) return;
    const previous = session.contextToken;
    session.contextToken = token;
    try {
      session.onContextTokenChange?.(token, previous);
    } catch (error) {
      config.logger.error('onContextTokenChange threw', error);
    }
  }

  function headersFor(options: CallOptions | undefined): Record<string, string> {
    const headers: Record<string, string> = {
      ...config.headers,
      ...options?.headers,
      accept: 'application/json',
      'sw-access-key': config.accessKey,
      'sw-include-seo-urls': 'true',
    };
    const contextToken = options?.contextToken ?? session.contextToken;
    const languageId = options?.languageId ?? session.languageId;
    if (contextToken) headers['sw-context-token'] = contextToken;
    if (languageId) headers['sw-language-id'] = languageId;
    return headers;
  }

  async function toStoreApiError(error: unknown, signal: AbortSignal | undefined): Promise<StoreApiError> {
    if (signal?.aborted) return abortError(error);
    if (isTimeoutError(error)) {
      return new StoreApiTimeoutError({
        status: 408,
        messages: ['Request timed out'],
        request: error.request,
        // Not ky's error itself: it holds the request and its options, headers included, and a logged error
        // prints its cause whole.
        cause: new Error(error.message),
      });
    }
    if (isHTTPError(error)) {
      const { response, request } = error;
      remember(response);
      const body = await response.text().catch(() => '');
      const { messages, errors } = normaliseHttpFailure(response.status, response.statusText, body);
      return new StoreApiHttpError({
        status: response.status,
        messages,
        errors,
        request,
        response,
      });
    }
    return new StoreApiNetworkError({ status: 0, messages: ['Network Error'], cause: error });
  }

  async function send(call: Call, options: CallOptions | undefined): Promise<Response> {
    // Any other call may be a write (Store API reads are mostly POSTs, so the method cannot tell), and a write
    // can move the guest context away from a fresh one (currency, country, login): from then on the session's
    // catalogue answers may differ from everybody's.
    if (session.anonymous && call.method !== 'get' && call.cacheable !== true) session.anonymous = false;
    const timeout = options?.timeout ?? config.timeout;
    const body = call.body === undefined ? undefined : JSON.stringify(call.body);
    const headers = headersFor(options);
    if (body !== undefined) headers['content-type'] = 'application/json';
    try {
      const response = await http(call.path, {
        method: call.method,
        headers,
        retry: retryOptions(call.method, options?.retry, timeout),
        timeout,
        fetch: fetchWithBodyText(config.fetch ?? globalThis.fetch, body),
        ...(body === undefined ? {} : { body }),
        ...(call.searchParams ? { searchParams: call.searchParams } : {}),
        ...(options?.signal ? { signal: options.signal } : {}),
      });
      remember(response);
      return response;
    } catch (error) {
      throw await toStoreApiError(error, options?.signal);
    }
  }

  async function readText(response: Response, signal: AbortSignal | undefined): Promise<string> {
    try {
      return await response.text();
    } catch (error) {
      throw await toStoreApiError(error, signal);
    }
  }

  async function loadJson<Schema extends z.ZodType>(
    call: Call,
    schema: Schema,
    options: CallOptions | undefined,
  ): Promise<z.output<Schema>> {
    const response = await send(call, options);
    const body = await readText(response, options?.signal);
    let data: unknown;
    try {
      data = JSON.parse(body);
    } catch (error) {
      throw new StoreApiSchemaError({
        status: response.status,
        messages: ['The Store API answered with malformed JSON'],
        issues: [],
        body,
        response,
        cause: error,
      });
    }
    const parsed = schema.safeParse(data);
    if (!parsed.success) {
      throw new StoreApiSchemaError({
        status: response.status,
        messages: ['The Store API answer does not match the expected schema'],
        issues: parsed.error.issues,
        body,
        response,
        cause: parsed.error,
      });
    }
    // The schemas check only the fields the shop reads and contain no transforms or defaults, so the checked
    // value equals the server's; returning the server's own object keeps every other field untouched and
    // avoids copying ~45 unread keys per product (bench/listing.ts measured that copy at over half the parse).
    return data as typeof parsed.data;
  }

  /**
   * One load per key for every anonymous session of the client. It runs in a session of its own, without a
   * context token (the answer is everybody's, so no shopper's token is sent and no new one handed to anyone)
   * and without the caller's signal: one shopper leaving must not fail the others. Each caller stops waiting
   * when its own signal aborts.
   */
  function readShared<Schema extends z.ZodType>(
    cache: SharedReadCache,
    call: Call,
    schema: Schema,
    options: CallOptions | undefined,
  ): Promise<z.output<Schema>> {
    const languageId = options?.languageId ?? session.languageId;
    const answer = cache.read(sharedReadKey(call, languageId, schema), () => {
      const loader = createTransport(shared, {
        contextToken: undefined,
        languageId,
        onContextTokenChange: undefined,
        anonymous: false,
      });
      return loader.json(call, schema, { retry: options?.retry, timeout: options?.timeout });
    });
    return untilAborted(answer, options?.signal, abortError);
  }

  return {
    config,
    session,
    json(call, schema, options) {
      if (
        call.cacheable === true &&
        readCache !== undefined &&
        session.anonymous &&
        options?.contextToken === undefined &&
        options?.headers === undefined
      ) {
        return readShared(readCache, call, schema, options);
      }
      return loadJson(call, schema, options);
    },
    async empty(call, options) {
      const response = await send(call, options);
      await readText(response, options?.signal);
    },
    async blob(call, options) {
      const response = await send(call, options);
      try {
        return await response.blob();
      } catch (error) {
        throw await toStoreApiError(error, options?.signal);
      }
    },
  };
}
