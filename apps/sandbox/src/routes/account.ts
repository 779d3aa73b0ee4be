import type { Context, Hono } from 'hono';
import {
  changeEmail,
  changePassword,
  changePaymentMethod,
  changeProfile,
  deleteAccount,
} from '../customer/account-changes.js';
import { logIn } from '../customer/authentication.js';
import { imitateCustomer } from '../customer/imitation.js';
import { confirmRecovery, isRecoveryExpired, requestRecovery } from '../customer/recovery.js';
import { confirmRegistration, registerCustomer } from '../customer/registration.js';
import { renderCustomer } from '../customer/render-customer.js';
import { contextTokenResponse, currentCustomer, logOutOfContext } from '../customer/session.js';
import { redeemSocialLoginCode, SOCIAL_PROVIDER } from '../customer/social-login.js';
import { readJsonObject } from '../http/body.js';
import { readCriteria } from '../http/criteria-input.js';
import type { AppEnv, SandboxDeps } from '../http/env.js';
import { respond } from '../http/respond.js';

const success = { success: true };

/** The account routes of Shopware's Store API (registration, sessions, profile, password recovery). */
export function registerAccountRoutes(api: Hono<AppEnv>, deps: SandboxDeps): void {
  api.post('/account/register', async (c) => {
    const outcome = await registerCustomer(deps, c, await readJsonObject(c));
    const shop = c.get('shop');
    return respond(c, renderCustomer(deps, shop, outcome.customer, outcome.context, outcome.addresses));
  });

  api.post('/account/register-confirm', async (c) => {
    const customer = confirmRegistration(deps, c, await readJsonObject(c));
    const shop = c.get('shop');
    return respond(c, renderCustomer(deps, shop, customer, shop.context));
  });

  api.post('/account/login', async (c) => {
    const context = await logIn(deps, deps.rateLimiter, c, await readJsonObject(c));
    return c.json(contextTokenResponse(context));
  });

  api.post('/account/login/imitate-customer', async (c) => {
    const context = imitateCustomer(deps, c, await readJsonObject(c));
    return c.json(contextTokenResponse(context));
  });

  api.post(`/account/social-login/${SOCIAL_PROVIDER}/return`, async (c) => {
    const context = redeemSocialLoginCode(deps, c, await readJsonObject(c));
    return c.json(contextTokenResponse(context));
  });

  api.post('/account/logout', (c) => {
    currentCustomer(deps, c.get('shop'), 'guest-or-registered');
    return c.json(contextTokenResponse(logOutOfContext(deps, c)));
  });

  const customer = async (c: Context<AppEnv>) => {
    const { criteria } = await readCriteria(c);
    const shop = c.get('shop');
    const record = currentCustomer(deps, shop, 'guest-or-registered');
    return respond(c, renderCustomer(deps, shop, record, shop.context), criteria);
  };
  api.post('/account/customer', customer);
  api.get('/account/customer', customer);

  api.delete('/account/customer', (c) => {
    deleteAccount(deps, c);
    return c.body(null, 204);
  });

  api.post('/account/change-profile', async (c) => {
    changeProfile(deps, c, await readJsonObject(c));
    return c.json(success);
  });

  api.post('/account/change-email', async (c) => {
    await changeEmail(deps, c, await readJsonObject(c));
    return c.json(success);
  });

  api.post('/account/change-password', async (c) => {
    await changePassword(deps, c, await readJsonObject(c));
    return c.json(success);
  });

  api.post('/account/change-payment-method/:paymentMethodId', async (c) => {
    await readJsonObject(c);
    changePaymentMethod(deps, c, c.req.param('paymentMethodId'));
    return c.json(success);
  });

  api.post('/account/recovery-password', async (c) => {
    requestRecovery(deps, deps.rateLimiter, c, await readJsonObject(c));
    return c.json(success);
  });

  api.post('/account/customer-recovery-is-expired', async (c) => {
    const isExpired = isRecoveryExpired(deps, await readJsonObject(c));
    return c.json({ isExpired, apiAlias: 'array_struct' });
  });

  api.post('/account/recovery-password-confirm', async (c) => {
    await confirmRecovery(deps, await readJsonObject(c));
    return c.json(success);
  });
}
