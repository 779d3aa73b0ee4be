import { type Consent, hasConsent } from './consent/consentState';
import type { ConsentTool } from './consent/consentTool';
import { acceptInAppMode } from './consent/consentTool';
import { createTracker, type Tracker } from './createTracker';
import { browserDataLayer, type DataLayer, dataLayerSubscriber } from './dataLayer';
import {
  type KeyValueStorage,
  type MarketingParams,
  readMarketingParams,
  storeMarketingParams,
} from './marketing/marketingParams';
import { type MonitoringLibrary, shouldStartMonitoring, startMonitoring } from './monitoring/monitoring';
import { createPromotionViewTracker, type PromotionViewTracker } from './promotion/promotionViews';
import type { Platform } from './records/pageMetaRecord';
import type { ScriptDocument } from './scriptLoader';
import { loadTagManager } from './tagManager/tagManager';
import type { TrackingConfig } from './trackingConfig';

/**
 * Events leave the page (into the data layer, which the tag manager reads) only with statistics or marketing
 * consent; before any choice nothing does.
 */
export function trackingAllowed(consent: Consent): boolean {
  return hasConsent(consent, 'statistics') || hasConsent(consent, 'marketing');
}

export interface TrackingRuntimeOptions {
  tool: ConsentTool;
  config: TrackingConfig;
  platform: Platform;
  /** The page's CSP nonce, for the tag manager's script. */
  nonce: string | undefined;
  /** Where the tag manager's script goes; default the page's `document`, read only when it loads. */
  document?: () => ScriptDocument;
  dataLayer?: () => DataLayer;
  /** Where marketing parameters are kept once marketing consent allows it. Default `localStorage`. */
  storage?: () => KeyValueStorage;
  loadMonitoring?: () => Promise<MonitoringLibrary>;
  onError?: (error: unknown) => void;
}

export interface TrackingRuntime {
  tracker: Tracker;
  tool: ConsentTool;
  promotions: PromotionViewTracker;
  /** Remembers a page's utm parameters; they are stored only with marketing consent (spec 3). */
  captureMarketingParams(search: URLSearchParams): void;
  stop(): void;
}

/**
 * The browser side of tracking, wired once per page load: the consent tool decides when the tracker releases
 * events into the data layer, when the tag manager loads (activated and marketing consent) and when monitoring
 * starts (spec 4); in app mode the consent is accepted by itself.
 */
export function createTrackingRuntime(options: TrackingRuntimeOptions): TrackingRuntime {
  const { tool, config } = options;
  const doc = options.document ?? (() => document);
  const dataLayer = options.dataLayer ?? browserDataLayer;
  const storage = options.storage ?? (() => window.localStorage);
  const onError = options.onError ?? ((error: unknown) => console.error('[@beautyshop/tracking]', error));
  const consent = () => tool.store.getModel().consent;
  const tracker = createTracker({ canTrack: () => trackingAllowed(consent()) });
  tracker.subscribe(dataLayerSubscriber(dataLayer));
  let tagManagerLoaded = false;
  let monitoringStarted = false;
  let heldParams: MarketingParams = {};

  function apply(): void {
    const current = consent();
    tracker.release();
    if (!tagManagerLoaded && config.tagManagerKey !== undefined && hasConsent(current, 'marketing')) {
      tagManagerLoaded = true;
      loadTagManager(doc(), dataLayer(), { key: config.tagManagerKey, nonce: options.nonce });
    }
    if (!monitoringStarted && config.monitoring && shouldStartMonitoring(config.monitoring, current)) {
      monitoringStarted = true;
      startMonitoring(config.monitoring, options.loadMonitoring).catch(onError);
    }
    if (hasConsent(current, 'marketing') && Object.keys(heldParams).length > 0) {
      try {
        storeMarketingParams(heldParams, storage());
      } catch (error) {
        onError(error);
      }
      heldParams = {};
    }
  }

  const unsubscribe = tool.store.subscribe(apply);
  const stopAppMode = options.platform === 'app' ? acceptInAppMode(tool) : () => undefined;
  tool.start();
  apply();
  return {
    tracker,
    tool,
    promotions: createPromotionViewTracker(tracker),
    captureMarketingParams(search) {
      heldParams = { ...heldParams, ...readMarketingParams(search) };
      apply();
    },
    stop() {
      unsubscribe();
      stopAppMode();
    },
  };
}
