import { browserEmbeddedConsentTool } from '../consent/embeddedConsentTool';
import { createHostedConsentTool } from '../consent/hostedConsentTool';
import { createTrackingRuntime, type TrackingRuntime } from '../createTrackingRuntime';
import type { Platform } from '../records/pageMetaRecord';
import type { TrackingConfig } from '../trackingConfig';

/**
 * The browser runtime with its consent tool: the hosted one when the configuration names it, else the built-in
 * one. `TrackingProvider` imports this module on demand after hydration, so none of it weighs on a page's
 * first-load JavaScript.
 */
export function startBrowserTracking(options: {
  config: TrackingConfig;
  platform: Platform;
  nonce: string | undefined;
}): TrackingRuntime {
  const { config, nonce } = options;
  const tool = config.consentToolId
    ? createHostedConsentTool({
        settingsId: config.consentToolId,
        nonce,
        window,
        reload: () => window.location.reload(),
      })
    : browserEmbeddedConsentTool();
  return createTrackingRuntime({ tool, config, platform: options.platform, nonce });
}
