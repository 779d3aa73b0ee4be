import { describe, expect, it } from 'vitest';
import { decide, LIMITERS, type LimiterState, stepFor } from './rate-limiter.js';

function attempts(policy: (typeof LIMITERS)[keyof typeof LIMITERS], times: readonly number[]) {
  let state: LimiterState | undefined;
  return times.map((now) => {
    const decision = decide(policy, state, now);
    if (decision.kind === 'accepted') state = decision.next;
    return decision.kind === 'accepted' ? 'ok' : decision.waitSeconds;
  });
}

describe('time back-off as Shopware defaults it', () => {
  it('lets 10 logins through, then waits 10 s between attempts up to 15, 30 s up to 20, then 60 s', () => {
    expect(stepFor(LIMITERS.login.steps, 10)).toBeUndefined();
    expect(stepFor(LIMITERS.login.steps, 11)?.intervalSeconds).toBe(10);
    expect(stepFor(LIMITERS.login.steps, 15)?.intervalSeconds).toBe(10);
    expect(stepFor(LIMITERS.login.steps, 16)?.intervalSeconds).toBe(30);
    expect(stepFor(LIMITERS.login.steps, 20)?.intervalSeconds).toBe(30);
    expect(stepFor(LIMITERS.login.steps, 21)?.intervalSeconds).toBe(60);
  });

  it('refuses the 11th login at once with the seconds left, and accepts it after the wait', () => {
    const outcome = attempts(LIMITERS.login, [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 4, 10]);
    expect(outcome.slice(0, 10)).toEqual(Array(10).fill('ok'));
    expect(outcome.slice(10)).toEqual([10, 6, 'ok']);
  });

  it('lets 3 recovery mails through, then waits 30, 60 and 90 s', () => {
    const outcome = attempts(LIMITERS.resetPassword, [0, 0, 0, 0, 30, 30, 60, 120, 120, 180, 240, 300, 360]);
    expect(outcome).toEqual(['ok', 'ok', 'ok', 30, 'ok', 30, 'ok', 'ok', 60, 'ok', 'ok', 'ok', 'ok']);
    const after10 = attempts(LIMITERS.resetPassword, [0, 0, 0, 30, 60, 120, 180, 240, 300, 360, 400]);
    expect(after10.at(-1)).toBe(50);
  });
});
