import { isHTTPError, type RetryOptions } from 'ky';

/** Spec 7.5: the statuses that are retried, once. */
export const RETRY_STATUS_CODES = [408, 409, 425, 429, 500, 502, 503, 504] as const;

/** Spec 7.5: methods retried by default; POST, PATCH, PUT and DELETE only when a call opts in. */
export const RETRY_METHODS = ['get', 'head', 'options'] as const;

/** Retry-After in ms: delta-seconds or an HTTP date; undefined when absent or unreadable. */
export function retryAfterMs(value: string | null, now = Date.now()): number | undefined {
  if (value === null || value.trim() === '') return undefined;
  const seconds = Number(value);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}

/**
 * ky retry options for one call. `optIn` adds the call's method when it is a write, so a caller can retry a
 * POST read (most Store API reads are POST with criteria) without retrying writes in general.
 */
export function retryOptions(
  method: string,
  optIn: boolean | undefined,
  timeout: number,
): RetryOptions | number {
  const lower = method.toLowerCase();
  const readMethod = (RETRY_METHODS as readonly string[]).includes(lower);
  if (optIn === false || (!readMethod && optIn !== true)) return 0;
  return {
    limit: 1,
    methods: [lower as 'get'],
    statusCodes: [...RETRY_STATUS_CODES],
    afterStatusCodes: [429],
    maxRetryAfter: timeout,
    shouldRetry: ({ error }) => {
      // Spec 7.5 names statuses only: a dropped connection or time-out is reported, not retried.
      if (!isHTTPError(error)) return false;
      if (error.response.status !== 429) return undefined;
      // Honour Retry-After only within the time-out; a longer wait fails now with the 429.
      const wait = retryAfterMs(error.response.headers.get('Retry-After'));
      return wait === undefined || wait <= timeout ? undefined : false;
    },
  };
}
