import type { ConsentChoices } from './consentCategories';
import {
  type ConsentAction,
  type ConsentModel,
  decisionChoices,
  initialConsentModel,
  reduceConsent,
} from './consentState';
import { shouldReloadAfterConsent } from './reloadRule';

export interface ConsentStore {
  getModel(): ConsentModel;
  /** Called after every change; returns the removal. */
  subscribe(listener: () => void): () => void;
  dispatch(action: ConsentAction): void;
}

export interface ConsentStoreEffects {
  /** Keeps a decision (the embedded tool's cookie; a hosted tool keeps its own). */
  persist?: (choices: ConsentChoices) => void;
  /** Spec 4's reload; `window.location.reload()` in the browser. */
  reload?: () => void;
}

/** The consent model with its effects: a decision is persisted, then the spec 4 reload rule is applied. */
export function createConsentStore(effects: ConsentStoreEffects = {}): ConsentStore {
  let model = initialConsentModel;
  const listeners = new Set<() => void>();
  return {
    getModel: () => model,
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    dispatch(action) {
      const before = model;
      model = reduceConsent(model, action);
      if (model === before) return;
      if (action.type === 'acceptAll' || action.type === 'denyAll' || action.type === 'save') {
        const choices = decisionChoices(action);
        effects.persist?.(choices);
        if (shouldReloadAfterConsent(before.consent, choices, before.interacted)) {
          effects.reload?.();
          return;
        }
      }
      for (const listener of listeners) listener();
    },
  };
}
