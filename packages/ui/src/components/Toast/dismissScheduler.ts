/** Spec 9: notifications live 2500 ms by default. */
export const defaultToastLife = 2500;

export interface SchedulableToast {
  id: string | number;
  /** Spec 4: persistent notifications do not auto-dismiss. */
  persistent?: boolean;
}

export interface DismissScheduler {
  /** Starts a timer for each new non-persistent toast and forgets removed ones. */
  sync(toasts: readonly SchedulableToast[]): void;
  /** Stops all timers while the shopper hovers or focuses the region (WCAG 2.2.1, timing adjustable). */
  pause(): void;
  /** Restarts each waiting toast with its full life. */
  resume(): void;
  dispose(): void;
}

/** Timers for auto-dismissing toasts, independent of React so the timing is testable with fake timers. */
export function createDismissScheduler(
  onExpire: (id: string | number) => void,
  lifeMs = defaultToastLife,
): DismissScheduler {
  const timers = new Map<string | number, ReturnType<typeof setTimeout> | null>();
  let paused = false;

  const start = (id: string | number) => {
    timers.set(
      id,
      setTimeout(() => {
        timers.delete(id);
        onExpire(id);
      }, lifeMs),
    );
  };

  return {
    sync(toasts) {
      const current = new Set<string | number>();
      for (const toast of toasts) {
        if (toast.persistent) continue;
        current.add(toast.id);
        if (timers.has(toast.id)) continue;
        if (paused) timers.set(toast.id, null);
        else start(toast.id);
      }
      for (const [id, timer] of timers) {
        if (current.has(id)) continue;
        if (timer) clearTimeout(timer);
        timers.delete(id);
      }
    },
    pause() {
      paused = true;
      for (const [id, timer] of timers) {
        if (timer) clearTimeout(timer);
        timers.set(id, null);
      }
    },
    resume() {
      if (!paused) return;
      paused = false;
      for (const id of [...timers.keys()]) start(id);
    },
    dispose() {
      for (const timer of timers.values()) if (timer) clearTimeout(timer);
      timers.clear();
    },
  };
}
