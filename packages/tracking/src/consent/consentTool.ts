import type { ConsentDecision } from './consentState';
import type { ConsentStore } from './createConsentStore';

/**
 * A consent tool: the built-in dialog (`embedded`, drawn by the React entry) or a hosted consent service
 * (`hosted`, which draws its own). Both report into the same consent store.
 */
export interface ConsentTool {
  readonly kind: 'embedded' | 'hosted';
  readonly store: ConsentStore;
  /** Reads the stored choice (embedded) or loads the service (hosted); the consent is `loading` until then. */
  start(): void;
  decide(decision: ConsentDecision): void;
  /** The footer link: shows the settings per category. */
  openSettings(): void;
  closeDialog(): void;
  /** The shopper did something on the page outside the dialog (spec 4 reload rule). */
  recordInteraction(): void;
  /**
   * The page now draws the built-in dialog with this tool (its handlers connected): the document's inline script
   * stops, and what the shopper did in the dialog meanwhile counts as done here (`takeOverEarlyConsent`). Only the
   * browser's embedded tool has it.
   */
  takeOverDialog?(): void;
}

/** Calls `callback` once the tool has read the consent (at once when it already has). */
export function whenConsentReady(tool: ConsentTool, callback: () => void): () => void {
  if (tool.store.getModel().consent.status !== 'loading') {
    callback();
    return () => undefined;
  }
  const unsubscribe = tool.store.subscribe(() => {
    if (tool.store.getModel().consent.status === 'loading') return;
    unsubscribe();
    callback();
  });
  return unsubscribe;
}

/**
 * Spec 4 app mode: in the embedded web view the app has asked already, so the consent is accepted automatically
 * and the dialog closed once the consent tool is initialised.
 */
export function acceptInAppMode(tool: ConsentTool): () => void {
  return whenConsentReady(tool, () => {
    if (tool.store.getModel().consent.status !== 'given') tool.decide({ type: 'acceptAll' });
    tool.closeDialog();
  });
}
