import type { Context } from 'hono';
import type { ContextRow } from '../context/store.js';
import type { AppEnv, SandboxDeps } from '../http/env.js';
import { clientIp } from './client-ip.js';
import { findRegisteredCustomerByEmail } from './customer-store.js';
import { BadCredentialsError, CustomerAuthThrottledError, CustomerOptInNotCompletedError } from './errors.js';
import { verifyPassword } from './passwords.js';
import { LIMITERS, type RateLimiter } from './rate-limiter.js';
import { logIntoContext } from './session.js';
import type { Body } from './violations.js';
import { emailKey } from './violations.js';

/**
 * POST /account/login as Shopware's LoginRoute: `username` (or `email`) and `password`. Attempts are counted per
 * email and client IP (10, then a back-off of 10, 30 and 60 s, answered 429 CHECKOUT__CUSTOMER_AUTH_THROTTLED);
 * a success forgets them. An unknown email, a guest account and a wrong password get the same 401, after the
 * same password comparison, so neither the answer nor its timing tells whether the email has an account.
 */
export async function logIn(
  deps: SandboxDeps,
  limiter: RateLimiter,
  c: Context<AppEnv>,
  body: Body,
): Promise<ContextRow> {
  const rawEmail = body.username ?? body.email;
  const password = body.password;
  if (typeof rawEmail !== 'string' || rawEmail.trim() === '' || rawEmail.length > 254)
    throw new BadCredentialsError();
  if (typeof password !== 'string' || password === '' || password.length > 4096)
    throw new BadCredentialsError();
  const key = `${emailKey(rawEmail)}-${clientIp(c)}`;
  const decision = limiter.consume(LIMITERS.login, key);
  if (decision.kind === 'throttled') throw new CustomerAuthThrottledError(decision.waitSeconds);

  const customer = findRegisteredCustomerByEmail(deps, rawEmail);
  const matches = await verifyPassword(password, customer?.passwordHash);
  if (!customer || !matches) throw new BadCredentialsError();
  if (!customer.active) {
    // Only the account's owner (who knows the password) learns that the opt-in is pending.
    if (customer.doubleOptInRegistration && !customer.doubleOptInConfirmedAt)
      throw new CustomerOptInNotCompletedError(customer.id);
    throw new BadCredentialsError();
  }
  limiter.reset(LIMITERS.login, key);
  return logIntoContext(deps, c, customer);
}
