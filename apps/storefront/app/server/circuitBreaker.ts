/**
 * A circuit breaker per backend (issue 12): after `failureThreshold` failures in a row it stops calling the
 * backend for `openMs` (every call fails at once instead of paying the backend's time-out), then lets one trial
 * call through; its success closes the circuit, its failure opens it again.
 */
export type CircuitState = 'closed' | 'open' | 'halfOpen';

export interface CircuitBreakerOptions {
  /** Failures in a row that open the circuit (default 5). */
  failureThreshold?: number;
  /** How long an open circuit refuses calls before a trial (default 10 s). */
  openMs?: number;
  now?: () => number;
}

export interface CircuitBreaker {
  /** Whether a call may go out now; in half-open state only the one trial call may. */
  allows(): boolean;
  succeeded(): void;
  failed(): void;
  state(): CircuitState;
}

export function createCircuitBreaker(options: CircuitBreakerOptions = {}): CircuitBreaker {
  const threshold = options.failureThreshold ?? 5;
  const openMs = options.openMs ?? 10_000;
  const now = options.now ?? Date.now;
  let failures = 0;
  let openedAt: number | undefined;
  let trialOut = false;
  const state = (): CircuitState => {
    if (openedAt === undefined) return 'closed';
    return now() - openedAt < openMs ? 'open' : 'halfOpen';
  };
  return {
    allows() {
      const current = state();
      if (current === 'closed') return true;
      if (current === 'open' || trialOut) return false;
      trialOut = true;
      return true;
    },
    succeeded() {
      failures = 0;
      openedAt = undefined;
      trialOut = false;
    },
    failed() {
      failures += 1;
      if (state() === 'halfOpen' || failures >= threshold) {
        openedAt = now();
        trialOut = false;
      }
    },
    state,
  };
}

/** The error a call refused by an open circuit fails with. */
export class CircuitOpenError extends Error {
  override readonly name = 'CircuitOpenError';
  constructor(readonly backend: string) {
    super(`${backend} is failing: not called for a while (circuit open)`);
  }
}

/**
 * `fetch` through a breaker: refused while open; a network failure or a 5xx answer counts as a failure, any other
 * answer as a success. The breaker's own refusal rejects like a network error, so clients map it the same way.
 */
export function fetchThroughBreaker(
  breaker: CircuitBreaker,
  backend: string,
  baseFetch: typeof fetch = globalThis.fetch,
): typeof fetch {
  return async (input, init) => {
    if (!breaker.allows()) throw new TypeError('fetch failed', { cause: new CircuitOpenError(backend) });
    try {
      const response = await baseFetch(input, init);
      if (response.status >= 500) breaker.failed();
      else breaker.succeeded();
      return response;
    } catch (error) {
      // A call the shopper gave up on says nothing about the backend.
      if (!(init?.signal?.aborted && init.signal.reason?.name === 'AbortError')) breaker.failed();
      throw error;
    }
  };
}
