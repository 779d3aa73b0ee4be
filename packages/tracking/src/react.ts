// The page's side of the built-in dialog's first paint, small enough for every first load (the inline script is
// the main entry's, for the server; the takeover comes with the browser's consent tool, loaded on demand).
export type { EarlyConsentAction } from './consent/earlyConsentState';
export { EARLY_CONSENT_ATTRIBUTE, earlyConsentOpen } from './consent/earlyConsentState';
export type { TrackingProviderProps } from './react/TrackingProvider';
export {
  CONSENT_DIALOG_ATTRIBUTE,
  TrackingProvider,
  useConsent,
  useTrackingRuntime,
} from './react/TrackingProvider';
export { useFullyVisible } from './react/useFullyVisible';
export { usePromotionViews } from './react/usePromotionViews';
export { useTrackEvent } from './react/useTrackEvent';
