import type { Context, Hono } from 'hono';
import { ConstraintViolationError, currentCustomer } from '../customer/index.js';
import { readJsonObject } from '../http/body.js';
import { readCriteria } from '../http/criteria-input.js';
import type { AppEnv, SandboxDeps } from '../http/env.js';
import { respond } from '../http/respond.js';
import { isId } from '../ids.js';
import { addToWishlist, loadWishlist, mergeWishlist, removeFromWishlist } from '../wishlist/index.js';

/** Shopware merges at most this many ids per request in the sandbox (a guest's local list is far shorter). */
const MAX_MERGE = 100;

function readProductIds(body: Record<string, unknown>): string[] {
  const ids = body.productIds;
  if (!Array.isArray(ids) || ids.length > MAX_MERGE || !ids.every(isId)) {
    throw new ConstraintViolationError([
      {
        pointer: '/productIds',
        code: ids === undefined ? 'VIOLATION::IS_BLANK_ERROR' : 'VIOLATION::INVALID_UUID_ERROR',
        message:
          ids === undefined
            ? 'This value should not be blank.'
            : `This value should be a list of at most ${MAX_MERGE} product ids.`,
      },
    ]);
  }
  return ids;
}

/** The server-side wishlist of registered customers (guests keep theirs locally, spec 4). */
export function registerWishlistRoutes(api: Hono<AppEnv>, deps: SandboxDeps): void {
  const load = async (c: Context<AppEnv>) => {
    const { criteria } = await readCriteria(c);
    const shop = c.get('shop');
    const customer = currentCustomer(deps, shop, 'registered');
    return respond(c, loadWishlist(deps, shop, customer, criteria), criteria);
  };
  api.post('/customer/wishlist', load);
  api.get('/customer/wishlist', load);

  api.post('/customer/wishlist/add/:productId', async (c) => {
    await readJsonObject(c);
    const shop = c.get('shop');
    addToWishlist(deps, shop, currentCustomer(deps, shop, 'registered'), c.req.param('productId'));
    return c.json({ success: true });
  });

  api.delete('/customer/wishlist/delete/:productId', (c) => {
    const shop = c.get('shop');
    removeFromWishlist(deps, shop, currentCustomer(deps, shop, 'registered'), c.req.param('productId'));
    return c.json({ success: true });
  });

  api.post('/customer/wishlist/merge', async (c) => {
    const body = await readJsonObject(c);
    const shop = c.get('shop');
    const customer = currentCustomer(deps, shop, 'registered');
    mergeWishlist(deps, shop, customer, readProductIds(body));
    return c.json({ success: true });
  });
}
