import { cartErrorMessageKey, cartLinesRemoveDefault } from '@beautyshop/cart-core';
import { cartErrorsOf, isStoreApiHttpError, isStoreApiValidationError } from '@beautyshop/store-api-client';
import {
  type AddressField,
  type AddressValues,
  addressPayloadOf,
  validateAddress,
  violationMessage,
} from '@beautyshop/ui';
import { detailOf } from '../account/formNotice';
import type { Translate } from '../i18n/translate';
import { isEmail } from '../request/isEmail';
import type { RequestStoreApi } from '../server/storeApi.server';
import { addressValuesFrom, isTicked, textOf } from './checkoutForm';
import type { AddressErrors, CheckoutActionResult } from './checkoutView';
import { addressErrorsOf, isEmailInUse } from './storeApiViolations';

export type Redirect = { redirect: string };

/** The countries' ISO codes and states, for the address rules. */
export interface CountryRules {
  get(countryId: string): { id: string; iso: string; stateIds: string[] } | undefined;
}

/** The address rules of ui, with the page's labels: spec 8's 'field: detail'. */
export function checkAddress(values: AddressValues, countries: CountryRules, t: Translate): AddressErrors {
  const errors: AddressErrors = {};
  for (const violation of validateAddress(values, countries.get(values.countryId))) {
    errors[violation.field] ??= violationMessage(
      t(`address.${violation.field}`),
      t(`checkout.violation.${violation.code}`),
    );
  }
  return errors;
}

const hasErrors = (errors: AddressErrors) => Object.keys(errors).length > 0;

/** POST account/login; a wrong email or password is data for the form (Store API 401). */
export async function login(
  storeApi: RequestStoreApi,
  form: FormData,
  t: Translate,
): Promise<CheckoutActionResult | Redirect> {
  const email = textOf(form, 'email');
  try {
    await storeApi.client.account.login({ username: email, password: String(form.get('password') ?? '') });
    return { redirect: 'checkout' };
  } catch (error) {
    if (isStoreApiHttpError(error) && error.status < 500) {
      return { intent: 'login', email, error: t('checkout.login.failed') };
    }
    throw error;
  }
}

/**
 * Guest checkout: the Store API's guest registration (`guest: true`) with the billing address and, when asked for,
 * a different shipping address (a packstation among them). The addresses are checked with the same rules first.
 */
export async function registerGuest(
  storeApi: RequestStoreApi,
  form: FormData,
  countries: CountryRules,
  storefrontUrl: string,
  t: Translate,
): Promise<CheckoutActionResult | Redirect> {
  const email = textOf(form, 'email');
  const billingAddress = { ...addressValuesFrom(form, 'billingAddress'), type: 'home' as const };
  const shippingAddress = isTicked(form, 'differentShipping')
    ? addressValuesFrom(form, 'shippingAddress')
    : undefined;
  const result = {
    intent: 'guest' as const,
    email,
    emailError: isEmail(email) ? undefined : t('checkout.violation.email'),
    emailInUse: false,
    billingAddress,
    shippingAddress,
    billingErrors: checkAddress(billingAddress, countries, t),
    shippingErrors: shippingAddress ? checkAddress(shippingAddress, countries, t) : {},
  };
  if (result.emailError || hasErrors(result.billingErrors) || hasErrors(result.shippingErrors)) return result;
  const billing = addressPayloadOf(billingAddress);
  try {
    await storeApi.client.account.register({
      guest: true,
      email,
      salutationId: billing.salutationId,
      firstName: billing.firstName,
      lastName: billing.lastName,
      billingAddress: { ...billing },
      ...(shippingAddress ? { shippingAddress: { ...addressPayloadOf(shippingAddress) } } : {}),
      acceptedDataProtection: true,
      storefrontUrl,
    });
    return { redirect: 'checkout' };
  } catch (error) {
    if (!isStoreApiHttpError(error) || error.status >= 500) throw error;
    const fieldName = (field: AddressField) => t(`address.${field}`);
    const translated = (violation: { code?: string | undefined }) => detailOf(violation, t);
    const emailViolation = error.errors.find((entry) => entry.source?.pointer === '/email');
    return {
      ...result,
      emailInUse: isEmailInUse(error.errors),
      emailError: emailViolation
        ? violationMessage(t('checkout.guest.email'), detailOf(emailViolation, t))
        : undefined,
      billingErrors: addressErrorsOf(error.errors, 'billingAddress', fieldName, translated),
      shippingErrors: addressErrorsOf(error.errors, 'shippingAddress', fieldName, translated),
    };
  }
}

/**
 * A registered customer picks one of their saved addresses for billing or shipping (context PATCH). An address the
 * Store API refuses (deleted in another tab, not the customer's, nobody signed in) is a message, the choice as it was.
 */
export async function selectAddress(
  storeApi: RequestStoreApi,
  form: FormData,
  t: Translate,
): Promise<CheckoutActionResult | Redirect> {
  const addressId = textOf(form, 'addressId');
  try {
    if (textOf(form, 'role') === 'billing') await storeApi.client.context.setBillingAddress(addressId);
    else await storeApi.client.context.setShippingAddress(addressId);
    return { redirect: 'checkout' };
  } catch (error) {
    if (isRefusal(error)) {
      return { intent: 'select-address', ok: false, message: t('checkout.address.notSelectable') };
    }
    throw error;
  }
}

/** The Store API's answer about the request (a 4xx, or a missing id the client refused to send), not an outage. */
const isRefusal = (error: unknown) =>
  isStoreApiValidationError(error) || (isStoreApiHttpError(error) && error.status < 500);

/** A new address for a signed-in shopper (registered or guest), saved and chosen for its role. */
export async function saveAddress(
  storeApi: RequestStoreApi,
  form: FormData,
  countries: CountryRules,
  t: Translate,
): Promise<CheckoutActionResult | Redirect> {
  const role = textOf(form, 'role') === 'billing' ? 'billing' : 'shipping';
  const values = addressValuesFrom(form, 'address');
  const errors = checkAddress(role === 'billing' ? { ...values, type: 'home' } : values, countries, t);
  if (hasErrors(errors)) return { intent: 'save-address', role, values, errors };
  try {
    const saved = await storeApi.client.addresses.createAddress({ ...addressPayloadOf(values) });
    if (role === 'billing') await storeApi.client.context.setBillingAddress(saved.id);
    else await storeApi.client.context.setShippingAddress(saved.id);
    return { redirect: 'checkout' };
  } catch (error) {
    if (!isStoreApiHttpError(error) || error.status >= 500) throw error;
    return {
      intent: 'save-address',
      role,
      values,
      errors: addressErrorsOf(
        error.errors,
        'address',
        (field) => t(`address.${field}`),
        (violation) => detailOf(violation, t),
      ),
    };
  }
}

/** Shipping or payment method into the context (spec 5: an id is required, the client says so). */
export async function setMethod(
  storeApi: RequestStoreApi,
  form: FormData,
  kind: 'shipping' | 'payment',
  t: Translate,
): Promise<CheckoutActionResult | Redirect> {
  const id = textOf(form, kind === 'shipping' ? 'shippingMethodId' : 'paymentMethodId');
  try {
    if (kind === 'shipping') await storeApi.client.context.setShippingMethod(id);
    else await storeApi.client.context.setPaymentMethod(id);
    return { redirect: 'checkout' };
  } catch (error) {
    if (isRefusal(error)) {
      const message = kind === 'shipping' ? t('checkout.noShippingMethod') : t('checkout.noPaymentMethod');
      return { intent: `${kind}-method`, ok: false, message };
    }
    throw error;
  }
}

/** Cart errors that name why a code that exists was not taken; any other refusal reads as 'no such code'. */
const REFUSAL_REASONS = new Set(['promotion-not-eligible', 'voucher-card-empty']);
const NOT_FOUND = new Set(['promotion-not-found', 'voucher-card-not-found']);

/**
 * A promotion code or gift card, added to the cart as a line item of its type. Shopware answers 200 with the
 * refusal among the cart's errors (promotion-not-found), so the cart's line items tell whether it was taken.
 */
export async function redeemCode(
  storeApi: RequestStoreApi,
  form: FormData,
  kind: 'promotion' | 'gift-card',
  t: Translate,
): Promise<CheckoutActionResult> {
  const code = textOf(form, 'code');
  const type = kind === 'promotion' ? 'promotion' : 'voucherCard';
  const messages =
    kind === 'promotion'
      ? { added: 'checkout.promotion.added', notFound: 'checkout.promotion.notFound' }
      : { added: 'checkout.giftCard.added', notFound: 'checkout.giftCard.notFound' };
  if (code === '') return { intent: kind, ok: false, message: t(messages.notFound, { code }) };
  try {
    const cart = await storeApi.client.cart.addLineItems([{ type, referencedId: code, id: code }]);
    const taken = (cart.lineItems ?? []).some(
      (item) => item.type === type && item.referencedId?.toUpperCase() === code.toUpperCase(),
    );
    if (taken) return { intent: kind, ok: true, message: t(messages.added, { code }) };
    // A known code the cart does not take yet (a minimum order value) or any more (no balance left) says why. A
    // code that waits stays in the cart with its reason; an unknown code tried after it is still 'not found'.
    const errors = cartErrorsOf(cart);
    const notFound = errors.some((error) => NOT_FOUND.has(error.messageKey));
    const reason = notFound ? undefined : errors.find((error) => REFUSAL_REASONS.has(error.messageKey));
    const message = reason ? t(cartErrorMessageKey(reason)) : t(messages.notFound, { code });
    return { intent: kind, ok: false, message };
  } catch (error) {
    if (isStoreApiHttpError(error) && error.status < 500) {
      return { intent: kind, ok: false, message: t(messages.notFound, { code }) };
    }
    throw error;
  }
}

/**
 * A code's line out of the cart, through cart-core's remove: one that is gone already (a second tab, a double
 * click) is a refusal it answers as data, and the checkout shows the cart as it is, which is what was asked for.
 */
export async function removeCode(storeApi: RequestStoreApi, form: FormData): Promise<Redirect> {
  await cartLinesRemoveDefault({ client: storeApi.client })([textOf(form, 'lineItemId')]);
  return { redirect: 'checkout' };
}

/** Spec 8: the loyalty number check; a 403 (blocked card) and any other failure both mean 'not valid' here. */
export async function savePaybackNumber(
  storeApi: RequestStoreApi,
  form: FormData,
  t: Translate,
): Promise<CheckoutActionResult> {
  const ok = (await storeApi.client.payback.checkPaybackNumber(textOf(form, 'paybackNumber'))) === true;
  return { intent: 'payback', ok, message: t(ok ? 'checkout.payback.saved' : 'checkout.payback.invalid') };
}
