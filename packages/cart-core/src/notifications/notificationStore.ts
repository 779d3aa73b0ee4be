import { createStateHolder, type Subscribable } from '../store.js';
import { NOTIFICATION_LIFETIME_MS, type Notification, type NotificationInput } from './notification.js';

export interface NotificationStoreOptions {
  /** Milliseconds since the epoch; ids are timestamps (spec 3). Defaults to `Date.now`. */
  now?: () => number;
  /** How long a notification that is not persistent stays. Defaults to 2500 ms (spec 9). */
  lifetimeMs?: number;
}

export interface NotificationStore extends Subscribable<readonly Notification[]> {
  /** Shows a notification; returns its id. */
  push(input: NotificationInput): number;
  remove(id: number): void;
  removeAll(): void;
  /** Spec 4: page-load clearing spares those marked keepOnPageLoad unless forced. */
  clearOnPageLoad(options?: { force?: boolean }): void;
}

/** The shopper's notifications (spec 3, 4, 9): push, remove one or all, page-load clearing, auto-dismiss. */
export function createNotificationStore(options: NotificationStoreOptions = {}): NotificationStore {
  const now = options.now ?? Date.now;
  const lifetime = options.lifetimeMs ?? NOTIFICATION_LIFETIME_MS;
  const holder = createStateHolder<readonly Notification[]>([]);
  const timers = new Map<number, ReturnType<typeof setTimeout>>();
  let lastId = 0;

  function stopTimer(id: number) {
    const timer = timers.get(id);
    if (timer !== undefined) clearTimeout(timer);
    timers.delete(id);
  }

  function keep(predicate: (notification: Notification) => boolean) {
    const next = holder.getState().filter(predicate);
    for (const notification of holder.getState())
      if (!next.includes(notification)) stopTimer(notification.id);
    if (next.length !== holder.getState().length) holder.set(next);
  }

  return {
    getState: holder.getState,
    subscribe: holder.subscribe,
    push(input) {
      // Ids are timestamps; two pushes in one millisecond get the next free one, so ids stay unique.
      const id = Math.max(now(), lastId + 1);
      lastId = id;
      const notification: Notification = {
        id,
        type: input.type,
        message: input.message,
        keepOnPageLoad: input.keepOnPageLoad ?? false,
        persistent: input.persistent ?? false,
      };
      holder.set([...holder.getState(), notification]);
      if (!notification.persistent) {
        timers.set(
          id,
          setTimeout(() => keep((entry) => entry.id !== id), lifetime),
        );
      }
      return id;
    },
    remove: (id) => keep((entry) => entry.id !== id),
    removeAll: () => keep(() => false),
    clearOnPageLoad: ({ force = false } = {}) => keep((entry) => !force && entry.keepOnPageLoad),
  };
}
