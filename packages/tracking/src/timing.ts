/**
 * Spec 9's tracking constants. The original pushed every event as `push(event, 30)`, page meta as
 * `push(event, 30, true)` and promotions as `push(event, 30, true)`: 30 ms is the delay before an event leaves
 * (events of one render settle into one batch) and the flag marks an event that must not repeat within the dedupe
 * window.
 */
export const DEFAULT_PUSH_DELAY_MS = 30;
/** Spec 9: "Analytics dedupe window 30 seconds". */
export const DEDUPE_WINDOW_MS = 30_000;
/** Spec 9: "Visibility threshold 1 (fully visible)". */
export const FULL_VISIBILITY_THRESHOLD = 1;

/** How an event is pushed: after `delayMs`, and dropped when `dedupe` is set and the same event left within the window. */
export interface PushOptions {
  delayMs: number;
  dedupe: boolean;
}

/** Spec 9: plain pushes use the 30 delay. */
export const DEFAULT_PUSH: PushOptions = { delayMs: DEFAULT_PUSH_DELAY_MS, dedupe: false };
/** Spec 9: page meta pushes use 30 with the flag set. */
export const PAGE_META_PUSH: PushOptions = { delayMs: DEFAULT_PUSH_DELAY_MS, dedupe: true };
/** Spec 9: promotion events are pushed with 30 and the flag set. */
export const PROMOTION_PUSH: PushOptions = { delayMs: DEFAULT_PUSH_DELAY_MS, dedupe: true };
