import { useEffect, useRef } from 'react';
import type { CheckoutActionResult } from '../checkout/checkoutView';
import type { MethodsView } from './checkoutStepEvent';
import { useTrackingPush } from './useTrackingPush';

/** Answers already reported, across remounts of the form (a keyed fetcher keeps its answer). */
const reported = new WeakSet<object>();

/**
 * add_shipping_info or add_payment_info when the checkout action answered that the shopper's method was saved:
 * once per answer, after the page's data was read again (the fetcher is idle), so the view names the method now
 * chosen. The event is built by a module loaded on demand.
 */
export function useCheckoutStepTracking(
  kind: 'shipping' | 'payment',
  answer: CheckoutActionResult | undefined,
  idle: boolean,
  view: MethodsView,
): void {
  const push = useTrackingPush();
  const latestView = useRef(view);
  latestView.current = view;
  useEffect(() => {
    if (!idle || answer === undefined || reported.has(answer)) return;
    reported.add(answer);
    if (answer.intent !== 'method' || !answer.ok) return;
    import('./checkoutStepEvent').then(
      ({ checkoutStepEvent }) => {
        const event = checkoutStepEvent(kind, latestView.current);
        if (event) push(event);
      },
      (error: unknown) => console.error('tracking: checkout events did not load', error),
    );
  }, [answer, idle, kind, push]);
}
