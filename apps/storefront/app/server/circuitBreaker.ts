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
 * A call cut short by its render's budget says something about the backend only when the backend had time to
 * answer: on a machine too busy to read answers, renders that waited in line run out of budget with calls that
 * had a few milliseconds, and counting those would shut a healthy backend out.
 */
const BUDGET_ABORT_COUNTS_AFTER_MS = 1_000;

const isUncountedAbort = (error: unknown) =>
  error instanceof Error &&
  ((error.name === 'RenderBudgetExceededError' &&
    'waitedMs' in error &&
    typeof error.waitedMs === 'number' &&
    error.waitedMs < BUDGET_ABORT_COUNTS_AFTER_MS) ||
    // A call the shopper gave up on says nothing about the backend.
    error.name === 'AbortError');

/**
 * `fetch` through a breaker: refused while open; a network failure, a time-out or a 5xx answer counts as a
 * failure, any other answer as a success. The breaker's own refusal rejects like a network error, so clients map
 * it the same way.
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
      if (!isUncountedAbort(init?.signal?.aborted ? init.signal.reason : error)) breaker.failed();
      throw error;
    }
  };
}
