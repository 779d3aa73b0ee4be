/**
 * What a shopper did in the consent dialog before the page drew it with the consent tool: the server-rendered
 * dialog is opened by an inline script at first paint (earlyConsentScript.ts), which answers it until the page
 * takes it over. This module is the page's side, small enough for every first load; the script is the server's.
 */
export type EarlyConsentAction = 'acceptAll' | 'denyAll' | 'settings' | 'close';

/** Marks the dialog's buttons the inline script answers: the value is the action. */
export const EARLY_CONSENT_ATTRIBUTE = 'data-early-consent';
/** Where the inline script (earlyConsentScript.ts) leaves its state for the tool. */
export const EARLY_CONSENT_GLOBAL = '__beautyshopEarlyConsent';

export interface EarlyConsentHold {
  /** The dialog is open and no action has closed it. */
  open: boolean;
  action: EarlyConsentAction | null;
  /** Removes the script's listeners: from here on the tool answers the dialog. */
  stop(): void;
}

export type EarlyConsentWindow = { [EARLY_CONSENT_GLOBAL]?: EarlyConsentHold };

/** Whether the inline script opened the dialog and no early action has closed it (false on the server). */
export function earlyConsentOpen(target: object = globalThis): boolean {
  return (target as EarlyConsentWindow)[EARLY_CONSENT_GLOBAL]?.open === true;
}
