import type { Hono } from 'hono';
import { changeCart, deleteCart, readCart } from '../cart/cart-service.js';
import { readAddItems, readRemoveIds, readUpdateItems } from '../cart/line-item-input.js';
import { addLineItems, removeLineItems, updateLineItems } from '../cart/operations.js';
import type { SandboxDeps } from '../domain/sandbox-deps.js';
import { readJsonObject } from '../http/body.js';
import { cartAnswer } from '../http/cart-answer.js';
import type { AppEnv } from '../http/env.js';
import { parseBracketQuery } from '../http/query.js';
import { respond } from '../http/respond.js';

/** Shopware's cart routes: read, add, update, remove line items, delete the cart. */
export function registerCartRoutes(api: Hono<AppEnv>, deps: SandboxDeps): void {
  api.get('/checkout/cart', (c) => respond(c, cartAnswer(readCart(deps, c.get('shop')))));

  api.delete('/checkout/cart', (c) => {
    deleteCart(deps, c.get('shop'));
    return c.body(null, 204);
  });

  api.post('/checkout/cart/line-item', async (c) => {
    const adds = readAddItems(await readJsonObject(c));
    return respond(
      c,
      cartAnswer(changeCart(deps, c.get('shop'), (items, lookups) => addLineItems(items, adds, lookups))),
    );
  });

  api.patch('/checkout/cart/line-item', async (c) => {
    const updates = readUpdateItems(await readJsonObject(c));
    return respond(
      c,
      cartAnswer(
        changeCart(deps, c.get('shop'), (items, lookups) => updateLineItems(items, updates, lookups)),
      ),
    );
  });

  // Deprecated in Shopware 6.7 in favour of POST .../delete, still served: the shop's client uses it (spec 7.1).
  api.delete('/checkout/cart/line-item', (c) => {
    const ids = readRemoveIds(parseBracketQuery(new URL(c.req.url).searchParams).ids);
    return respond(
      c,
      cartAnswer(changeCart(deps, c.get('shop'), (items, lookups) => removeLineItems(items, ids, lookups))),
    );
  });

  api.post('/checkout/cart/line-item/delete', async (c) => {
    const ids = readRemoveIds((await readJsonObject(c)).ids);
    return respond(
      c,
      cartAnswer(changeCart(deps, c.get('shop'), (items, lookups) => removeLineItems(items, ids, lookups))),
    );
  });
}
