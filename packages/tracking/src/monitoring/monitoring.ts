import type { Consent } from '../consent/consentState';
import { hasConsent } from '../consent/consentState';
import type { MonitoringSettings } from '../trackingConfig';

/** Spec 9: "Application version label sent to monitoring: 0.0.28". */
export const MONITORING_VERSION = '0.0.28';

/** Spec 4: monitoring starts only with functional consent, or when the ignore-consent setting is on. */
export function shouldStartMonitoring(settings: MonitoringSettings | undefined, consent: Consent): boolean {
  if (settings === undefined) return false;
  return settings.ignoreConsent || hasConsent(consent, 'functional');
}

/** The real-user-monitoring start options of the plugin configuration's settings. */
export function monitoringInitOptions(settings: MonitoringSettings) {
  return {
    applicationId: settings.applicationId,
    clientToken: settings.clientToken,
    site: settings.site,
    service: settings.service,
    env: settings.environment,
    version: MONITORING_VERSION,
    sessionSampleRate: settings.sessionSampleRate,
    sessionReplaySampleRate: settings.sessionReplaySampleRate,
    trackUserInteractions: settings.trackUserInteractions,
    trackLongTasks: settings.trackLongTasks,
    trackResources: settings.trackResources,
    defaultPrivacyLevel: settings.defaultPrivacyLevel,
  };
}

/** The monitoring library's part this package calls. */
export interface MonitoringLibrary {
  datadogRum: { init(options: ReturnType<typeof monitoringInitOptions>): void };
}

/**
 * Starts real-user monitoring (Datadog browser RUM). The library is imported only here, on demand, so a page
 * downloads none of it before consent or when monitoring is not configured.
 */
export async function startMonitoring(
  settings: MonitoringSettings,
  load: () => Promise<MonitoringLibrary> = () => import('@datadog/browser-rum'),
): Promise<void> {
  const { datadogRum } = await load();
  datadogRum.init(monitoringInitOptions(settings));
}
