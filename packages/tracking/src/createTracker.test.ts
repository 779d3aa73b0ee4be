import { describe, expect, it } from 'vitest';
import { createTracker } from './createTracker';
import type { TrackingEvent } from './events';
import { DEFAULT_PUSH, PAGE_META_PUSH } from './timing';

/** A clock and a timer queue the test advances by hand. */
function manualTime() {
  let now = 0;
  const timers: { at: number; run: () => void }[] = [];
  return {
    now: () => now,
    schedule: (run: () => void, ms: number) => void timers.push({ at: now + ms, run }),
    advance(ms: number) {
      now += ms;
      for (const timer of timers.filter((t) => t.at <= now)) {
        timers.splice(timers.indexOf(timer), 1);
        timer.run();
      }
    },
  };
}

describe('tracker: events held until consent', () => {
  it('sends nothing by default: the consent check is false unless injected', () => {
    const time = manualTime();
    const tracker = createTracker({ now: time.now, schedule: time.schedule });
    const seen: TrackingEvent[] = [];
    tracker.subscribe((event) => seen.push(event));
    tracker.push({ event: 'Page Meta' });
    time.advance(1_000);
    tracker.release();
    expect(seen).toEqual([]);
    expect(tracker.heldCount()).toBe(1);
  });

  it('sends what waited, in order, once the consent check allows it', () => {
    const time = manualTime();
    let consent = false;
    const tracker = createTracker({ canTrack: () => consent, now: time.now, schedule: time.schedule });
    const seen: string[] = [];
    tracker.subscribe((event) => seen.push(event.event));
    tracker.push({ event: 'Customer Data' });
    tracker.push({ event: 'Page Meta' });
    time.advance(30);
    expect(seen).toEqual([]);
    consent = true;
    tracker.release();
    expect(seen).toEqual(['Customer Data', 'Page Meta']);
    expect(tracker.heldCount()).toBe(0);
  });

  it('spec 9: an event leaves after the 30 delay, not at once', () => {
    const time = manualTime();
    const tracker = createTracker({ canTrack: () => true, now: time.now, schedule: time.schedule });
    const seen: string[] = [];
    tracker.subscribe((event) => seen.push(event.event));
    tracker.push({ event: 'view_item' }, DEFAULT_PUSH);
    time.advance(29);
    expect(seen).toEqual([]);
    time.advance(1);
    expect(seen).toEqual(['view_item']);
  });

  it('spec 9: a flagged push (page meta) is dropped when the same event left within 30 seconds', () => {
    const time = manualTime();
    const tracker = createTracker({ canTrack: () => true, now: time.now, schedule: time.schedule });
    const seen: string[] = [];
    tracker.subscribe((event) => seen.push(event.event));
    for (const wait of [30, 10_000, 25_000]) {
      tracker.push({ event: 'Page Meta' }, PAGE_META_PUSH);
      time.advance(wait);
    }
    expect(seen).toEqual(['Page Meta', 'Page Meta']);
  });

  it("one subscriber's error reaches neither another subscriber nor the page", () => {
    const time = manualTime();
    const errors: unknown[] = [];
    const tracker = createTracker({
      canTrack: () => true,
      now: time.now,
      schedule: time.schedule,
      onError: (error) => errors.push(error),
    });
    const seen: string[] = [];
    tracker.subscribe(() => {
      throw new Error('broken tag');
    });
    tracker.subscribe((event) => seen.push(event.event));
    tracker.push({ event: 'view_item' });
    expect(() => time.advance(30)).not.toThrow();
    expect(seen).toEqual(['view_item']);
    expect(errors).toHaveLength(1);
  });

  it('a subscriber for one event name receives only that event', () => {
    const time = manualTime();
    const tracker = createTracker({ canTrack: () => true, now: time.now, schedule: time.schedule });
    const seen: string[] = [];
    const unsubscribe = tracker.subscribe((event) => seen.push(event.event), 'purchase');
    tracker.push({ event: 'view_item' });
    tracker.push({ event: 'purchase' });
    time.advance(30);
    unsubscribe();
    tracker.push({ event: 'purchase' });
    time.advance(30);
    expect(seen).toEqual(['purchase']);
  });

  it('keeps at most maxHeld events before consent, dropping the oldest', () => {
    const tracker = createTracker({ maxHeld: 2, schedule: () => undefined });
    for (const event of ['a', 'b', 'c']) tracker.push({ event });
    expect(tracker.heldCount()).toBe(2);
  });
});
