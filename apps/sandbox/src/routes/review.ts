import type { Hono } from 'hono';
import { currentCustomer } from '../customer/index.js';
import { readJsonObject } from '../http/body.js';
import type { AppEnv, SandboxDeps } from '../http/env.js';
import { saveReview } from '../review/index.js';

/** Writing a product review (reading them is the catalogue's /product/{id}/reviews). */
export function registerReviewRoutes(api: Hono<AppEnv>, deps: SandboxDeps): void {
  api.post('/product/:productId/review', async (c) => {
    const body = await readJsonObject(c);
    const shop = c.get('shop');
    const customer = currentCustomer(deps, shop, 'registered');
    saveReview(deps, shop, customer, c.req.param('productId'), body);
    return c.body(null, 204);
  });
}
