import { describe, expect, it } from 'vitest';
import { createCircuitBreaker, fetchThroughBreaker } from './circuitBreaker';
import { RenderBudgetExceededError } from './renderBudget';

describe('issue 12: a circuit breaker stops calling a failing service for a while', () => {
  const clock = () => {
    let at = 0;
    return { now: () => at, advance: (ms: number) => (at += ms) };
  };

  it('stays closed through successes and fewer failures in a row than the threshold', () => {
    const breaker = createCircuitBreaker({ failureThreshold: 3 });
    breaker.failed();
    breaker.failed();
    breaker.succeeded();
    breaker.failed();
    breaker.failed();
    expect(breaker.state()).toBe('closed');
    expect(breaker.allows()).toBe(true);
  });

  it('opens after the threshold of failures in a row and refuses calls while open', () => {
    const time = clock();
    const breaker = createCircuitBreaker({ failureThreshold: 3, openMs: 1_000, now: time.now });
    for (let index = 0; index < 3; index += 1) breaker.failed();
    expect(breaker.state()).toBe('open');
    expect(breaker.allows()).toBe(false);
    time.advance(999);
    expect(breaker.allows()).toBe(false);
  });

  it('lets one trial call through after the open time; its success closes the circuit', () => {
    const time = clock();
    const breaker = createCircuitBreaker({ failureThreshold: 1, openMs: 1_000, now: time.now });
    breaker.failed();
    time.advance(1_000);
    expect(breaker.state()).toBe('halfOpen');
    expect(breaker.allows()).toBe(true);
    expect(breaker.allows()).toBe(false);
    breaker.succeeded();
    expect(breaker.state()).toBe('closed');
    expect(breaker.allows()).toBe(true);
  });

  it('opens again at once when the trial call fails', () => {
    const time = clock();
    const breaker = createCircuitBreaker({ failureThreshold: 5, openMs: 1_000, now: time.now });
    for (let index = 0; index < 5; index += 1) breaker.failed();
    time.advance(1_000);
    expect(breaker.allows()).toBe(true);
    breaker.failed();
    expect(breaker.state()).toBe('open');
    expect(breaker.allows()).toBe(false);
  });

  it('counts 5xx answers and calls the budget cut after the backend had a second, not calls that had a few ms', async () => {
    const failing = (reason: unknown) =>
      fetchThroughBreaker(createCircuitBreaker({ failureThreshold: 3 }), 'test', async () =>
        Promise.reject(reason),
      );
    const hadNoTime = failing(new RenderBudgetExceededError(40));
    for (let index = 0; index < 5; index += 1) await hadNoTime('http://backend.test').catch(() => undefined);
    await expect(hadNoTime('http://backend.test')).rejects.toBeInstanceOf(RenderBudgetExceededError);
    const stalled = failing(new RenderBudgetExceededError(2_000));
    for (let index = 0; index < 3; index += 1) await stalled('http://backend.test').catch(() => undefined);
    await expect(stalled('http://backend.test')).rejects.toThrow('fetch failed');
    const breaker = createCircuitBreaker({ failureThreshold: 2 });
    const down = fetchThroughBreaker(breaker, 'test', async () => new Response('', { status: 503 }));
    await down('http://backend.test');
    await down('http://backend.test');
    expect(breaker.state()).toBe('open');
  });
});
