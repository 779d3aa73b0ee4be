import { describe, expect, it } from 'vitest';
import type { ScriptDocument } from '../scriptLoader';
import { ACCEPT_ALL, choicesOf, DENY_ALL } from './consentCategories';
import { acceptInAppMode } from './consentTool';
import { choicesFromServices, createHostedConsentTool, type HostedConsentApi } from './hostedConsentTool';

type Services = ReturnType<HostedConsentApi['getServicesBaseInfo']>;

/** A page with the hosted service's `UC_UI` once its loader "ran"; records what the adapter asks of it. */
function hostedPage(services: Services, required: boolean) {
  const calls: string[] = [];
  const scripts: Record<string, string>[] = [];
  const target = new EventTarget();
  const document: ScriptDocument = {
    getElementById: () => null,
    createElement: ((tag: string) => {
      const attributes: Record<string, string> = { tag };
      scripts.push(attributes);
      return {
        set id(value: string) {
          attributes.id = value;
        },
        set src(value: string) {
          attributes.src = value;
        },
        set async(_value: boolean) {},
        set nonce(value: string) {
          attributes.nonce = value;
        },
        setAttribute: (name: string, value: string) => {
          attributes[name] = value;
        },
      };
    }) as unknown as ScriptDocument['createElement'],
    head: { appendChild: () => undefined } as unknown as ScriptDocument['head'],
  };
  const api: HostedConsentApi = {
    isConsentRequired: () => required,
    getServicesBaseInfo: () => services,
    acceptAllConsents: async () => void calls.push('acceptAll'),
    denyAllConsents: async () => void calls.push('denyAll'),
    showSecondLayer: () => void calls.push('showSecondLayer'),
    closeCMP: async () => void calls.push('close'),
  };
  const page = {
    addEventListener: target.addEventListener.bind(target),
    UC_UI: undefined as HostedConsentApi | undefined,
    document,
  };
  return {
    page,
    calls,
    scripts,
    initialise() {
      page.UC_UI = api;
      target.dispatchEvent(new Event('UC_UI_INITIALIZED'));
    },
    dialogEvent(type: string) {
      target.dispatchEvent(new CustomEvent('UC_UI_CMP_EVENT', { detail: { type } }));
    },
  };
}

const service = (categorySlug: string, status: boolean) => ({ categorySlug, consent: { status } });

describe('the hosted consent tool chosen by the plugin configuration consent tool id', () => {
  it('loads the service loader with the settings id and the CSP nonce', () => {
    const hosted = hostedPage([], true);
    createHostedConsentTool({
      settingsId: 'AbC123',
      nonce: 'n0nce',
      window: hosted.page,
      reload: () => undefined,
    }).start();
    expect(hosted.scripts).toEqual([
      expect.objectContaining({
        id: 'usercentrics-cmp',
        src: 'https://app.usercentrics.eu/browser-ui/latest/loader.js',
        nonce: 'n0nce',
        'data-settings-id': 'AbC123',
      }),
    ]);
  });

  it('reads the stored consent per category once the service is initialised', () => {
    const hosted = hostedPage(
      [service('functional', true), service('marketing', false), service('marketing', true)],
      false,
    );
    const tool = createHostedConsentTool({
      settingsId: 'x',
      nonce: undefined,
      window: hosted.page,
      reload: () => undefined,
    });
    tool.start();
    expect(tool.store.getModel().consent.status).toBe('loading');
    hosted.initialise();
    expect(tool.store.getModel().consent).toEqual({
      status: 'given',
      choices: choicesOf({ functional: true }),
    });
  });

  it('takes accept all and deny all from the service dialog, and reloads by the spec 4 rule', () => {
    let reloads = 0;
    const hosted = hostedPage([], true);
    const tool = createHostedConsentTool({
      settingsId: 'x',
      nonce: undefined,
      window: hosted.page,
      reload: () => reloads++,
    });
    tool.start();
    hosted.initialise();
    expect(tool.store.getModel().consent.status).toBe('absent');
    hosted.dialogEvent('ACCEPT_ALL');
    expect(tool.store.getModel().consent).toEqual({ status: 'given', choices: ACCEPT_ALL });
    expect(reloads).toBe(0);
    hosted.dialogEvent('DENY_ALL');
    expect(tool.store.getModel().consent).toEqual({ status: 'given', choices: DENY_ALL });
    expect(reloads).toBe(1);
  });

  it('in app mode accepts through the service and closes its dialog once initialised', () => {
    const hosted = hostedPage([], true);
    const tool = createHostedConsentTool({
      settingsId: 'x',
      nonce: undefined,
      window: hosted.page,
      reload: () => undefined,
    });
    acceptInAppMode(tool);
    tool.start();
    hosted.initialise();
    expect(hosted.calls).toEqual(['acceptAll', 'close']);
    expect(tool.store.getModel().consent).toEqual({ status: 'given', choices: ACCEPT_ALL });
  });

  it('grants a category only when every service of it is granted, and never one without services', () => {
    expect(choicesFromServices([service('statistics', true), service('analytics', false)]).statistics).toBe(
      false,
    );
    expect(choicesFromServices([]).functional).toBe(false);
  });
});
