import { describe, expect, it } from 'vitest';
import { TRACKING_DISABLED, type TrackingConfig } from '../trackingConfig';
import { contentSecuritySources } from './contentSecuritySources';

const monitoring: NonNullable<TrackingConfig['monitoring']> = {
  ignoreConsent: false,
  environment: 'production',
  applicationId: 'app',
  clientToken: 'token',
  site: 'datadoghq.eu',
  service: 'storefront',
  sessionSampleRate: 100,
  sessionReplaySampleRate: 0,
  trackUserInteractions: true,
  trackLongTasks: true,
  trackResources: true,
  defaultPrivacyLevel: 'mask',
};

describe('spec 9: the content-security-policy sources of the configured tracking', () => {
  it('allows nothing beyond the shop when no tool is configured', () => {
    expect(contentSecuritySources(TRACKING_DISABLED)).toEqual({ script: [], connect: [], img: [] });
  });

  it('allows the tag manager script and the analytics endpoints when the tag manager is active', () => {
    const sources = contentSecuritySources({ ...TRACKING_DISABLED, tagManagerKey: 'GTM-TEST' });
    expect(sources.script).toEqual(['https://www.googletagmanager.com']);
    expect(sources.connect).toContain('https://*.google-analytics.com');
    expect(sources.img).toContain('https://www.google-analytics.com');
  });

  it("allows the monitoring intake of the configured site, and nothing that the site's value could smuggle in", () => {
    expect(contentSecuritySources({ ...TRACKING_DISABLED, monitoring }).connect).toEqual([
      'https://browser-intake-datadoghq.eu',
      'https://*.browser-intake-datadoghq.eu',
    ]);
    const hostile = { ...monitoring, site: "datadoghq.com; script-src 'unsafe-inline'" };
    expect(contentSecuritySources({ ...TRACKING_DISABLED, monitoring: hostile }).connect).toEqual([]);
  });
});
