// The page's side of the built-in dialog's first paint (the inline script itself is the main entry's, for the
// server): the shop's first-load code imports this entry anyway, and the module pulls in nothing else.
export type { EarlyConsentAction } from './consent/earlyConsent';
export { EARLY_CONSENT_ATTRIBUTE, earlyConsentOpen, takeOverEarlyConsent } from './consent/earlyConsent';
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
