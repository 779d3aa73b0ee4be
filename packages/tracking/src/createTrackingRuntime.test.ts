import { describe, expect, it } from 'vitest';
import { createEmbeddedConsentTool } from './consent/embeddedConsentTool';
import { createTrackingRuntime } from './createTrackingRuntime';
import type { DataLayer } from './dataLayer';
import type { MonitoringLibrary } from './monitoring/monitoring';
import type { Platform } from './records/pageMetaRecord';
import type { ScriptDocument } from './scriptLoader';
import { TRACKING_DISABLED, type TrackingConfig } from './trackingConfig';

/** A document that records the scripts appended to it. */
function recordingDocument(scripts: Record<string, string>[]): ScriptDocument {
  return {
    getElementById: (id: string) => (scripts.some((script) => script.id === id) ? ({} as HTMLElement) : null),
    createElement: ((tag: string) => {
      const attributes: Record<string, string> = { tag };
      scripts.push(attributes);
      return new Proxy(attributes, {
        set: (target, name, value) => {
          target[String(name)] = String(value);
          return true;
        },
        get: (target, name) =>
          name === 'setAttribute'
            ? (key: string, value: string) => {
                target[key] = value;
              }
            : target[String(name)],
      });
    }) as unknown as ScriptDocument['createElement'],
    head: { appendChild: () => undefined } as unknown as ScriptDocument['head'],
  };
}

function setup(options: { cookies?: string; platform?: Platform; config?: TrackingConfig } = {}) {
  const layer: unknown[] = [];
  const scripts: Record<string, string>[] = [];
  const storage = new Map<string, string>();
  const monitoringStarts: unknown[] = [];
  const tool = createEmbeddedConsentTool({
    readCookies: () => options.cookies ?? '',
    writeCookie: () => undefined,
    secure: false,
    reload: () => undefined,
  });
  const library: MonitoringLibrary = { datadogRum: { init: (init) => monitoringStarts.push(init) } };
  const runtime = createTrackingRuntime({
    tool,
    config: options.config ?? TRACKING_DISABLED,
    platform: options.platform ?? 'web',
    nonce: 'n0nce',
    document: () => recordingDocument(scripts),
    dataLayer: () => layer as unknown as DataLayer,
    storage: () => ({ setItem: (k, v) => void storage.set(k, v), getItem: (k) => storage.get(k) ?? null }),
    loadMonitoring: async () => library,
  });
  return { runtime, tool, layer, storage, monitoringStarts, scripts };
}

describe('tracking runtime: nothing leaves the page before consent', () => {
  it('keeps events out of the data layer until the shopper accepts, then sends them', () => {
    const { runtime, tool, layer } = setup();
    runtime.tracker.push({ event: 'Page Meta' }, { delayMs: 0, dedupe: false });
    runtime.tracker.release();
    expect(layer).toEqual([]);
    tool.decide({ type: 'acceptAll' });
    expect(layer).toEqual([{ event: 'Page Meta' }]);
  });

  it('sends nothing after deny all', () => {
    const { runtime, tool, layer } = setup();
    tool.decide({ type: 'denyAll' });
    runtime.tracker.push({ event: 'Page Meta' }, { delayMs: 0, dedupe: false });
    runtime.tracker.release();
    expect(layer).toEqual([]);
  });

  it('spec 3: stores the utm parameters under the product prefix only with marketing consent', () => {
    const { runtime, tool, storage } = setup();
    runtime.captureMarketingParams(new URLSearchParams('utm_source=news&utm_medium=mail'));
    expect(storage.size).toBe(0);
    tool.decide({ type: 'save', choices: { marketing: true } });
    expect(Object.fromEntries(storage)).toEqual({
      beautyshop_utm_source: 'news',
      beautyshop_utm_medium: 'mail',
    });
  });

  it('app mode accepts by itself, so events flow without a dialog', () => {
    const { runtime, tool, layer } = setup({ platform: 'app' });
    expect(tool.store.getModel()).toMatchObject({ dialog: 'closed', consent: { status: 'given' } });
    runtime.tracker.push({ event: 'Page Meta' }, { delayMs: 0, dedupe: false });
    runtime.tracker.release();
    expect(layer).toEqual([{ event: 'Page Meta' }]);
  });

  it('starts monitoring once functional consent is given, and not before', async () => {
    const monitoring = {
      ignoreConsent: false,
      environment: 'production',
      applicationId: 'a',
      clientToken: 't',
      site: 'datadoghq.eu',
      service: 's',
      sessionSampleRate: 100,
      sessionReplaySampleRate: 0,
      trackUserInteractions: false,
      trackLongTasks: false,
      trackResources: false,
      defaultPrivacyLevel: 'mask-user-input' as const,
    };
    const { tool, monitoringStarts } = setup({ config: { ...TRACKING_DISABLED, monitoring } });
    await Promise.resolve();
    expect(monitoringStarts).toHaveLength(0);
    tool.decide({ type: 'save', choices: { functional: true } });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(monitoringStarts).toHaveLength(1);
    tool.decide({ type: 'acceptAll' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(monitoringStarts).toHaveLength(1);
  });

  it('loads the tag manager with the CSP nonce only when the configuration activates it and marketing consent is given', () => {
    const { tool, scripts } = setup({ config: { ...TRACKING_DISABLED, tagManagerKey: 'GTM-ABC' } });
    tool.decide({ type: 'save', choices: { statistics: true, functional: true } });
    expect(scripts).toEqual([]);
    tool.decide({ type: 'acceptAll' });
    expect(scripts).toEqual([
      expect.objectContaining({
        id: 'bs-tag-manager',
        src: 'https://www.googletagmanager.com/gtm.js?id=GTM-ABC',
        nonce: 'n0nce',
      }),
    ]);
  });

  it('never loads the tag manager when the configuration does not activate it', () => {
    const { tool, scripts } = setup();
    tool.decide({ type: 'acceptAll' });
    expect(scripts).toEqual([]);
  });
});
