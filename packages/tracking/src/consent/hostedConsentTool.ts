import { loadScript, type ScriptDocument } from '../scriptLoader';
import type { ConsentChoices } from './consentCategories';
import { choicesOf } from './consentCategories';
import type { ConsentTool } from './consentTool';
import { createConsentStore } from './createConsentStore';

/** The hosted consent service's loader (Usercentrics browser UI, v2): one script, configured by a settings id. */
export const HOSTED_CONSENT_LOADER_URL = 'https://app.usercentrics.eu/browser-ui/latest/loader.js';
export const HOSTED_CONSENT_SCRIPT_ID = 'usercentrics-cmp';

/** The part of the service's `window.UC_UI` this adapter uses. */
export interface HostedConsentApi {
  isConsentRequired(): boolean;
  getServicesBaseInfo(): { categorySlug: string; consent: { status: boolean } }[];
  acceptAllConsents(): Promise<void>;
  denyAllConsents(): Promise<void>;
  showSecondLayer(): void;
  closeCMP(): Promise<void>;
}

declare global {
  interface Window {
    UC_UI?: HostedConsentApi;
  }
}

/** The service's category slugs, mapped onto the shop's categories. */
const CATEGORY_OF_SLUG: Readonly<Record<string, 'functional' | 'marketing' | 'statistics'>> = {
  functional: 'functional',
  marketing: 'marketing',
  statistics: 'statistics',
  analytics: 'statistics',
};

/** A category is granted when every service of it is (a category without services is not). */
export function choicesFromServices(
  services: ReturnType<HostedConsentApi['getServicesBaseInfo']>,
): ConsentChoices {
  const granted = (category: 'functional' | 'marketing' | 'statistics') => {
    const of = services.filter((service) => CATEGORY_OF_SLUG[service.categorySlug] === category);
    return of.length > 0 && of.every((service) => service.consent.status);
  };
  return choicesOf({
    functional: granted('functional'),
    marketing: granted('marketing'),
    statistics: granted('statistics'),
  });
}

export interface HostedConsentToolOptions {
  /** The plugin configuration's consent tool id (the service's settings id). */
  settingsId: string;
  nonce: string | undefined;
  /** The page's window (the part the adapter uses). */
  window: Pick<Window, 'addEventListener' | 'UC_UI'> & { document: ScriptDocument };
  reload: () => void;
}

/**
 * The adapter for the hosted consent service chosen by the plugin configuration's consent tool id (spec 3, 7.5).
 * Its own dialog asks; its initialisation and dialog events (accept all, save, deny all) are read into the store,
 * where the spec 4 reload rule applies as for the built-in dialog.
 */
export function createHostedConsentTool(options: HostedConsentToolOptions): ConsentTool {
  const { window: win } = options;
  const store = createConsentStore({ reload: options.reload });
  const api = () => win.UC_UI;
  const read = (): ConsentChoices | undefined => {
    const ui = api();
    if (!ui || ui.isConsentRequired()) return undefined;
    return choicesFromServices(ui.getServicesBaseInfo());
  };
  const onInitialised = () => store.dispatch({ type: 'ready', stored: read() });
  const onDialogEvent = (event: Event) => {
    const type = (event as CustomEvent<{ type?: string }>).detail?.type;
    if (type === 'ACCEPT_ALL') store.dispatch({ type: 'acceptAll' });
    else if (type === 'DENY_ALL') store.dispatch({ type: 'denyAll' });
    else if (type === 'SAVE') {
      const choices = read();
      if (choices) store.dispatch({ type: 'save', choices });
    }
  };
  return {
    kind: 'hosted',
    store,
    start() {
      win.addEventListener('UC_UI_INITIALIZED', onInitialised, { once: true });
      win.addEventListener('UC_UI_CMP_EVENT', onDialogEvent);
      loadScript(win.document, {
        id: HOSTED_CONSENT_SCRIPT_ID,
        src: HOSTED_CONSENT_LOADER_URL,
        nonce: options.nonce,
        attributes: { 'data-settings-id': options.settingsId },
      });
      // The service may have initialised before this adapter started listening (a client navigation).
      if (api()) onInitialised();
    },
    decide(decision) {
      const ui = api();
      if (decision.type === 'acceptAll') void ui?.acceptAllConsents();
      else if (decision.type === 'denyAll') void ui?.denyAllConsents();
      store.dispatch(decision);
    },
    openSettings: () => api()?.showSecondLayer(),
    closeDialog: () => void api()?.closeCMP(),
    recordInteraction: () => store.dispatch({ type: 'interacted' }),
  };
}
