import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createDismissScheduler, defaultToastLife } from './dismissScheduler';

describe('toast auto-dismiss (spec 4 and 9)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('has a default life of 2500 ms', () => {
    expect(defaultToastLife).toBe(2500);
  });

  it('dismisses a notification after 2500 ms, not before', () => {
    const expired: (string | number)[] = [];
    const scheduler = createDismissScheduler((id) => expired.push(id));
    scheduler.sync([{ id: 1 }]);
    vi.advanceTimersByTime(2499);
    expect(expired).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(expired).toEqual([1]);
  });

  it('never dismisses a persistent notification', () => {
    const expired: (string | number)[] = [];
    const scheduler = createDismissScheduler((id) => expired.push(id));
    scheduler.sync([{ id: 'promo', persistent: true }, { id: 'added' }]);
    vi.advanceTimersByTime(60_000);
    expect(expired).toEqual(['added']);
  });

  it('times each notification from when it arrived', () => {
    const expired: (string | number)[] = [];
    const scheduler = createDismissScheduler((id) => expired.push(id));
    scheduler.sync([{ id: 1 }]);
    vi.advanceTimersByTime(1000);
    scheduler.sync([{ id: 1 }, { id: 2 }]);
    vi.advanceTimersByTime(1500);
    expect(expired).toEqual([1]);
    vi.advanceTimersByTime(1000);
    expect(expired).toEqual([1, 2]);
  });

  it('forgets a notification removed by hand before its time', () => {
    const expired: (string | number)[] = [];
    const scheduler = createDismissScheduler((id) => expired.push(id));
    scheduler.sync([{ id: 1 }]);
    scheduler.sync([]);
    vi.advanceTimersByTime(5000);
    expect(expired).toEqual([]);
  });

  it('holds every timer while paused and restarts the full life on resume', () => {
    const expired: (string | number)[] = [];
    const scheduler = createDismissScheduler((id) => expired.push(id));
    scheduler.sync([{ id: 1 }]);
    vi.advanceTimersByTime(2000);
    scheduler.pause();
    scheduler.sync([{ id: 1 }, { id: 2 }]);
    vi.advanceTimersByTime(10_000);
    expect(expired).toEqual([]);
    scheduler.resume();
    vi.advanceTimersByTime(2500);
    expect(expired).toEqual([1, 2]);
  });

  it('uses a custom life when given', () => {
    const expired: (string | number)[] = [];
    const scheduler = createDismissScheduler((id) => expired.push(id), 500);
    scheduler.sync([{ id: 1 }]);
    vi.advanceTimersByTime(500);
    expect(expired).toEqual([1]);
    scheduler.dispose();
  });
});
