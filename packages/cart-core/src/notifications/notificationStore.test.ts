import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createNotificationStore } from './notificationStore.js';

describe('notifications (spec 3, 4, 9)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-11-25T10:00:00.000Z'));
  });
  afterEach(() => vi.useRealTimers());

  it('ids are timestamps, unique even within one millisecond', () => {
    const store = createNotificationStore();
    const first = store.push({ type: 'info', message: 'a' });
    const second = store.push({ type: 'info', message: 'b' });
    expect(first).toBe(Date.parse('2026-11-25T10:00:00.000Z'));
    expect(second).toBe(first + 1);
  });

  it('auto-dismisses after 2500 ms unless persistent', () => {
    const store = createNotificationStore();
    store.push({ type: 'success', message: 'added' });
    store.push({ type: 'success', message: 'discount', persistent: true });
    vi.advanceTimersByTime(2499);
    expect(store.getState()).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(store.getState().map((entry) => entry.message)).toEqual(['discount']);
    vi.advanceTimersByTime(60_000);
    expect(store.getState()).toHaveLength(1);
  });

  it('removes one by id, or all at once', () => {
    const store = createNotificationStore();
    const a = store.push({ type: 'info', message: 'a', persistent: true });
    store.push({ type: 'info', message: 'b', persistent: true });
    store.remove(a);
    expect(store.getState().map((entry) => entry.message)).toEqual(['b']);
    store.removeAll();
    expect(store.getState()).toEqual([]);
  });

  it('page-load clearing spares those marked keepOnPageLoad unless forced', () => {
    const store = createNotificationStore();
    store.push({ type: 'info', message: 'kept', keepOnPageLoad: true, persistent: true });
    store.push({ type: 'info', message: 'cleared', persistent: true });
    store.clearOnPageLoad();
    expect(store.getState().map((entry) => entry.message)).toEqual(['kept']);
    store.clearOnPageLoad({ force: true });
    expect(store.getState()).toEqual([]);
  });

  it('tells subscribers of every change, and a throwing subscriber does not stop the others', () => {
    const store = createNotificationStore();
    const seen: number[] = [];
    store.subscribe(() => {
      throw new Error('a broken subscriber');
    });
    store.subscribe(() => seen.push(store.getState().length));
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    store.push({ type: 'info', message: 'a' });
    vi.advanceTimersByTime(2500);
    expect(seen).toEqual([1, 0]);
    expect(logged).toHaveBeenCalledTimes(2);
    logged.mockRestore();
  });
});
