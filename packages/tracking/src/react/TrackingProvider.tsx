import {
  createContext,
  type ReactNode,
  startTransition,
  useContext,
  useEffect,
  useState,
  useSyncExternalStore,
} from 'react';
import type { ConsentModel } from '../consent/consentState';
import type { ConsentTool } from '../consent/consentTool';
import type { TrackingRuntime } from '../createTrackingRuntime';
import type { Platform } from '../records/pageMetaRecord';
import type { TrackingConfig } from '../trackingConfig';

const TrackingContext = createContext<TrackingRuntime | undefined>(undefined);

/** Marks the consent dialog's parts: interactions inside it are not page interactions (spec 4 reload rule). */
export const CONSENT_DIALOG_ATTRIBUTE = 'data-consent-dialog';

/** No tag manager, the built-in dialog, no monitoring: what a page without a plugin configuration gets. */
const DISABLED: TrackingConfig = {
  tagManagerKey: undefined,
  consentToolId: undefined,
  monitoring: undefined,
};

/** The dialog element holding a `data-consent-dialog` part counts whole (its title, close button, backdrop). */
function isInsideConsentDialog(target: EventTarget | null): boolean {
  if (!(target instanceof Element)) return false;
  const selector = `[${CONSENT_DIALOG_ATTRIBUTE}]`;
  return target.closest(selector) !== null || target.closest('dialog')?.querySelector(selector) != null;
}

export interface TrackingProviderProps {
  /** The plugin configuration's tracking settings; undefined switches tag manager and monitoring off. */
  config: TrackingConfig | undefined;
  platform: Platform;
  /** The page's CSP nonce (for the tag manager and the hosted consent tool's scripts). */
  nonce: string | undefined;
  children: ReactNode;
}

/**
 * Starts the tracking runtime once, in the browser after hydration: the runtime is imported on demand, so a page's
 * first-load JavaScript carries only this provider and the hooks. The server renders no consent state, so the
 * CDN-cached HTML is the same for everyone. Page interactions outside the consent dialog are recorded for the
 * reload rule.
 */
export function TrackingProvider({ config, platform, nonce, children }: TrackingProviderProps) {
  const [runtime, setRuntime] = useState<TrackingRuntime>();
  // biome-ignore lint/correctness/useExhaustiveDependencies: one runtime per page load; the configuration comes with the document.
  useEffect(() => {
    let started: TrackingRuntime | undefined;
    let unmounted = false;
    const onInteraction = (event: Event) => {
      if (!isInsideConsentDialog(event.target)) started?.tool.recordInteraction();
    };
    import('./startBrowserTracking').then(
      ({ startBrowserTracking }) => {
        if (unmounted) return;
        started = startBrowserTracking({ config: config ?? DISABLED, platform, nonce });
        const runtime = started;
        // A transition: the runtime usually arrives while parts of the page below are still to be hydrated (a
        // streamed or lazily loaded Suspense boundary). An urgent context change reaching such a boundary makes
        // React drop its server HTML and render it again in the browser; a transition waits until it has hydrated.
        startTransition(() => setRuntime(runtime));
      },
      (error: unknown) => console.error('[@beautyshop/tracking] the runtime did not load', error),
    );
    document.addEventListener('pointerdown', onInteraction, { capture: true, passive: true });
    document.addEventListener('keydown', onInteraction, { capture: true, passive: true });
    return () => {
      unmounted = true;
      document.removeEventListener('pointerdown', onInteraction, { capture: true });
      document.removeEventListener('keydown', onInteraction, { capture: true });
      started?.stop();
    };
  }, []);
  return <TrackingContext value={runtime}>{children}</TrackingContext>;
}

/** The page's tracking runtime; undefined on the server and until it has loaded. */
export function useTrackingRuntime(): TrackingRuntime | undefined {
  return useContext(TrackingContext);
}

const noSubscription = () => () => undefined;
const loadingModel = (): ConsentModel => LOADING;
const LOADING: ConsentModel = { consent: { status: 'loading' }, dialog: 'closed', interacted: false };

/** The consent model (state and dialog) and the consent tool to act on it. */
export function useConsent(): { model: ConsentModel; tool: ConsentTool | undefined } {
  const runtime = useTrackingRuntime();
  const store = runtime?.tool.store;
  const model = useSyncExternalStore(
    store ? store.subscribe : noSubscription,
    store ? store.getModel : loadingModel,
    loadingModel,
  );
  return { model, tool: runtime?.tool };
}
