import { type ConsentChoices, OPTIONAL_CONSENT_CATEGORIES } from './consentCategories';
import type { Consent } from './consentState';

/**
 * Spec 4: after a dialog event (accept all, save, deny all) the page reloads when consent was absent and the
 * shopper had already interacted with the page: what ran before the choice started without the consented tools,
 * so the page starts over with them. A choice that withdraws a category granted before reloads too: a tag manager
 * or monitoring script already running cannot be unloaded, only left behind by a reload.
 */
export function shouldReloadAfterConsent(
  before: Consent,
  after: ConsentChoices,
  interacted: boolean,
): boolean {
  if (before.status !== 'given') return interacted;
  return OPTIONAL_CONSENT_CATEGORIES.some((category) => before.choices[category] && !after[category]);
}
