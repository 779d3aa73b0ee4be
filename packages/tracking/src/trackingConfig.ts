/** Spec 3's monitoring settings of the plugin configuration, read (see `@beautyshop/tracking/config`). */
export interface MonitoringSettings {
  /** Start even without functional consent (spec 4's ignore-consent setting). */
  ignoreConsent: boolean;
  environment: string;
  applicationId: string;
  clientToken: string;
  site: string;
  service: string;
  sessionSampleRate: number;
  sessionReplaySampleRate: number;
  trackUserInteractions: boolean;
  trackLongTasks: boolean;
  trackResources: boolean;
  defaultPrivacyLevel: 'allow' | 'mask' | 'mask-user-input';
}

/** What the browser needs of the plugin configuration (spec 3); plain data, sent from the server loader. */
export interface TrackingConfig {
  /** The tag manager's container id when the configuration activates it; undefined otherwise. */
  tagManagerKey: string | undefined;
  /** The hosted consent tool's id; undefined selects the built-in dialog. */
  consentToolId: string | undefined;
  /** Undefined when monitoring is not active or lacks its application id or client token: nothing is sent. */
  monitoring: MonitoringSettings | undefined;
}

export const TRACKING_DISABLED: TrackingConfig = {
  tagManagerKey: undefined,
  consentToolId: undefined,
  monitoring: undefined,
};
