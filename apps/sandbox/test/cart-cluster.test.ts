import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CallInit, type SandboxProcess, startSandboxProcess } from './cluster-process.js';

let sandbox: SandboxProcess;

beforeAll(async () => {
  sandbox = await startSandboxProcess('cart-cluster', 80);
}, 60_000);
afterAll(() => sandbox?.stop());

const call = (path: string, init?: CallInit) => sandbox.call(path, init);

describe('writes to one cart across the worker processes', () => {
  it('leaves 20 line items after 20 parallel adds of 20 different products, each answer a whole cart', async () => {
    const { token } = await call('/context');
    const found = await call('/product', {
      method: 'POST',
      token,
      body: {
        limit: 20,
        filter: [
          { type: 'equals', field: 'childCount', value: 0 },
          { type: 'equals', field: 'isCloseout', value: false },
        ],
      },
    });
    const ids = (found.json.elements as { id: string }[]).map((element) => element.id);
    expect(ids).toHaveLength(20);
    const answers = await Promise.all(
      ids.map((id) =>
        call('/checkout/cart/line-item', {
          method: 'POST',
          token,
          body: { items: [{ id, referencedId: id, type: 'product', quantity: 1 }] },
        }),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(20).fill(200));
    const sizes = answers.map((answer) => (answer.json.lineItems as unknown[]).length).sort((a, b) => a - b);
    expect(sizes).toEqual(Array.from({ length: 20 }, (_, index) => index + 1));
    const cart = await call('/checkout/cart', { token });
    expect(new Set((cart.json.lineItems as { id: string }[]).map((lineItem) => lineItem.id))).toEqual(
      new Set(ids),
    );
    const db = new Database(sandbox.dbFile, { readonly: true });
    try {
      expect(db.prepare('SELECT version FROM cart WHERE token = ?').pluck().get(token)).toBe(20);
    } finally {
      db.close();
    }
  }, 60_000);
});
