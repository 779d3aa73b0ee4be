import type { TrackingSubscriber } from './createTracker';
import type { TrackingEvent } from './events';

/** `window.dataLayer` as Google Tag Manager reads it: an array whose `push` the tag manager replaces once loaded. */
export type DataLayer = { push(...entries: unknown[]): unknown } & ArrayLike<unknown>;

declare global {
  interface Window {
    dataLayer?: DataLayer;
  }
}

/**
 * The data layer as a subscriber. The array is created on the first event that leaves the page, so before consent
 * `window.dataLayer` does not even exist.
 */
export function dataLayerSubscriber(target: () => DataLayer = browserDataLayer): TrackingSubscriber {
  return (event: TrackingEvent) => {
    const layer = target();
    // GA4's data-layer guide: clear the previous ecommerce object first, or the tag manager merges the two.
    if ('ecommerce' in event) layer.push({ ecommerce: null });
    layer.push(structuredClone(event));
  };
}

/** `window.dataLayer`, created when missing (GTM's own snippet does the same). */
export function browserDataLayer(): DataLayer {
  window.dataLayer ??= [];
  return window.dataLayer;
}
