import { describe, expect, it } from 'vitest';
import { trackingConfigFromPlugin } from './pluginTrackingConfig';

const complete = {
  tagManagerActive: true,
  tagManagerKey: 'GTM-ABC123',
  consentToolId: 'AbCdEf123',
  monitoringActive: true,
  monitoringIgnoreConsent: false,
  monitoringEnvironment: 'production',
  monitoringApplicationId: 'app-1',
  monitoringClientToken: 'token-1',
  monitoringSite: 'datadoghq.eu',
  monitoringService: 'storefront',
  monitoringSessionSampleRate: 50,
  monitoringSessionReplaySampleRate: 10,
  monitoringTrackUserInteractions: true,
  monitoringTrackLongTasks: false,
  monitoringTrackResources: true,
  monitoringDefaultPrivacyLevel: 'mask',
};

describe('spec 3 plugin configuration keys for tracking', () => {
  it('reads the tag manager key, the consent tool id and every monitoring setting', () => {
    expect(trackingConfigFromPlugin(complete)).toEqual({
      tagManagerKey: 'GTM-ABC123',
      consentToolId: 'AbCdEf123',
      monitoring: {
        ignoreConsent: false,
        environment: 'production',
        applicationId: 'app-1',
        clientToken: 'token-1',
        site: 'datadoghq.eu',
        service: 'storefront',
        sessionSampleRate: 50,
        sessionReplaySampleRate: 10,
        trackUserInteractions: true,
        trackLongTasks: false,
        trackResources: true,
        defaultPrivacyLevel: 'mask',
      },
    });
  });

  it('gives no tag manager key unless the tag manager active flag is set', () => {
    expect(trackingConfigFromPlugin({ ...complete, tagManagerActive: false }).tagManagerKey).toBeUndefined();
  });

  it("selects the built-in dialog for an empty or 'embedded' consent tool id", () => {
    expect(trackingConfigFromPlugin({ consentToolId: '' }).consentToolId).toBeUndefined();
    expect(trackingConfigFromPlugin({ consentToolId: 'embedded' }).consentToolId).toBeUndefined();
  });

  it('leaves monitoring off (no network call) when inactive or without application id or client token', () => {
    expect(trackingConfigFromPlugin({ ...complete, monitoringActive: false }).monitoring).toBeUndefined();
    expect(trackingConfigFromPlugin({ ...complete, monitoringClientToken: '' }).monitoring).toBeUndefined();
  });

  it('reads a malformed setting as missing instead of failing', () => {
    expect(
      trackingConfigFromPlugin({ ...complete, monitoringSessionSampleRate: 'lots' }).monitoring
        ?.sessionSampleRate,
    ).toBe(100);
    expect(trackingConfigFromPlugin('not a map')).toEqual({
      tagManagerKey: undefined,
      consentToolId: undefined,
      monitoring: undefined,
    });
  });
});
