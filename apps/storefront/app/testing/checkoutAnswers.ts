import type { AddressValues } from '@beautyshop/ui';
import { checkAddress } from '../checkout/checkoutActions.server';
import type { CheckoutActionResult } from '../checkout/checkoutView';
import { localeCatalogue } from '../i18n/messages.server';
import { createTranslate } from '../i18n/translate';
import type { Locale } from '../locale/locales';

/** Every country id is a German one to the address rules (zip code pattern, no states). */
const GERMAN = { get: (id: string) => ({ id, iso: 'DE', stateIds: [] }) };

/**
 * The checkout action's answer to a guest whose billing address breaks the address rules, its messages made by
 * the action's own check in the locale's language: what the page shows after such a POST without JavaScript.
 */
export function refusedGuest(locale: Locale, billingAddress: AddressValues): CheckoutActionResult {
  const t = createTranslate(localeCatalogue(locale));
  return {
    intent: 'guest',
    email: 'erika@example.com',
    emailError: undefined,
    emailInUse: false,
    billingAddress,
    shippingAddress: undefined,
    billingErrors: checkAddress(billingAddress, GERMAN, t),
    shippingErrors: {},
  };
}

/** The checkout action's answer to a new billing or shipping address that breaks the address rules. */
export function refusedAddress(
  locale: Locale,
  role: 'billing' | 'shipping',
  values: AddressValues,
): CheckoutActionResult {
  const t = createTranslate(localeCatalogue(locale));
  return { intent: 'save-address', role, values, errors: checkAddress(values, GERMAN, t) };
}
