import type { Hono } from 'hono';
import { readContextSwitch } from '../context/context-patch.js';
import { renderSalesChannelContext } from '../context/sales-channel-context.js';
import type { SandboxDeps } from '../domain/sandbox-deps.js';
import { readJsonObject } from '../http/body.js';
import type { AppEnv } from '../http/env.js';

export function registerContextRoutes(api: Hono<AppEnv>, deps: SandboxDeps): void {
  api.get('/context', (c) => c.json(renderSalesChannelContext(deps, c.get('shop'))));

  api.patch('/context', async (c) => {
    const shop = c.get('shop');
    const change = readContextSwitch(deps, shop, await readJsonObject(c));
    let next = deps.contexts.update(shop.context, change.patch);
    if (change.addresses.billingAddressId || change.addresses.shippingAddressId)
      next = deps.contexts.updateAddresses(next, change.addresses);
    c.set('shop', { ...shop, context: next });
    return c.json({ contextToken: next.token, apiAlias: 'array_struct' });
  });
}
