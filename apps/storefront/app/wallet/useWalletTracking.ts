import { useTrackingRuntime } from '@beautyshop/tracking/react';
import { useEffect, useRef } from 'react';
import type { WalletEventsView } from './walletEvents';

const browserStorage = (scope: 'session' | 'browser') =>
  scope === 'browser' ? window.localStorage : window.sessionStorage;

/**
 * Reports the wallet summary's events (walletEvents.ts) once the tracking runtime has loaded; the tracker holds
 * them until consent. The events' module is loaded on demand, as the other pages' commerce events are.
 */
export function useWalletTracking(view: WalletEventsView): void {
  const runtime = useTrackingRuntime();
  const latest = useRef(view);
  latest.current = view;
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per runtime and cart (a changed cart is a new checkout).
  useEffect(() => {
    if (!runtime) return;
    Promise.all([import('./walletEvents'), import('../tracking/pushCommerce')]).then(
      ([{ walletCheckoutEvents }, { pushCommerce }]) => {
        for (const page of walletCheckoutEvents(latest.current)) {
          pushCommerce(runtime.tracker, page, browserStorage);
        }
      },
      (error: unknown) => console.error('tracking: wallet events did not load', error),
    );
  }, [runtime, view.cartKey]);
}
