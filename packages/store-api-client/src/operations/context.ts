import { z } from 'zod';
import type { Criteria } from '../criteria.js';
import { contextTokenResponseSchema } from '../schemas/common.js';
import { salesChannelContextSchema } from '../schemas/context.js';
import { countryListSchema, languageListSchema, salutationListSchema } from '../schemas/locale.js';
import { paymentMethodListSchema, shippingMethodListSchema } from '../schemas/method.js';
import type { CallOptions, Transport } from '../transport.js';
import { requireId } from '../validation.js';

/** Plugin configuration (spec 3): a key-value map. */
const pluginConfigSchema = z.record(z.string(), z.json());
export type PluginConfig = z.infer<typeof pluginConfigSchema>;

export interface ContextPatch {
  shippingAddressId?: string;
  billingAddressId?: string;
  currencyId?: string;
  languageId?: string;
  countryId?: string;
  countryStateId?: string;
  paymentMethodId?: string;
  shippingMethodId?: string;
}

/** GET /store-api/context */
export async function readContext(transport: Transport, options?: CallOptions) {
  return transport.json({ method: 'get', path: 'context' }, salesChannelContextSchema, options);
}

/** PATCH /store-api/context; the answer may carry a redirectUrl; the new token arrives in the header. */
export async function updateContext(transport: Transport, patch: ContextPatch, options?: CallOptions) {
  return transport.json(
    { method: 'patch', path: 'context', body: patch },
    contextTokenResponseSchema,
    options,
  );
}

/** Spec 5: 'You need to provide shipping method id'. */
export async function setShippingMethod(
  transport: Transport,
  shippingMethodId: string,
  options?: CallOptions,
) {
  return updateContext(
    transport,
    { shippingMethodId: requireId(shippingMethodId, 'shipping method') },
    options,
  );
}

/** Spec 5: 'You need to provide payment method id'. */
export async function setPaymentMethod(transport: Transport, paymentMethodId: string, options?: CallOptions) {
  return updateContext(transport, { paymentMethodId: requireId(paymentMethodId, 'payment method') }, options);
}

/** Spec 5: 'You need to provide currency id'. */
export async function setCurrency(transport: Transport, currencyId: string, options?: CallOptions) {
  return updateContext(transport, { currencyId: requireId(currencyId, 'currency') }, options);
}

/** Spec 5: 'You need to provide address id'. */
export async function setShippingAddress(transport: Transport, addressId: string, options?: CallOptions) {
  return updateContext(transport, { shippingAddressId: requireId(addressId, 'address') }, options);
}

/** Spec 5: 'You need to provide address id'. */
export async function setBillingAddress(transport: Transport, addressId: string, options?: CallOptions) {
  return updateContext(transport, { billingAddressId: requireId(addressId, 'address') }, options);
}

/** Switches the session language; the client also sends it as `sw-language-id` from then on. */
export async function setLanguage(transport: Transport, languageId: string, options?: CallOptions) {
  const result = await updateContext(transport, { languageId: requireId(languageId, 'language') }, options);
  transport.session.languageId = languageId;
  return result;
}

/** GET /store-api/language */
export async function readLanguages(transport: Transport, options?: CallOptions) {
  return (
    await transport.json({ method: 'get', path: 'language', cacheable: true }, languageListSchema, options)
  ).elements;
}

/** POST /store-api/country */
export async function readCountries(transport: Transport, criteria?: Criteria, options?: CallOptions) {
  const call = { method: 'post' as const, path: 'country', body: criteria ?? {}, cacheable: true as const };
  return (await transport.json(call, countryListSchema, options)).elements;
}

/** GET /store-api/salutation */
export async function readSalutations(transport: Transport, options?: CallOptions) {
  return (
    await transport.json(
      { method: 'get', path: 'salutation', cacheable: true },
      salutationListSchema,
      options,
    )
  ).elements;
}

/** GET /store-api/payment-method?onlyAvailable=1 */
export async function readPaymentMethods(
  transport: Transport,
  query?: { onlyAvailable?: boolean },
  options?: CallOptions,
) {
  const searchParams = new URLSearchParams({ onlyAvailable: query?.onlyAvailable === false ? '0' : '1' });
  const call = { method: 'get' as const, path: 'payment-method', searchParams };
  return (await transport.json(call, paymentMethodListSchema, options)).elements;
}

/**
 * POST /store-api/shipping-method?onlyAvailable=1: the methods the shopper's context may use, as the payment
 * methods (a parcel-locker method of one country is not offered in the others); `onlyAvailable: false` lists all.
 */
export async function readShippingMethods(
  transport: Transport,
  criteria?: Criteria,
  options?: CallOptions,
  query?: { onlyAvailable?: boolean },
) {
  const searchParams = new URLSearchParams({ onlyAvailable: query?.onlyAvailable === false ? '0' : '1' });
  const call = { method: 'post' as const, path: 'shipping-method', body: criteria ?? {}, searchParams };
  return (await transport.json(call, shippingMethodListSchema, options)).elements;
}

/** GET /store-api/config?locale={locale} (plugin configuration). */
export async function readConfig(transport: Transport, locale: string, options?: CallOptions) {
  const call = {
    method: 'get' as const,
    path: 'config',
    searchParams: new URLSearchParams({ locale }),
    cacheable: true as const,
  };
  return transport.json(call, pluginConfigSchema, options);
}
