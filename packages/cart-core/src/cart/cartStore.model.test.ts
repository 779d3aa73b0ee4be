import type { Cart, CartError, LineItem } from '@beautyshop/store-api-client';
import { describe, expect, it } from 'vitest';
import { cartWith, productLine } from '../test/cartFixture.js';
import type { CartChange } from './cartChange.js';
import { type CartTransport, createCartStore } from './cartStore.js';
import { displayedLineItems } from './optimisticCart.js';

/** A deterministic random source, so a failing sequence can be replayed from its seed. */
function prng(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

/**
 * A reference server for one context: a cart as an ordered list of lines, the rules of Shopware's cart routes that
 * matter here (an add of a known line raises its quantity, an update sets it, a remove drops it), answers after a
 * random delay and sometimes a network failure. It counts how many writes it has in flight at once.
 */
function referenceServer(random: () => number) {
  const lines: LineItem[] = [];
  let inFlight = 0;
  let maxInFlight = 0;
  const applied: CartChange[] = [];
  const answer = (errors: CartError[] = []): Cart => cartWith(structuredClone(lines), errors);
  const transport: CartTransport = {
    read: async () => ({ cart: answer(), errors: [] }),
    async write(change) {
      inFlight += 1;
      maxInFlight = Math.max(maxInFlight, inFlight);
      await new Promise((resolve) => setTimeout(resolve, Math.floor(random() * 3)));
      inFlight -= 1;
      if (random() < 0.15) throw new Error('network error');
      applied.push(change);
      if (change.type === 'add') {
        for (const line of change.lines) {
          const existing = lines.find((item) => item.id === line.productId);
          if (existing) existing.quantity = (existing.quantity ?? 0) + Number(line.quantity ?? 1);
          else lines.push(productLine(line.productId, Number(line.quantity ?? 1)));
        }
      } else if (change.type === 'update') {
        const existing = lines.find((item) => item.id === change.lineId);
        if (existing) existing.quantity = change.quantity;
      } else if (change.type === 'remove') {
        const index = lines.findIndex((item) => item.id === change.lineId);
        if (index !== -1) lines.splice(index, 1);
      }
      return { cart: answer(), errors: [] };
    },
  };
  return { transport, lines, applied, maxInFlight: () => maxInFlight };
}

function randomChange(random: () => number): CartChange {
  const productId = `p${Math.floor(random() * 6)}`;
  const roll = random();
  if (roll < 0.5) return { type: 'add', lines: [{ productId, quantity: 1 + Math.floor(random() * 3) }] };
  if (roll < 0.8) return { type: 'update', lineId: productId, quantity: 1 + Math.floor(random() * 5) };
  return { type: 'remove', lineId: productId };
}

/** The cart a server reaches applying the given changes in order: what the shopper must end up with. */
function expectedLines(changes: readonly CartChange[]): [string, number][] {
  const lines: [string, number][] = [];
  for (const change of changes) {
    if (change.type === 'add') {
      for (const line of change.lines) {
        const existing = lines.find(([id]) => id === line.productId);
        if (existing) existing[1] += Number(line.quantity ?? 1);
        else lines.push([line.productId, Number(line.quantity ?? 1)]);
      }
    } else if (change.type === 'update') {
      const existing = lines.find(([id]) => id === change.lineId);
      if (existing) existing[1] = change.quantity;
    } else if (change.type === 'remove') {
      const index = lines.findIndex(([id]) => id === change.lineId);
      if (index !== -1) lines.splice(index, 1);
    }
  }
  return lines;
}

describe('cart store, random event sequences (model-style)', () => {
  it.each(Array.from({ length: 40 }, (_, seed) => seed + 1))(
    'seed %i: at most one write in flight per context, nothing lost or reordered, the last answer shown',
    async (seed) => {
      const random = prng(seed);
      const server = referenceServer(random);
      const store = createCartStore({ transport: server.transport });
      const changes = Array.from({ length: 5 + Math.floor(random() * 20) }, () => randomChange(random));
      const outcomes = [];
      // The shopper clicks faster than the server answers: every change is asked for before the first answer.
      for (const change of changes) {
        outcomes.push(store.change(change));
        // Invariant at every step: exactly one change in flight while any is pending.
        const state = store.getState();
        expect(state.status).toBe('updating');
      }
      const settled = await Promise.all(outcomes);

      expect(server.maxInFlight()).toBe(1);
      // The server applied exactly the changes that did not fail, in the order they were asked for.
      const succeeded = changes.filter((_, index) => settled[index]?.status === 'changed');
      expect(server.applied).toEqual(succeeded);
      // No lost item: the shopper's cart is the server's, which is the ordered application of the changes.
      const shown = displayedLineItems(store.getState()).map((item): [string, number] => [
        item.id,
        item.quantity ?? 0,
      ]);
      expect(shown).toEqual(expectedLines(succeeded));
      expect(store.getState().pending).toEqual([]);
      expect(['idle', 'failed']).toContain(store.getState().status);
    },
  );

  it('three quick adds arrive in the order they were made', async () => {
    const server = referenceServer(prng(99));
    const store = createCartStore({
      transport: {
        ...server.transport,
        write: (change) => server.transport.write(change).catch(() => server.transport.write(change)),
      },
    });
    await Promise.all(
      ['a', 'b', 'c'].map((productId) => store.change({ type: 'add', lines: [{ productId }] })),
    );
    expect(store.getState().cart?.lineItems?.map((item) => item.id)).toEqual(['a', 'b', 'c']);
  });
});
