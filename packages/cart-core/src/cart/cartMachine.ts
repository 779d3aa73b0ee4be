import type { Cart, CartError } from '@beautyshop/store-api-client';
import type { CartResult } from '../cartResult.js';
import type { CartChange } from './cartChange.js';

/**
 * The cart's named states: `idle` (nothing in flight), `loading` (the first read), `updating` (a change is in
 * flight), `failed` (the last read or change failed; the cart shown is the last the server confirmed).
 */
export type CartStatus = 'idle' | 'loading' | 'updating' | 'failed';

/** A change waiting or in flight, numbered in the order the shopper asked for it. */
export interface PendingChange {
  seq: number;
  change: CartChange;
}

export interface CartState {
  status: CartStatus;
  /** The cart as the server last answered (spec 4: any change replaces it); undefined before the first answer. */
  cart: Cart | undefined;
  /** Changes in order: the first is in flight while `status` is `updating`, the rest wait for it. */
  pending: readonly PendingChange[];
  /** Errors collected from the answers and not yet consumed (spec 4: consumed once). */
  errors: readonly CartError[];
  /** The change that was last refused or could not reach the server, for the shopper's message. */
  failure: { change: CartChange | undefined; error: unknown } | undefined;
  /** The next change number. */
  nextSeq: number;
}

export type CartEvent =
  | { type: 'load' }
  | { type: 'loaded'; result: CartResult }
  | { type: 'loadFailed'; error: unknown }
  | { type: 'change'; change: CartChange }
  | { type: 'changed'; seq: number; result: CartResult }
  | { type: 'changeFailed'; seq: number; error: unknown }
  | { type: 'errorsConsumed' }
  /** The page already has the cart (server rendered): take it without a request. */
  | { type: 'hydrate'; cart: Cart };

export const initialCartState: CartState = {
  status: 'idle',
  cart: undefined,
  pending: [],
  errors: [],
  failure: undefined,
  nextSeq: 1,
};

function afterWrite(pending: readonly PendingChange[]): CartStatus {
  return pending.length > 0 ? 'updating' : 'idle';
}

/**
 * The pure transition of the cart machine. The change in flight is always `pending[0]`; a store sends it, and the
 * next only after its answer, so at most one write per context is in flight and none is lost or reordered.
 */
export function cartTransition(state: CartState, event: CartEvent): CartState {
  switch (event.type) {
    case 'load':
      // A read while a change is in flight would be overtaken by the change's answer anyway.
      return state.pending.length > 0 ? state : { ...state, status: 'loading', failure: undefined };
    case 'loaded':
      if (state.pending.length > 0) return state;
      return {
        ...state,
        status: 'idle',
        cart: event.result.cart,
        errors: [...state.errors, ...event.result.errors],
      };
    case 'loadFailed':
      if (state.pending.length > 0) return state;
      return { ...state, status: 'failed', failure: { change: undefined, error: event.error } };
    case 'hydrate':
      return state.cart === undefined && state.pending.length === 0 ? { ...state, cart: event.cart } : state;
    case 'change': {
      const pending = [...state.pending, { seq: state.nextSeq, change: event.change }];
      return { ...state, status: 'updating', pending, nextSeq: state.nextSeq + 1, failure: undefined };
    }
    case 'changed': {
      if (state.pending[0]?.seq !== event.seq) return state;
      const pending = state.pending.slice(1);
      // Spec 4: the answer replaces the cart; the last answer wins because answers arrive in order.
      return {
        ...state,
        status: afterWrite(pending),
        cart: event.result.cart,
        pending,
        errors: [...state.errors, ...event.result.errors],
      };
    }
    case 'changeFailed': {
      const failed = state.pending[0];
      if (failed?.seq !== event.seq) return state;
      const pending = state.pending.slice(1);
      // The optimistic quantity of the failed change disappears with it: the shopper sees the confirmed cart.
      return {
        ...state,
        status: pending.length > 0 ? 'updating' : 'failed',
        pending,
        failure: { change: failed.change, error: event.error },
      };
    }
    case 'errorsConsumed':
      return state.errors.length === 0 ? state : { ...state, errors: [] };
  }
}

/** The change the store must send now, if one is waiting and none is in flight. */
export function changeInFlight(state: CartState): PendingChange | undefined {
  return state.status === 'updating' ? state.pending[0] : undefined;
}
