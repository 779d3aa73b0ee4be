import { type DedupeState, dedupe, fingerprintOf } from './dedupe';
import type { TrackingEvent } from './events';
import { DEFAULT_PUSH, type PushOptions } from './timing';

/** Receives each event that left the page; one subscriber's error never reaches another or the page. */
export type TrackingSubscriber = (event: TrackingEvent) => void;

export interface TrackerOptions {
  /** Whether events may leave the page now (the consent check). Default: never, so nothing leaves before consent. */
  canTrack?: () => boolean;
  /** Where a subscriber's error goes. Default: `console.error`, never a throw. */
  onError?: (error: unknown, event: TrackingEvent) => void;
  /** Clock in ms. Default `Date.now`. */
  now?: () => number;
  /** Runs `send` after `ms`. Default `setTimeout`. */
  schedule?: (send: () => void, ms: number) => void;
  /** Events kept while tracking is not allowed; the oldest are dropped beyond it. Default 200. */
  maxHeld?: number;
}

export interface Tracker {
  /** Queues an event; it leaves after `options.delayMs` once `canTrack()` allows it (spec 9 timing). */
  push(event: TrackingEvent, options?: PushOptions): void;
  /** Adds a subscriber for every event, or for one event name; returns its removal. */
  subscribe(subscriber: TrackingSubscriber, eventName?: string): () => void;
  /** Checks `canTrack()` again and sends what waited. Call it when consent changes. */
  release(): void;
  /** Events waiting for consent (or for their delay). */
  heldCount(): number;
}

interface HeldEvent {
  event: TrackingEvent;
  options: PushOptions;
}

export const DEFAULT_MAX_HELD = 200;

const never = () => false;
const logError = (error: unknown, event: TrackingEvent) =>
  console.error(`[@beautyshop/tracking] a subscriber failed on '${event.event}'`, error);

/**
 * The tracking core (after Hydrogen's analytics manager): every event is held until the injected consent check
 * allows it, false by default; subscribers are isolated from each other and from the page.
 */
export function createTracker(options: TrackerOptions = {}): Tracker {
  const canTrack = options.canTrack ?? never;
  const onError = options.onError ?? logError;
  const now = options.now ?? Date.now;
  const schedule = options.schedule ?? ((send, ms) => void setTimeout(send, ms));
  const maxHeld = options.maxHeld ?? DEFAULT_MAX_HELD;
  const subscribers = new Set<{ subscriber: TrackingSubscriber; eventName: string | undefined }>();
  let held: HeldEvent[] = [];
  let sent: DedupeState = new Map();
  let scheduled = false;

  function deliver(event: TrackingEvent): void {
    for (const { subscriber, eventName } of subscribers) {
      if (eventName !== undefined && eventName !== event.event) continue;
      try {
        subscriber(event);
      } catch (error) {
        try {
          onError(error, event);
        } catch {
          // An error handler that fails must not break the page either.
        }
      }
    }
  }

  function release(): void {
    if (held.length === 0 || !canTrack()) return;
    const leaving = held;
    held = [];
    for (const { event, options: pushOptions } of leaving) {
      if (pushOptions.dedupe) {
        const result = dedupe(sent, fingerprintOf(event), now());
        sent = result.state;
        if (!result.pass) continue;
      }
      deliver(event);
    }
  }

  return {
    push(event, pushOptions = DEFAULT_PUSH) {
      held.push({ event, options: pushOptions });
      if (held.length > maxHeld) held = held.slice(held.length - maxHeld);
      if (scheduled) return;
      scheduled = true;
      schedule(() => {
        scheduled = false;
        release();
      }, pushOptions.delayMs);
    },
    subscribe(subscriber, eventName) {
      const entry = { subscriber, eventName };
      subscribers.add(entry);
      return () => void subscribers.delete(entry);
    },
    release,
    heldCount: () => held.length,
  };
}
