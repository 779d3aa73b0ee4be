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
