import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registration } from './account-helpers.js';
import { type CallInit, type SandboxProcess, startSandboxProcess } from './cluster-process.js';

type Json = Record<string, unknown>;

let sandbox: SandboxProcess;

beforeAll(async () => {
  sandbox = await startSandboxProcess('cluster-topseller', 200);
}, 120_000);
afterAll(() => sandbox?.stop());

const call = (path: string, init?: CallInit) => sandbox.call(path, init);

interface Listed {
  id: string;
  sales: number;
  childCount: number;
  isCloseout: boolean;
  calculatedMaxPurchase: number;
}

/** The topseller page of the market's whole catalogue, as the next worker answers it (cached JSON and index). */
async function topsellers(categoryId: string): Promise<Listed[]> {
  const answer = await call(`/product-listing/${categoryId}`, {
    method: 'POST',
    body: { order: 'topseller', limit: 100 },
  });
  expect(answer.status).toBe(200);
  return answer.json.elements as Listed[];
}

describe('the topseller sorting across the worker processes', () => {
  it('a product ordered through one worker climbs in the topseller listing of every worker, with its new sales', async () => {
    const context = await call('/context');
    const categoryId = String((context.json.salesChannel as Json).navigationCategoryId);
    // Both workers render the page and keep its products' JSON before the order.
    const before = await topsellers(categoryId);
    expect(await topsellers(categoryId)).toEqual(before);

    // A product one order can lift above the product before it.
    const at = before.findIndex(
      (product, index) =>
        index > 0 &&
        product.childCount === 0 &&
        !product.isCloseout &&
        (before[index - 1]?.sales ?? 0) - product.sales + 1 <= product.calculatedMaxPurchase,
    );
    expect(at).toBeGreaterThan(0);
    const climber = before[at] as Listed;
    const quantity = (before[at - 1]?.sales ?? 0) - climber.sales + 1;

    const countries = await call('/country');
    const germany = (countries.json.elements as { id: string; iso: string }[]).find((c) => c.iso === 'DE');
    const registered = await call('/account/register', {
      method: 'POST',
      body: registration('topseller-cluster@example.com', String(germany?.id)),
    });
    expect(registered.status).toBe(200);
    const token = registered.token;
    const added = await call('/checkout/cart/line-item', {
      method: 'POST',
      token,
      body: { items: [{ id: climber.id, referencedId: climber.id, type: 'product', quantity }] },
    });
    expect(added.status).toBe(200);
    expect((await call('/checkout/order', { method: 'POST', token, body: {} })).status).toBe(200);

    // New connections alternate between the two workers: each answers the new order.
    for (let round = 0; round < 4; round += 1) {
      const after = await topsellers(categoryId);
      const position = after.findIndex((product) => product.id === climber.id);
      expect(position).toBe(at - 1);
      expect(after[position]?.sales).toBe(climber.sales + quantity);
      expect(after[at]?.id).toBe(before[at - 1]?.id);
    }
  }, 60_000);
});
