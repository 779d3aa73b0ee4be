import type { Context } from 'hono';
import { statement } from '../db/statements.js';
import type { AppEnv, SandboxDeps } from '../http/env.js';
import { sendMail } from '../mail/index.js';
import { clientIp } from './client-ip.js';
import { customerMail } from './customer-mails.js';
import { findCustomer, findRegisteredCustomerByEmail, saveCustomer } from './customer-store.js';
import { CustomerNotFoundByHashError, RateLimitExceededError, RecoveryHashExpiredError } from './errors.js';
import { hashPassword } from './passwords.js';
import { randomHash } from './random-hash.js';
import { LIMITERS, type RateLimiter } from './rate-limiter.js';
import { readStorefrontUrl } from './registration.js';
import { type Body, emailKey, Violations } from './violations.js';

/** A recovery link works for two hours, as Shopware's ResetPasswordRoute checks (`-2 hours`). */
export const RECOVERY_LIFETIME_MS = 2 * 60 * 60 * 1000;

/**
 * POST /account/recovery-password as Shopware's SendPasswordRecoveryMailRoute: counted per email and client IP
 * (3, then 30, 60, 90 s: 429 FRAMEWORK__RATE_LIMIT_EXCEEDED). The answer is a success whether or not the email
 * has an account; only an account's owner gets a mail, with a new hash that replaces any earlier one.
 */
export function requestRecovery(
  deps: SandboxDeps,
  limiter: RateLimiter,
  c: Context<AppEnv>,
  body: Body,
): void {
  const shop = c.get('shop');
  const violations = new Violations();
  const email = violations.email(body, 'email');
  const storefrontUrl = readStorefrontUrl(shop, body, violations);
  violations.throwIfAny();
  if (!email || storefrontUrl === undefined)
    throw new Error('sandbox requestRecovery: validation passed without its fields');
  const decision = limiter.consume(LIMITERS.resetPassword, `${emailKey(email)}-${clientIp(c)}`);
  if (decision.kind === 'throttled') throw new RateLimitExceededError(decision.waitSeconds);

  const customer = findRegisteredCustomerByEmail(deps, email);
  if (!customer?.active) return;
  const hash = randomHash();
  deps.db.transaction(() => {
    statement(deps.db, 'DELETE FROM customer_recovery WHERE customer_id = ?').run(customer.id);
    statement(deps.db, 'INSERT INTO customer_recovery (hash, customer_id, created_at) VALUES (?, ?, ?)').run(
      hash,
      customer.id,
      deps.now(),
    );
  })();
  sendMail(
    deps,
    customerMail('customer.recovery.request', {
      to: customer.email,
      name: customer.profile.firstName,
      languageId: shop.languageId,
      salesChannelId: shop.salesChannel.id,
      url: `${storefrontUrl}/account/recover/password?hash=${hash}`,
    }),
  );
}

/**
 * POST /account/recovery-password-confirm as Shopware's ResetPasswordRoute: the hash works once (it is deleted
 * with the password change) and for two hours (then 410). The new password ends every context of the customer.
 */
export async function confirmRecovery(deps: SandboxDeps, body: Body): Promise<void> {
  const violations = new Violations();
  const hash = violations.string(body, 'hash', { required: true, max: 64 });
  const newPassword = violations.password(body, 'newPassword', { newPassword: true });
  if (newPassword !== undefined) violations.equal(body, 'newPasswordConfirm', 'newPassword');
  violations.throwIfAny();
  if (!hash || newPassword === undefined)
    throw new Error('sandbox confirmRecovery: validation passed without its fields');
  const recovery = statement(
    deps.db,
    'SELECT customer_id AS customerId, created_at AS createdAt FROM customer_recovery WHERE hash = ?',
  ).get(hash) as { customerId: string; createdAt: number } | undefined;
  const customer = recovery ? findCustomer(deps, recovery.customerId) : undefined;
  if (!recovery || !customer) throw new CustomerNotFoundByHashError();
  if (deps.now() - recovery.createdAt > RECOVERY_LIFETIME_MS) throw new RecoveryHashExpiredError();
  const passwordHash = await hashPassword(newPassword);
  const now = new Date(deps.now()).toISOString();
  const used = deps.db
    .transaction(() => {
      // Deleting the hash first makes two concurrent confirmations of one link change the password once.
      const deleted = statement(deps.db, 'DELETE FROM customer_recovery WHERE hash = ?').run(hash).changes;
      if (deleted === 0) return false;
      const current = findCustomer(deps, customer.id);
      if (current) saveCustomer(deps, { ...current, passwordHash }, now);
      deps.contexts.endCustomerContexts(customer.id, null);
      return true;
    })
    .immediate();
  if (!used) throw new CustomerNotFoundByHashError();
}

/**
 * POST /account/customer-recovery-is-expired: whether a recovery link still works, so the reset page can say so
 * before the shopper types a new password. An unknown or used hash is 404.
 */
export function isRecoveryExpired(deps: SandboxDeps, body: Body): boolean {
  const violations = new Violations();
  const hash = violations.string(body, 'hash', { required: true, max: 64 });
  violations.throwIfAny();
  const createdAt = statement(
    deps.db,
    'SELECT created_at FROM customer_recovery WHERE hash = ?',
    'pluck',
  ).get(hash) as number | undefined;
  if (createdAt === undefined) throw new CustomerNotFoundByHashError();
  return deps.now() - createdAt > RECOVERY_LIFETIME_MS;
}
