/** The consent categories; necessary needs no consent and is always granted. */
export const CONSENT_CATEGORIES = ['necessary', 'functional', 'marketing', 'statistics'] as const;
export type ConsentCategory = (typeof CONSENT_CATEGORIES)[number];
/** The categories a shopper chooses. */
export const OPTIONAL_CONSENT_CATEGORIES = ['functional', 'marketing', 'statistics'] as const;
export type OptionalConsentCategory = (typeof OPTIONAL_CONSENT_CATEGORIES)[number];

/** A shopper's choice per category. */
export type ConsentChoices = Readonly<Record<ConsentCategory, boolean>>;

export const ACCEPT_ALL: ConsentChoices = {
  necessary: true,
  functional: true,
  marketing: true,
  statistics: true,
};
export const DENY_ALL: ConsentChoices = {
  necessary: true,
  functional: false,
  marketing: false,
  statistics: false,
};

/** Choices as given, with necessary forced on. */
export function choicesOf(choices: Partial<Record<OptionalConsentCategory, boolean>>): ConsentChoices {
  return {
    necessary: true,
    functional: choices.functional === true,
    marketing: choices.marketing === true,
    statistics: choices.statistics === true,
  };
}
