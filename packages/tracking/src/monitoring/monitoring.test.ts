import { describe, expect, it } from 'vitest';
import { ACCEPT_ALL, choicesOf } from '../consent/consentCategories';
import type { MonitoringSettings } from '../trackingConfig';
import {
  MONITORING_VERSION,
  type MonitoringLibrary,
  shouldStartMonitoring,
  startMonitoring,
} from './monitoring';

const settings: MonitoringSettings = {
  ignoreConsent: false,
  environment: 'production',
  applicationId: 'app-1',
  clientToken: 'token-1',
  site: 'datadoghq.eu',
  service: 'storefront',
  sessionSampleRate: 100,
  sessionReplaySampleRate: 20,
  trackUserInteractions: true,
  trackLongTasks: true,
  trackResources: false,
  defaultPrivacyLevel: 'mask-user-input',
};

describe('spec 4 monitoring start', () => {
  it('starts only with functional consent', () => {
    expect(shouldStartMonitoring(settings, { status: 'absent' })).toBe(false);
    expect(
      shouldStartMonitoring(settings, { status: 'given', choices: choicesOf({ marketing: true }) }),
    ).toBe(false);
    expect(
      shouldStartMonitoring(settings, { status: 'given', choices: choicesOf({ functional: true }) }),
    ).toBe(true);
  });

  it('starts without consent when the ignore-consent setting is on', () => {
    expect(shouldStartMonitoring({ ...settings, ignoreConsent: true }, { status: 'loading' })).toBe(true);
  });

  it('never starts when monitoring is not configured', () => {
    expect(shouldStartMonitoring(undefined, { status: 'given', choices: ACCEPT_ALL })).toBe(false);
  });

  it('passes the plugin configuration settings and the version label 0.0.28 (spec 9)', async () => {
    const calls: unknown[] = [];
    const library: MonitoringLibrary = { datadogRum: { init: (options) => calls.push(options) } };
    await startMonitoring(settings, async () => library);
    expect(MONITORING_VERSION).toBe('0.0.28');
    expect(calls).toEqual([
      {
        applicationId: 'app-1',
        clientToken: 'token-1',
        site: 'datadoghq.eu',
        service: 'storefront',
        env: 'production',
        version: '0.0.28',
        sessionSampleRate: 100,
        sessionReplaySampleRate: 20,
        trackUserInteractions: true,
        trackLongTasks: true,
        trackResources: false,
        defaultPrivacyLevel: 'mask-user-input',
      },
    ]);
  });
});
