import type { Hono } from 'hono';
import type { SandboxDeps } from '../domain/sandbox-deps.js';
import { readJsonObject } from '../http/body.js';
import type { AppEnv } from '../http/env.js';
import { respond } from '../http/respond.js';
import { loadOrderForAnswer, placeOrder, readPlaceOrderInput } from '../order/index.js';

/** Shopware's CartOrderRoute: `POST /checkout/order` turns the caller's cart into an order, exactly once. */
export function registerCheckoutOrderRoute(api: Hono<AppEnv>, deps: SandboxDeps): void {
  api.post('/checkout/order', async (c) => {
    const input = readPlaceOrderInput(await readJsonObject(c));
    const shop = c.get('shop');
    const orderId = placeOrder(deps, shop, input);
    return respond(c, loadOrderForAnswer(deps, shop, orderId));
  });
}
