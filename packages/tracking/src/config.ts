export {
  type ContentSecuritySources,
  contentSecuritySources,
} from './config/contentSecuritySources';
export type { PluginTrackingConfig } from './config/pluginTrackingConfig';
export {
  EMBEDDED_CONSENT_TOOL_ID,
  pluginTrackingConfigSchema,
  trackingConfigFromPlugin,
} from './config/pluginTrackingConfig';
export type { MonitoringSettings, TrackingConfig } from './trackingConfig';
