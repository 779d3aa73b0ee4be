import type { Context } from 'hono';
import type { AppEnv, SandboxDeps } from '../http/env.js';
import { isId } from '../ids.js';
import { sendMail } from '../mail/index.js';
import { customerMail } from './customer-mails.js';
import { type CustomerRecord, findRegisteredCustomerByEmail, saveCustomer } from './customer-store.js';
import { UnknownPaymentMethodError } from './errors.js';
import { hashPassword, verifyPassword } from './passwords.js';
import { readProfile } from './profile-input.js';
import { currentCustomer } from './session.js';
import { type Body, Violations } from './violations.js';

async function checkCurrentPassword(
  customer: CustomerRecord,
  body: Body,
  violations: Violations,
): Promise<void> {
  const password = violations.password(body, 'password', { newPassword: false });
  if (password !== undefined && !(await verifyPassword(password, customer.passwordHash))) {
    violations.add('/password', 'VIOLATION::CUSTOMER_PASSWORD_NOT_CORRECT', 'Your password is wrong');
  }
}

/** POST /account/change-profile: names, salutation, title, birthday, account type (ChangeCustomerProfileRoute). */
export function changeProfile(deps: SandboxDeps, c: Context<AppEnv>, body: Body): void {
  const customer = currentCustomer(deps, c.get('shop'), 'guest-or-registered');
  const violations = new Violations();
  const profile = readProfile(deps, body, violations, new Date(deps.now()));
  violations.throwIfAny();
  const now = new Date(deps.now()).toISOString();
  saveCustomer(deps, { ...customer, profile: { ...customer.profile, ...profile } }, now);
}

/**
 * POST /account/change-email (ChangeEmailRoute): the new address twice and the current password. This one says
 * when an address is taken: only a logged-in customer who knows the password gets that far.
 */
export async function changeEmail(deps: SandboxDeps, c: Context<AppEnv>, body: Body): Promise<void> {
  const customer = currentCustomer(deps, c.get('shop'), 'registered');
  const violations = new Violations();
  const email = violations.email(body, 'email');
  if (email !== undefined) violations.equal(body, 'emailConfirmation', 'email');
  await checkCurrentPassword(customer, body, violations);
  const owner = email ? findRegisteredCustomerByEmail(deps, email) : undefined;
  if (email && owner && owner.id !== customer.id) {
    violations.add(
      '/email',
      'VIOLATION::CUSTOMER_EMAIL_NOT_UNIQUE',
      `The email address ${email} is already in use`,
      {
        email,
      },
    );
  }
  violations.throwIfAny();
  if (!email) throw new Error('sandbox changeEmail: validation passed without an email');
  const now = new Date(deps.now()).toISOString();
  deps.db
    .transaction(() => {
      const taken = findRegisteredCustomerByEmail(deps, email);
      if (taken && taken.id !== customer.id) {
        violations.add(
          '/email',
          'VIOLATION::CUSTOMER_EMAIL_NOT_UNIQUE',
          `The email address ${email} is already in use`,
          {
            email,
          },
        );
        violations.throwIfAny();
      }
      saveCustomer(deps, { ...customer, email }, now);
    })
    .immediate();
}

/**
 * POST /account/change-password (ChangePasswordRoute): the current password, the new one twice. Every other
 * context of the customer ends (their tokens start over as guests); this one stays logged in.
 */
export async function changePassword(deps: SandboxDeps, c: Context<AppEnv>, body: Body): Promise<void> {
  const shop = c.get('shop');
  const customer = currentCustomer(deps, shop, 'registered');
  const violations = new Violations();
  await checkCurrentPassword(customer, body, violations);
  const newPassword = violations.password(body, 'newPassword', { newPassword: true });
  if (newPassword !== undefined) violations.equal(body, 'newPasswordConfirm', 'newPassword');
  violations.throwIfAny();
  if (newPassword === undefined)
    throw new Error('sandbox changePassword: validation passed without a password');
  const passwordHash = await hashPassword(newPassword);
  const now = new Date(deps.now()).toISOString();
  deps.db.transaction(() => {
    saveCustomer(deps, { ...customer, passwordHash }, now);
    deps.contexts.endCustomerContexts(customer.id, shop.context.token);
  })();
  sendMail(
    deps,
    customerMail('customer.password.changed', {
      to: customer.email,
      name: customer.profile.firstName,
      languageId: shop.languageId,
      salesChannelId: shop.salesChannel.id,
    }),
  );
}

/**
 * POST /account/change-payment-method/{paymentMethodId}: the customer's payment method of choice, which the
 * context uses at once and every later login picks again. It must be offered in the market.
 */
export function changePaymentMethod(deps: SandboxDeps, c: Context<AppEnv>, paymentMethodId: string): void {
  const shop = c.get('shop');
  const customer = currentCustomer(deps, shop, 'guest-or-registered');
  const method = isId(paymentMethodId) ? deps.entities.get('payment_method', paymentMethodId) : undefined;
  const markets = (method?.doc._marketIsos as string[] | undefined) ?? [];
  if (method?.doc.active !== true || !markets.includes(String(shop.salesChannel.doc._code))) {
    throw new UnknownPaymentMethodError(paymentMethodId.slice(0, 64));
  }
  const now = new Date(deps.now()).toISOString();
  saveCustomer(deps, { ...customer, lastPaymentMethodId: paymentMethodId }, now);
  const context = deps.contexts.save({ ...shop.context, paymentMethodId });
  c.set('shop', { ...shop, context });
}
