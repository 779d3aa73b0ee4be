import { z } from 'zod';
import type { Criteria } from '../criteria.js';
import { isStoreApiHttpError } from '../errors/typeGuards.js';
import { contextTokenResponseSchema } from '../schemas/common.js';
import { type Customer, customerSchema } from '../schemas/customer.js';
import type { CallOptions, Transport } from '../transport.js';
import { requireId, requireText } from '../validation.js';

type Fields = Record<string, unknown>;

export interface RegisterInput extends Fields {
  email: string;
  password?: string;
  firstName: string;
  lastName: string;
  salutationId?: string;
  storefrontUrl?: string;
  billingAddress: Fields;
  acceptedDataProtection?: boolean;
  guest?: boolean;
}

/** POST /store-api/account/register; `storefrontUrl` defaults to the endpoint. */
export async function register(transport: Transport, input: RegisterInput, options?: CallOptions) {
  const body = { storefrontUrl: transport.config.endpoint, ...input };
  return transport.json({ method: 'post', path: 'account/register', body }, customerSchema, options);
}

/** POST /store-api/account/login; the new context token is stored and reported through the hook. */
export async function login(
  transport: Transport,
  credentials: { username: string; password: string },
  options?: CallOptions,
) {
  return transport.json(
    { method: 'post', path: 'account/login', body: credentials },
    contextTokenResponseSchema,
    options,
  );
}

/** POST /store-api/account/logout */
export async function logout(transport: Transport, options?: CallOptions) {
  return transport.json(
    { method: 'post', path: 'account/logout', body: {} },
    contextTokenResponseSchema,
    options,
  );
}

/** POST /store-api/account/customer. Spec 6 and 8: a 403 means not logged in and gives null. */
export async function readCustomer(
  transport: Transport,
  criteria?: Criteria,
  options?: CallOptions,
): Promise<Customer | null> {
  try {
    return await transport.json(
      { method: 'post', path: 'account/customer', body: criteria ?? {} },
      customerSchema,
      options,
    );
  } catch (error) {
    if (isStoreApiHttpError(error) && error.status === 403) return null;
    throw error;
  }
}

/** POST /store-api/account/change-profile */
export async function changeProfile(
  transport: Transport,
  profile: Fields,
  options?: CallOptions,
): Promise<void> {
  return transport.empty({ method: 'post', path: 'account/change-profile', body: profile }, options);
}

/** POST /store-api/account/change-email */
export async function changeEmail(
  transport: Transport,
  input: { email: string; emailConfirmation: string; password: string },
  options?: CallOptions,
): Promise<void> {
  return transport.empty({ method: 'post', path: 'account/change-email', body: input }, options);
}

/** POST /store-api/account/change-password */
export async function changePassword(
  transport: Transport,
  input: { password: string; newPassword: string; newPasswordConfirm: string },
  options?: CallOptions,
): Promise<void> {
  return transport.empty({ method: 'post', path: 'account/change-password', body: input }, options);
}

/** POST /store-api/account/recovery-password. Spec 5: the storefront URL defaults to the API endpoint. */
export async function requestPasswordRecovery(
  transport: Transport,
  input: { email: string; storefrontUrl?: string },
  options?: CallOptions,
): Promise<void> {
  const body = { email: input.email, storefrontUrl: input.storefrontUrl ?? transport.config.endpoint };
  return transport.empty({ method: 'post', path: 'account/recovery-password', body }, options);
}

/** POST /store-api/account/recovery-password-confirm (spec 5: newPassword and newPasswordConfirm). */
export async function confirmPasswordRecovery(
  transport: Transport,
  input: { hash: string; newPassword: string; newPasswordConfirm: string },
  options?: CallOptions,
): Promise<void> {
  requireText(input.hash, 'You need to provide recovery hash');
  return transport.empty({ method: 'post', path: 'account/recovery-password-confirm', body: input }, options);
}

/** POST /store-api/account/change-payment-method/{id} (the customer's default payment method). */
export async function changeDefaultPaymentMethod(
  transport: Transport,
  paymentMethodId: string,
  options?: CallOptions,
): Promise<void> {
  const id = requireId(paymentMethodId, 'payment method');
  return transport.empty(
    { method: 'post', path: `account/change-payment-method/${encodeURIComponent(id)}`, body: {} },
    options,
  );
}

/** POST /store-api/account/register-confirm: the double opt-in mail's `hash` and `em`; answers a new session. */
export async function confirmRegistration(
  transport: Transport,
  input: { hash: string; em: string },
  options?: CallOptions,
) {
  requireText(input.hash, 'You need to provide registration hash');
  return transport.json(
    { method: 'post', path: 'account/register-confirm', body: input },
    customerSchema,
    options,
  );
}

/** POST /store-api/account/login/imitate-customer: a staff token logs its holder in as the customer. */
export async function imitateCustomer(
  transport: Transport,
  input: { token: string; customerId: string; userId: string },
  options?: CallOptions,
) {
  return transport.json(
    { method: 'post', path: 'account/login/imitate-customer', body: input },
    contextTokenResponseSchema,
    options,
  );
}

/** POST /store-api/account/social-login/{provider}/return: the provider's one-time `code` logs its account in. */
export async function socialLoginReturn(
  transport: Transport,
  input: { provider: string; code: string },
  options?: CallOptions,
) {
  const path = `account/social-login/${encodeURIComponent(requireText(input.provider, 'You need to provide provider'))}/return`;
  return transport.json(
    { method: 'post', path, body: { code: input.code } },
    contextTokenResponseSchema,
    options,
  );
}

const recoveryExpirySchema = z.object({ isExpired: z.boolean() });

/** POST /store-api/account/customer-recovery-is-expired: whether a recovery hash is past its lifetime. */
export async function isRecoveryHashExpired(
  transport: Transport,
  hash: string,
  options?: CallOptions,
): Promise<boolean> {
  const call = { method: 'post' as const, path: 'account/customer-recovery-is-expired', body: { hash } };
  return (await transport.json(call, recoveryExpirySchema, options)).isExpired;
}
