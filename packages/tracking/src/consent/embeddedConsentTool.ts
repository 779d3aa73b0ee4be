import { consentCookie, consentFromCookieHeader } from './consentCookie';
import type { ConsentTool } from './consentTool';
import { createConsentStore } from './createConsentStore';
import { takeOverEarlyConsent } from './earlyConsent';

export interface EmbeddedConsentToolOptions {
  /** `document.cookie` (read). */
  readCookies: () => string;
  /** Sets one cookie (`document.cookie = value`). */
  writeCookie: (cookie: string) => void;
  /** Sets `Secure` on the consent cookie (https pages). */
  secure: boolean;
  reload: () => void;
}

/** The built-in consent tool: the choice lives in a necessary first-party cookie; the React entry draws the dialog. */
export function createEmbeddedConsentTool(options: EmbeddedConsentToolOptions): ConsentTool {
  const store = createConsentStore({
    persist: (choices) => options.writeCookie(consentCookie(choices, options.secure)),
    reload: options.reload,
  });
  return {
    kind: 'embedded',
    store,
    start: () => store.dispatch({ type: 'ready', stored: consentFromCookieHeader(options.readCookies()) }),
    decide: (decision) => store.dispatch(decision),
    openSettings: () => store.dispatch({ type: 'openSettings' }),
    closeDialog: () => store.dispatch({ type: 'closeDialog' }),
    recordInteraction: () => store.dispatch({ type: 'interacted' }),
  };
}

/** The embedded tool on the browser's own cookie jar and location; it takes the dialog over from the page's script. */
export function browserEmbeddedConsentTool(): ConsentTool {
  const tool = createEmbeddedConsentTool({
    readCookies: () => document.cookie,
    writeCookie: (cookie) => {
      // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing in Safari and Firefox.
      document.cookie = cookie;
    },
    secure: window.location.protocol === 'https:',
    reload: () => window.location.reload(),
  });
  return { ...tool, takeOverDialog: () => takeOverEarlyConsent(tool, window) };
}
