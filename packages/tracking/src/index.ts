export { cartChangeEvents } from './commerce/cartDiff';
export type {
  CheckoutStepEvent,
  EcommerceItem,
  ItemList,
  PurchaseEvent,
  TrackedProduct,
  ValueEvent,
} from './commerce/ecommerceEvents';
export {
  addPaymentInfo,
  addShippingInfo,
  addToCart,
  beginCheckout,
  ecommerceItem,
  purchase,
  removeFromCart,
  selectItem,
  viewCart,
  viewItem,
  viewItemList,
} from './commerce/ecommerceEvents';
export type { ConsentCategory, ConsentChoices, OptionalConsentCategory } from './consent/consentCategories';
export {
  ACCEPT_ALL,
  CONSENT_CATEGORIES,
  choicesOf,
  DENY_ALL,
  OPTIONAL_CONSENT_CATEGORIES,
} from './consent/consentCategories';
export {
  CONSENT_COOKIE,
  CONSENT_COOKIE_MAX_AGE_S,
  consentCookie,
  consentFromCookieHeader,
  parseConsent,
  serialiseConsent,
} from './consent/consentCookie';
export type {
  Consent,
  ConsentAction,
  ConsentDecision,
  ConsentDialog,
  ConsentModel,
} from './consent/consentState';
export { hasConsent, initialConsentModel, reduceConsent } from './consent/consentState';
export type { ConsentTool } from './consent/consentTool';
export { acceptInAppMode, whenConsentReady } from './consent/consentTool';
export type { ConsentStore, ConsentStoreEffects } from './consent/createConsentStore';
export { createConsentStore } from './consent/createConsentStore';
export { takeOverEarlyConsent } from './consent/earlyConsent';
export { EARLY_CONSENT_SCRIPT } from './consent/earlyConsentScript';
export type { EmbeddedConsentToolOptions } from './consent/embeddedConsentTool';
export { browserEmbeddedConsentTool, createEmbeddedConsentTool } from './consent/embeddedConsentTool';
export type { HostedConsentApi, HostedConsentToolOptions } from './consent/hostedConsentTool';
export {
  choicesFromServices,
  createHostedConsentTool,
  HOSTED_CONSENT_LOADER_URL,
} from './consent/hostedConsentTool';
export { shouldReloadAfterConsent } from './consent/reloadRule';
export type { Tracker, TrackerOptions, TrackingSubscriber } from './createTracker';
export { createTracker, DEFAULT_MAX_HELD } from './createTracker';
export type { TrackingRuntime, TrackingRuntimeOptions } from './createTrackingRuntime';
export { createTrackingRuntime, trackingAllowed } from './createTrackingRuntime';
export type { DataLayer } from './dataLayer';
export { browserDataLayer, dataLayerSubscriber } from './dataLayer';
export type { DedupeState } from './dedupe';
export { dedupe, fingerprintOf } from './dedupe';
export type { TrackingEvent, TrackingEventName } from './events';
export { TRACKING_EVENTS } from './events';
export type { HashAlgorithm, HashedIdentifiers } from './hashing';
export { hashCustomerIdentifiers, hashText, normaliseEmail } from './hashing';
export type { KeyValueStorage, MarketingParam, MarketingParams } from './marketing/marketingParams';
export {
  MARKETING_PARAMS,
  MARKETING_STORAGE_PREFIX,
  marketingStorageKey,
  readMarketingParams,
  storeMarketingParams,
} from './marketing/marketingParams';
export { PAYBACK_SCRID_PATH, SCRID_PARAM, scridFrom } from './marketing/scrid';
export type { MonitoringLibrary } from './monitoring/monitoring';
export {
  MONITORING_VERSION,
  monitoringInitOptions,
  shouldStartMonitoring,
  startMonitoring,
} from './monitoring/monitoring';
export type { PersonalisationEvent } from './promotion/personalisationEvent';
export { personalisationEvent } from './promotion/personalisationEvent';
export type {
  PromotionView,
  PromotionViewEvent,
  PromotionViewState,
  PromotionViewTracker,
} from './promotion/promotionViews';
export {
  createPromotionViewTracker,
  initialPromotionViewState,
  LARGE_CATEGORY_TEASER_MAX_REPORTS,
  ONCE_REPORTED_TYPES,
  promotionViewEvent,
  reducePromotionView,
} from './promotion/promotionViews';
export { BREADCRUMB_SEPARATOR, breadcrumbText, HOME_BREADCRUMB } from './records/breadcrumb';
export type {
  CustomerRecord,
  HashedCustomerRecord,
  TrackedCustomer,
  TrackedSalutation,
} from './records/customerRecord';
export { customerRecord, hashCustomerRecord, isLoggedIn } from './records/customerRecord';
export type { PageMetaInput, PageMetaRecord, PageType, Platform } from './records/pageMetaRecord';
export { pageMetaRecord, TRACKING_ENVIRONMENT } from './records/pageMetaRecord';
export { loadTagManager, TAG_MANAGER_URL } from './tagManager/tagManager';
export type { PushOptions } from './timing';
export {
  DEDUPE_WINDOW_MS,
  DEFAULT_PUSH,
  DEFAULT_PUSH_DELAY_MS,
  FULL_VISIBILITY_THRESHOLD,
  PAGE_META_PUSH,
  PROMOTION_PUSH,
} from './timing';
export type { MonitoringSettings, TrackingConfig } from './trackingConfig';
export { TRACKING_DISABLED } from './trackingConfig';
