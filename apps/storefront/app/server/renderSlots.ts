/**
 * Turns at rendering a document, first come, first served, one per process by default.
 *
 * Rendering a document is synchronous CPU work (about 10 ms of it here). Run straight from the socket's callback,
 * it keeps Node from reading other sockets until it is done, and Node then picks the next socket in whatever order
 * the kernel reports them: under load some shoppers were served twice as late as others (measured: 6 of 8
 * keep-alive clients at 70 ms, 2 at 130 ms). A turn is therefore always granted from a later event-loop turn, after
 * Node has read every waiting request, and turns go in the order renders asked for them. Loaders (waiting on the
 * Store API) run before a render asks for its turn and are not limited, so slow backends still overlap.
 */
export interface RenderSlots {
  /** Resolves with the release function once it is this caller's turn; release may be called more than once. */
  acquire(): Promise<() => void>;
  /** Renders running and waiting, for tests and diagnostics. */
  readonly size: { running: number; waiting: number };
}

export function createRenderSlots(limit: number): RenderSlots {
  if (!Number.isInteger(limit) || limit < 1)
    throw new Error(`render slots: ${limit} is not a positive whole number`);
  let running = 0;
  const waiting: ((release: () => void) => void)[] = [];

  const grant = () => {
    while (running < limit && waiting.length > 0) {
      const next = waiting.shift();
      if (!next) return;
      running += 1;
      let released = false;
      next(() => {
        if (released) return;
        released = true;
        running -= 1;
        setImmediate(grant);
      });
    }
  };

  return {
    acquire() {
      return new Promise((resolve) => {
        waiting.push(resolve);
        // Granted from the check phase, after the poll phase has read the requests that arrived meanwhile.
        if (waiting.length === 1) setImmediate(grant);
      });
    },
    get size() {
      return { running, waiting: waiting.length };
    },
  };
}
