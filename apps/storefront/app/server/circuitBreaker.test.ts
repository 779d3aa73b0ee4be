import { describe, expect, it } from 'vitest';
import { createCircuitBreaker } from './circuitBreaker';

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
});
