import { useEffect, useRef } from 'react';
import type { MethodsView } from './checkoutStepEvent';
import { useTrackingPush } from './useTrackingPush';

/** The parts of a method form's fetcher this hook reads. */
interface MethodFetcher {
  formData: FormData | undefined;
  data: unknown;
}

const FIELDS = { shipping: 'shippingMethodId', payment: 'paymentMethodId' } as const;

/**
 * add_shipping_info or add_payment_info when the checkout saved the shopper's choice. The action answers a saved
 * method with a redirect to the checkout (so that it works without JavaScript), which the fetcher follows: the
 * answer that says "saved" is the checkout's data read again naming the method sent. A refusal (an answer with
 * `ok: false`) forgets the choice; nothing is reported on click. The event is built by a module loaded on demand.
 */
export function useCheckoutStepTracking(
  kind: 'shipping' | 'payment',
  fetcher: MethodFetcher,
  view: MethodsView,
): void {
  const push = useTrackingPush();
  const latestView = useRef(view);
  latestView.current = view;
  const sent = useRef<string | undefined>(undefined);
  const field = FIELDS[kind];
  const submitted = fetcher.formData?.get(field);
  const chosen = kind === 'shipping' ? view.shippingMethodId : view.paymentMethodId;
  const answer = fetcher.data;

  useEffect(() => {
    if (typeof submitted === 'string') sent.current = submitted;
  }, [submitted]);

  useEffect(() => {
    if (typeof answer === 'object' && answer !== null && 'ok' in answer && answer.ok === false) {
      sent.current = undefined;
    }
  }, [answer]);

  useEffect(() => {
    if (sent.current === undefined || sent.current !== chosen) return;
    sent.current = undefined;
    import('./checkoutStepEvent').then(
      ({ checkoutStepEvent }) => {
        const event = checkoutStepEvent(kind, latestView.current);
        if (event) push(event);
      },
      (error: unknown) => console.error('tracking: checkout events did not load', error),
    );
  }, [chosen, kind, push]);
}
