import { createHash } from 'node:crypto';
import { statement } from '../db/statements.js';
import type { SandboxDeps } from '../http/env.js';

/** From `limit` attempts on, each further attempt waits `intervalSeconds` after the one before. */
export interface BackoffStep {
  limit: number;
  intervalSeconds: number;
}

export interface LimiterPolicy {
  /** Shopware's limiter name: login, reset_password, newsletter_form, contact_form. */
  name: string;
  steps: readonly BackoffStep[];
  /** Counts are forgotten this long after the last accepted attempt. */
  resetSeconds: number;
}

const DAY = 24 * 60 * 60;

/** Shopware's default limits (config/packages/shopware.yaml, `shopware.api.rate_limiter`), time_backoff policy. */
export const LIMITERS = {
  login: {
    name: 'login',
    steps: [
      { limit: 10, intervalSeconds: 10 },
      { limit: 15, intervalSeconds: 30 },
      { limit: 20, intervalSeconds: 60 },
    ],
    resetSeconds: DAY,
  },
  resetPassword: {
    name: 'reset_password',
    steps: [
      { limit: 3, intervalSeconds: 30 },
      { limit: 5, intervalSeconds: 60 },
      { limit: 10, intervalSeconds: 90 },
    ],
    resetSeconds: DAY,
  },
  newsletter: {
    name: 'newsletter_form',
    steps: [
      { limit: 3, intervalSeconds: 30 },
      { limit: 5, intervalSeconds: 60 },
      { limit: 10, intervalSeconds: 90 },
    ],
    resetSeconds: DAY,
  },
  contactForm: {
    name: 'contact_form',
    steps: [
      { limit: 3, intervalSeconds: 30 },
      { limit: 5, intervalSeconds: 60 },
      { limit: 10, intervalSeconds: 90 },
    ],
    resetSeconds: DAY,
  },
} as const satisfies Record<string, LimiterPolicy>;

export interface LimiterState {
  attempts: number;
  /** Seconds since the epoch of the last accepted attempt. */
  timer: number;
}

export type LimiterDecision =
  | { kind: 'accepted'; next: LimiterState }
  | { kind: 'throttled'; waitSeconds: number };

/** The step whose interval applies to the `count`-th attempt, as Shopware's TimeBackoff::getLimit. */
export function stepFor(steps: readonly BackoffStep[], count: number): BackoffStep | undefined {
  for (const [index, step] of steps.entries()) {
    const next = steps[index + 1];
    if (next === undefined) return count >= step.limit ? step : undefined;
    if (count > step.limit && count <= next.limit) return step;
  }
  return undefined;
}

/**
 * One attempt against a limiter's state, as Shopware's TimeBackoffLimiter::consume: the first `limit` attempts
 * pass; after that an attempt passes only once its step's interval has gone by since the last accepted one.
 * A refused attempt is not counted.
 */
export function decide(policy: LimiterPolicy, state: LimiterState | undefined, now: number): LimiterDecision {
  const attempts = state?.attempts ?? 0;
  const step = stepFor(policy.steps, attempts + 1);
  if (state && step) {
    const retryAt = state.timer + step.intervalSeconds;
    if (now < retryAt) return { kind: 'throttled', waitSeconds: retryAt - now };
  }
  return { kind: 'accepted', next: { attempts: attempts + 1, timer: now } };
}

/** Keys name an email and an address; the table keeps only their hash. */
const keyHash = (key: string): string => createHash('sha256').update(key).digest('hex');

/**
 * The limiters' state lives in SQLite, so every worker of a cluster counts the same attempts; each decision is
 * read and written in one immediate transaction.
 */
export class RateLimiter {
  readonly #deps: Pick<SandboxDeps, 'db' | 'now'>;

  constructor(deps: Pick<SandboxDeps, 'db' | 'now'>) {
    this.#deps = deps;
  }

  consume(policy: LimiterPolicy, key: string): LimiterDecision {
    const { db } = this.#deps;
    const now = Math.floor(this.#deps.now() / 1000);
    const hashed = keyHash(key);
    return db
      .transaction((): LimiterDecision => {
        const row = statement(
          db,
          'SELECT attempts, timer, expires_at AS expiresAt FROM rate_limit WHERE limiter = ? AND key = ?',
        ).get(policy.name, hashed) as (LimiterState & { expiresAt: number }) | undefined;
        const state = row && row.expiresAt > now ? row : undefined;
        // Counts a day old are forgotten; deleting them keeps the table as small as the day's attempts.
        statement(db, 'DELETE FROM rate_limit WHERE limiter = ? AND expires_at <= ?').run(policy.name, now);
        const decision = decide(policy, state, now);
        if (decision.kind === 'accepted') {
          statement(
            db,
            `INSERT INTO rate_limit (limiter, key, attempts, timer, expires_at) VALUES (?, ?, ?, ?, ?)
             ON CONFLICT (limiter, key) DO UPDATE SET attempts = excluded.attempts, timer = excluded.timer,
             expires_at = excluded.expires_at`,
          ).run(policy.name, hashed, decision.next.attempts, decision.next.timer, now + policy.resetSeconds);
        }
        return decision;
      })
      .immediate();
  }

  /** A successful login forgets the failed attempts before it, as Shopware's LoginRoute resets its limiter. */
  reset(policy: LimiterPolicy, key: string): void {
    statement(this.#deps.db, 'DELETE FROM rate_limit WHERE limiter = ? AND key = ?').run(
      policy.name,
      keyHash(key),
    );
  }
}
