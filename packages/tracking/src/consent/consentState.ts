import {
  ACCEPT_ALL,
  type ConsentChoices,
  choicesOf,
  DENY_ALL,
  type OptionalConsentCategory,
} from './consentCategories';

/**
 * The consent as the page knows it: `loading` until the consent tool has read the stored choice, then `absent`
 * (no choice yet: only necessary cookies, nothing leaves the page) or `given` with the choices per category.
 */
export type Consent =
  | { status: 'loading' }
  | { status: 'absent' }
  | { status: 'given'; choices: ConsentChoices };

/** The dialog: closed, the first layer (accept all / deny all / settings) or the settings per category. */
export type ConsentDialog = 'closed' | 'banner' | 'settings';

export interface ConsentModel {
  consent: Consent;
  dialog: ConsentDialog;
  /** Whether the shopper interacted with the page (outside the dialog) before deciding (spec 4 reload rule). */
  interacted: boolean;
}

/** The three dialog events of spec 4. */
export type ConsentDecision =
  | { type: 'acceptAll' }
  | { type: 'denyAll' }
  | { type: 'save'; choices: Partial<Record<OptionalConsentCategory, boolean>> };

export type ConsentAction =
  | { type: 'ready'; stored: ConsentChoices | undefined }
  | ConsentDecision
  | { type: 'openSettings' }
  | { type: 'closeDialog' }
  | { type: 'interacted' };

export const initialConsentModel: ConsentModel = {
  consent: { status: 'loading' },
  dialog: 'closed',
  interacted: false,
};

export function decisionChoices(decision: ConsentDecision): ConsentChoices {
  switch (decision.type) {
    case 'acceptAll':
      return ACCEPT_ALL;
    case 'denyAll':
      return DENY_ALL;
    case 'save':
      return choicesOf(decision.choices);
  }
}

/** Pure transition of the consent model; persisting and reloading are the store's effects. */
export function reduceConsent(model: ConsentModel, action: ConsentAction): ConsentModel {
  switch (action.type) {
    case 'ready':
      if (model.consent.status !== 'loading') return model;
      return action.stored
        ? { ...model, consent: { status: 'given', choices: action.stored } }
        : { ...model, consent: { status: 'absent' }, dialog: 'banner' };
    case 'acceptAll':
    case 'denyAll':
    case 'save':
      return { ...model, consent: { status: 'given', choices: decisionChoices(action) }, dialog: 'closed' };
    case 'openSettings':
      return { ...model, dialog: 'settings' };
    case 'closeDialog':
      return { ...model, dialog: 'closed' };
    case 'interacted':
      return model.interacted ? model : { ...model, interacted: true };
  }
}

/** Whether a category may be used now; nothing but necessary before a choice. */
export function hasConsent(consent: Consent, category: keyof ConsentChoices): boolean {
  if (category === 'necessary') return true;
  return consent.status === 'given' && consent.choices[category];
}
