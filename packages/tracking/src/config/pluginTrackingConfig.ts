import { z } from 'zod';
import type { MonitoringSettings, TrackingConfig } from '../trackingConfig';

const flag = z
  .union([
    z.boolean(),
    z.literal(1),
    z.literal(0),
    z.literal('1'),
    z.literal('0'),
    z.literal('true'),
    z.literal('false'),
  ])
  .transform((value) => value === true || value === 1 || value === '1' || value === 'true');
const text = z.string().trim();
const rate = z.coerce.number().min(0).max(100);

/**
 * The plugin configuration keys spec 3 names for tracking (a key-value map; each key optional, a malformed one is
 * read as missing so that a bad setting switches a feature off instead of breaking pages).
 */
export const pluginTrackingConfigSchema = z.looseObject({
  tagManagerActive: flag.optional().catch(undefined),
  tagManagerKey: text.optional().catch(undefined),
  consentToolId: text.optional().catch(undefined),
  monitoringActive: flag.optional().catch(undefined),
  monitoringIgnoreConsent: flag.optional().catch(undefined),
  monitoringEnvironment: text.optional().catch(undefined),
  monitoringApplicationId: text.optional().catch(undefined),
  monitoringClientToken: text.optional().catch(undefined),
  monitoringSite: text.optional().catch(undefined),
  monitoringService: text.optional().catch(undefined),
  monitoringSessionSampleRate: rate.optional().catch(undefined),
  monitoringSessionReplaySampleRate: rate.optional().catch(undefined),
  monitoringTrackUserInteractions: flag.optional().catch(undefined),
  monitoringTrackLongTasks: flag.optional().catch(undefined),
  monitoringTrackResources: flag.optional().catch(undefined),
  monitoringDefaultPrivacyLevel: z.enum(['allow', 'mask', 'mask-user-input']).optional().catch(undefined),
});
export type PluginTrackingConfig = z.infer<typeof pluginTrackingConfigSchema>;

/** Spec 9 monitoring defaults (the third party's): session sample 100. Replay is off unless configured. */
const DEFAULT_SESSION_SAMPLE_RATE = 100;
const DEFAULT_SITE = 'datadoghq.eu';

/** The consent tool id that selects the built-in dialog, besides an empty one. */
export const EMBEDDED_CONSENT_TOOL_ID = 'embedded';

function monitoringOf(config: PluginTrackingConfig): MonitoringSettings | undefined {
  const { monitoringApplicationId: applicationId, monitoringClientToken: clientToken } = config;
  if (config.monitoringActive !== true || !applicationId || !clientToken) return undefined;
  return {
    ignoreConsent: config.monitoringIgnoreConsent === true,
    environment: config.monitoringEnvironment || 'production',
    applicationId,
    clientToken,
    site: config.monitoringSite || DEFAULT_SITE,
    service: config.monitoringService || 'storefront',
    sessionSampleRate: config.monitoringSessionSampleRate ?? DEFAULT_SESSION_SAMPLE_RATE,
    sessionReplaySampleRate: config.monitoringSessionReplaySampleRate ?? 0,
    trackUserInteractions: config.monitoringTrackUserInteractions ?? false,
    trackLongTasks: config.monitoringTrackLongTasks ?? false,
    trackResources: config.monitoringTrackResources ?? false,
    defaultPrivacyLevel: config.monitoringDefaultPrivacyLevel ?? 'mask-user-input',
  };
}

/**
 * What the browser needs of the plugin configuration: the tag manager key only when activated, the hosted consent
 * tool's id unless empty or 'embedded', and the monitoring settings only when active and complete.
 */
export function trackingConfigFromPlugin(pluginConfig: unknown): TrackingConfig {
  const parsed = pluginTrackingConfigSchema.safeParse(pluginConfig);
  const config: PluginTrackingConfig = parsed.success ? parsed.data : {};
  const consentToolId = config.consentToolId;
  return {
    tagManagerKey:
      config.tagManagerActive === true && config.tagManagerKey ? config.tagManagerKey : undefined,
    consentToolId: consentToolId && consentToolId !== EMBEDDED_CONSENT_TOOL_ID ? consentToolId : undefined,
    monitoring: monitoringOf(config),
  };
}
