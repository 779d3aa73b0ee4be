import { createContext, type ReactNode, useContext, useEffect, useState, useSyncExternalStore } from 'react';
import { type ConsentModel, initialConsentModel } from '../consent/consentState';
import type { ConsentTool } from '../consent/consentTool';
import { browserEmbeddedConsentTool } from '../consent/embeddedConsentTool';
import { createHostedConsentTool } from '../consent/hostedConsentTool';
import { createTrackingRuntime, type TrackingRuntime } from '../createTrackingRuntime';
import type { Platform } from '../records/pageMetaRecord';
import type { TrackingConfig } from '../trackingConfig';

const TrackingContext = createContext<TrackingRuntime | undefined>(undefined);

/** Marks the consent dialog's root: interactions inside it are not page interactions (spec 4 reload rule). */
export const CONSENT_DIALOG_ATTRIBUTE = 'data-consent-dialog';

/** The dialog element holding a `data-consent-dialog` part counts whole (its title, close button, backdrop). */
function isInsideConsentDialog(target: EventTarget | null): boolean {
  if (!(target instanceof Element)) return false;
  const selector = `[${CONSENT_DIALOG_ATTRIBUTE}]`;
  return target.closest(selector) !== null || target.closest('dialog')?.querySelector(selector) != null;
}

export interface TrackingProviderProps {
  config: TrackingConfig;
  platform: Platform;
  /** The page's CSP nonce (for the tag manager and the hosted consent tool's scripts). */
  nonce: string | undefined;
  children: ReactNode;
  /** Builds the consent tool; default the hosted one when the configuration names it, else the built-in one. */
  createConsentTool?: (config: TrackingConfig, nonce: string | undefined) => ConsentTool;
}

function defaultConsentTool(config: TrackingConfig, nonce: string | undefined): ConsentTool {
  return config.consentToolId
    ? createHostedConsentTool({
        settingsId: config.consentToolId,
        nonce,
        window,
        reload: () => window.location.reload(),
      })
    : browserEmbeddedConsentTool();
}

/**
 * Starts the tracking runtime once, in the browser after hydration (the server renders no consent state, so the
 * CDN-cached HTML is the same for everyone), and records page interactions outside the consent dialog.
 */
export function TrackingProvider({
  config,
  platform,
  nonce,
  children,
  createConsentTool,
}: TrackingProviderProps) {
  const [runtime, setRuntime] = useState<TrackingRuntime>();
  // biome-ignore lint/correctness/useExhaustiveDependencies: one runtime per page load; the configuration comes with the document.
  useEffect(() => {
    const tool = (createConsentTool ?? defaultConsentTool)(config, nonce);
    const started = createTrackingRuntime({ tool, config, platform, nonce });
    setRuntime(started);
    const onInteraction = (event: Event) => {
      if (isInsideConsentDialog(event.target)) return;
      tool.recordInteraction();
    };
    document.addEventListener('pointerdown', onInteraction, { capture: true, passive: true });
    document.addEventListener('keydown', onInteraction, { capture: true, passive: true });
    return () => {
      document.removeEventListener('pointerdown', onInteraction, { capture: true });
      document.removeEventListener('keydown', onInteraction, { capture: true });
      started.stop();
    };
  }, []);
  return <TrackingContext value={runtime}>{children}</TrackingContext>;
}

/** The page's tracking runtime; undefined on the server and before hydration. */
export function useTrackingRuntime(): TrackingRuntime | undefined {
  return useContext(TrackingContext);
}

const noSubscription = () => () => undefined;
const initialModel = () => initialConsentModel;

/** The consent model (state and dialog) and the consent tool to act on it. */
export function useConsent(): { model: ConsentModel; tool: ConsentTool | undefined } {
  const runtime = useTrackingRuntime();
  const store = runtime?.tool.store;
  const model = useSyncExternalStore(
    store ? store.subscribe : noSubscription,
    store ? store.getModel : initialModel,
    initialModel,
  );
  return { model, tool: runtime?.tool };
}
