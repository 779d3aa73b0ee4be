import type { ConsentTool } from './consentTool';
import { EARLY_CONSENT_GLOBAL, type EarlyConsentWindow } from './earlyConsentState';

/**
 * Hands the dialog from the inline script to `tool`, once the page draws the dialog with it (its click handlers
 * connected): the script stops, and what the shopper did meanwhile counts as done in the tool. A decision goes
 * through the tool (stored again, reported like any other); the script had stored it already, so a tool that
 * started meanwhile found the dialog decided. Nothing happens when the script did not open the dialog.
 */
export function takeOverEarlyConsent(tool: ConsentTool, target: object = globalThis): void {
  const owner = target as EarlyConsentWindow;
  const hold = owner[EARLY_CONSENT_GLOBAL];
  if (hold === undefined) return;
  hold.stop();
  delete owner[EARLY_CONSENT_GLOBAL];
  const action = hold.action;
  if (action === 'acceptAll' || action === 'denyAll') tool.decide({ type: action });
  else if (action === 'settings') tool.openSettings();
  else if (action === 'close') tool.closeDialog();
}
