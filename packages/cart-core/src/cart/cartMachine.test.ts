import { describe, expect, it } from 'vitest';
import { cartError, cartWith, productLine } from '../test/cartFixture.js';
import { type CartState, cartTransition, changeInFlight, initialCartState } from './cartMachine.js';
import { displayedLineItems, displayedProductCount } from './optimisticCart.js';

const run = (state: CartState, ...events: Parameters<typeof cartTransition>[1][]) =>
  events.reduce(cartTransition, state);

describe('cart machine (spec 4)', () => {
  it('starts idle with no cart, moves to loading on load and back to idle with the answer', () => {
    expect(initialCartState.status).toBe('idle');
    const loading = cartTransition(initialCartState, { type: 'load' });
    expect(loading.status).toBe('loading');
    const cart = cartWith([productLine('a', 1)]);
    const loaded = cartTransition(loading, { type: 'loaded', result: { cart, errors: [] } });
    expect(loaded).toMatchObject({ status: 'idle', cart });
  });

  it('any change replaces the cart with the server’s answer', () => {
    const before = cartWith([productLine('a', 1)]);
    const answer = cartWith([productLine('a', 1), productLine('b', 2)]);
    const state = run(
      { ...initialCartState, cart: before },
      { type: 'change', change: { type: 'add', lines: [{ productId: 'b', quantity: 2 }] } },
      { type: 'changed', seq: 1, result: { cart: answer, errors: [] } },
    );
    expect(state.cart).toBe(answer);
    expect(state.status).toBe('idle');
  });

  it('a later change waits for the earlier one: only the first pending change is in flight', () => {
    const state = run(
      initialCartState,
      { type: 'change', change: { type: 'add', lines: [{ productId: 'a' }] } },
      { type: 'change', change: { type: 'add', lines: [{ productId: 'b' }] } },
    );
    expect(state.status).toBe('updating');
    expect(changeInFlight(state)?.seq).toBe(1);
    expect(state.pending.map((pending) => pending.seq)).toEqual([1, 2]);
  });

  it('an answer to a change that is not in flight is ignored (nothing reordered)', () => {
    const state = run(
      initialCartState,
      { type: 'change', change: { type: 'remove', lineId: 'a' } },
      { type: 'changed', seq: 7, result: { cart: cartWith([]), errors: [] } },
    );
    expect(state.cart).toBeUndefined();
    expect(state.pending).toHaveLength(1);
  });

  it('shows optimistic quantities at once and rolls them back when the change fails', () => {
    const cart = cartWith([productLine('a', 1), productLine('b', 1)]);
    const optimistic = run(
      { ...initialCartState, cart },
      { type: 'change', change: { type: 'update', lineId: 'a', quantity: 5 } },
      { type: 'change', change: { type: 'remove', lineId: 'b' } },
    );
    expect(displayedLineItems(optimistic).map((item) => [item.id, item.quantity, item.optimistic])).toEqual([
      ['a', 5, true],
    ]);
    expect(displayedProductCount(optimistic)).toBe(5);
    const failed = run(optimistic, { type: 'changeFailed', seq: 1, error: new Error('offline') });
    expect(displayedLineItems(failed).map((item) => [item.id, item.quantity])).toEqual([['a', 1]]);
    const bothFailed = run(failed, { type: 'changeFailed', seq: 2, error: new Error('offline') });
    expect(bothFailed.status).toBe('failed');
    expect(displayedLineItems(bothFailed).map((item) => [item.id, item.quantity])).toEqual([
      ['a', 1],
      ['b', 1],
    ]);
    expect(bothFailed.failure?.change).toEqual({ type: 'remove', lineId: 'b' });
  });

  it('counts products being added in the header badge before the answer', () => {
    const state = run(initialCartState, {
      type: 'change',
      change: { type: 'add', lines: [{ productId: 'a', quantity: 2 }, { productId: 'b' }] },
    });
    expect(displayedProductCount(state)).toBe(3);
  });

  it('cart errors from responses are collected and consumed once', () => {
    const outOfStock = cartError('product-out-of-stock', 'product-out-of-stockx');
    const notFound = cartError('promotion-not-found');
    const state = run(
      initialCartState,
      { type: 'load' },
      { type: 'loaded', result: { cart: cartWith([]), errors: [outOfStock] } },
      { type: 'change', change: { type: 'addPromotionCode', code: 'NOPE' } },
      { type: 'changed', seq: 1, result: { cart: cartWith([]), errors: [notFound] } },
    );
    expect(state.errors).toEqual([outOfStock, notFound]);
    const consumed = cartTransition(state, { type: 'errorsConsumed' });
    expect(consumed.errors).toEqual([]);
    expect(cartTransition(consumed, { type: 'errorsConsumed' })).toBe(consumed);
  });

  it('a read does not overtake a change in flight', () => {
    const state = run(initialCartState, { type: 'change', change: { type: 'remove', lineId: 'a' } });
    expect(cartTransition(state, { type: 'load' })).toBe(state);
    expect(cartTransition(state, { type: 'loaded', result: { cart: cartWith([]), errors: [] } })).toBe(state);
  });

  it('a failed first read moves to failed, and a new load leaves it', () => {
    const failed = run(initialCartState, { type: 'load' }, { type: 'loadFailed', error: new Error('down') });
    expect(failed.status).toBe('failed');
    expect(cartTransition(failed, { type: 'load' }).status).toBe('loading');
  });

  it('takes the server-rendered cart without a request', () => {
    const cart = cartWith([productLine('a', 1)]);
    expect(cartTransition(initialCartState, { type: 'hydrate', cart }).cart).toBe(cart);
  });
});
