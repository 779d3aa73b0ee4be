import type { Hono } from 'hono';
import { currentCustomer } from '../customer/index.js';
import { Violations } from '../customer/violations.js';
import { readJsonObject } from '../http/body.js';
import { readCriteria } from '../http/criteria-input.js';
import type { AppEnv, SandboxDeps } from '../http/env.js';
import { confirm, recipientStatus, subscribe, unsubscribe } from '../newsletter/index.js';

/** Newsletter subscriptions per market, with double opt-in by mail. */
export function registerNewsletterRoutes(api: Hono<AppEnv>, deps: SandboxDeps): void {
  api.post('/newsletter/subscribe', async (c) => {
    const status = subscribe(deps, c, await readJsonObject(c));
    return c.json({ success: true, status });
  });

  api.post('/newsletter/confirm', async (c) => {
    confirm(deps, c.get('shop'), await readJsonObject(c));
    return c.json({ success: true });
  });

  api.post('/newsletter/unsubscribe', async (c) => {
    const body = await readJsonObject(c);
    const violations = new Violations();
    const email = violations.email(body, 'email');
    violations.throwIfAny();
    if (email) unsubscribe(deps, c.get('shop'), email);
    return c.json({ success: true });
  });

  api.post('/account/newsletter-recipient', async (c) => {
    await readCriteria(c);
    const shop = c.get('shop');
    const customer = currentCustomer(deps, shop, 'registered');
    return c.json({
      status: recipientStatus(deps, shop, customer.email),
      apiAlias: 'account_newsletter_recipient',
    });
  });
}
