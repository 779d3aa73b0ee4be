/**
 * What the client entry needs from the browser to wait for a painted frame; the browser's own by default, a fake
 * one in tests.
 */
export interface FrameClock {
  /** The page is not shown (a background tab): it paints nothing, and animation frames do not come. */
  hidden: () => boolean;
  requestAnimationFrame: (callback: () => void) => void;
  setTimeout: (callback: () => void, ms: number) => void;
}

/** Frames that do not come within this time (the tab was hidden meanwhile) no longer hold hydration back. */
export const FIRST_PAINT_WAIT_LIMIT_MS = 250;

const browserClock = (): FrameClock => ({
  hidden: () => document.visibilityState === 'hidden',
  requestAnimationFrame: (callback) => window.requestAnimationFrame(callback),
  setTimeout: (callback, ms) => window.setTimeout(callback, ms),
});

/**
 * Resolves once the browser has painted the server-rendered HTML. The page's modules come from the same origin,
 * usually before the parser ends; they then run and hydrate before the first frame, so a shopper on a slow phone
 * looks at a blank page for as long as hydration takes, with the finished HTML already there. A task queued from
 * an animation frame runs after that frame's paint: hydrating from there shows the page first and costs one frame.
 */
export function afterFirstPaint(clock: FrameClock = browserClock()): Promise<void> {
  if (clock.hidden()) return Promise.resolve();
  return new Promise((resolve) => {
    clock.requestAnimationFrame(() => clock.setTimeout(resolve, 0));
    clock.setTimeout(resolve, FIRST_PAINT_WAIT_LIMIT_MS);
  });
}
