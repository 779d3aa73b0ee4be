import {
  isStoreApiAbortError,
  isStoreApiHttpError,
  isStoreApiNetworkError,
  isStoreApiSchemaError,
  isStoreApiTimeoutError,
} from '@beautyshop/store-api-client';
import { data } from 'react-router';

/** Issue 12: how long a client should wait before asking again when a backend fails. */
export const RETRY_AFTER_SECONDS = 30;

/**
 * The shop's answer to a backend failure, as a status: 503 (with Retry-After) when the Store API is unreachable,
 * timing out, out of the render's budget, overloaded, failing (5xx) or answering something that is not its API
 * (garbage: to the shopper, a backend that fails for now like any other); undefined for an answer about the
 * request itself (4xx), which the page handles.
 */
export function unavailableStatusOf(error: unknown): 503 | undefined {
  if (isStoreApiTimeoutError(error) || isStoreApiNetworkError(error) || isStoreApiAbortError(error))
    return 503;
  if (isStoreApiHttpError(error) && error.status >= 500) return 503;
  // A 429 to a read is overload; to a write (login, recovery, newsletter) it throttles this shopper's attempts,
  // which the page answers with a wait message (issue 16), so it stays the page's to handle.
  if (isStoreApiHttpError(error) && error.status === 429 && !isWrite(error.request)) return 503;
  if (isStoreApiSchemaError(error) && error.status < 300) return 503;
  return undefined;
}

const isWrite = (request: Request | undefined) =>
  request !== undefined && request.method !== 'GET' && request.method !== 'HEAD';

/** Thrown instead of a backend failure: the error page of spec 2.5 with the status's message and Retry-After. */
export function backendUnavailable(status: 503) {
  return data({}, { status, headers: { 'Retry-After': String(RETRY_AFTER_SECONDS) } });
}

const wrapped = new WeakMap<object, object>();

/**
 * A client whose failed calls reject with the shop's answer (`backendUnavailable`) instead of the Store API error,
 * so every loader's unhandled backend failure becomes a 503 page rather than a 500. Namespaces and the
 * clients `withSession` derives are wrapped alike; a 4xx still rejects with the Store API error.
 */
export function answeringUnavailability<T extends object>(client: T): T {
  const known = wrapped.get(client);
  if (known) return known as T;
  const proxy = new Proxy(client, {
    get(target, key, receiver) {
      const value: unknown = Reflect.get(target, key, receiver);
      if (typeof value === 'function') {
        return (...args: unknown[]) => {
          const result: unknown = Reflect.apply(value, target, args);
          if (result instanceof Promise)
            return result.catch((error: unknown) => {
              const status = unavailableStatusOf(error);
              throw status === undefined ? error : backendUnavailable(status);
            });
          return typeof result === 'object' && result !== null && key === 'withSession'
            ? answeringUnavailability(result)
            : result;
        };
      }
      // Operation namespaces (catalogue, cart, …); the transport stays as it is.
      if (typeof value === 'object' && value !== null && key !== 'transport')
        return answeringUnavailability(value);
      return value;
    },
  });
  wrapped.set(client, proxy);
  return proxy;
}
