import type { Cart, CartError } from '@beautyshop/store-api-client';
import type { CartResult } from '../cartResult.js';
import { createStateHolder, type Subscribable } from '../store.js';
import type { CartChange } from './cartChange.js';
import { type CartState, cartTransition, changeInFlight, initialCartState } from './cartMachine.js';

/** How the store reaches the cart: in a browser, the shop's own action; in a server or script, a `CartHandler`. */
export interface CartTransport {
  read(): Promise<CartResult>;
  write(change: CartChange): Promise<CartResult>;
}

export interface CartStoreOptions {
  transport: CartTransport;
  /** Told of the answer to every change the shopper made (e.g. to turn errors after an add into notifications). */
  onChanged?: ((change: CartChange, result: CartResult) => void) | undefined;
  /** Told when a change could not be made; the optimistic state is already rolled back. */
  onFailed?: ((change: CartChange, error: unknown) => void) | undefined;
  /** The cart the page was rendered with, if any. */
  initialCart?: Cart | undefined;
}

export type CartChangeOutcome =
  | { status: 'changed'; result: CartResult }
  | { status: 'failed'; error: unknown };

export interface CartStore extends Subscribable<CartState> {
  /** Reads the cart (the first load, or a refresh after another tab changed it). */
  load(): Promise<void>;
  /**
   * Queues a change; resolves once every earlier change is answered and this one is: with the server's answer, or
   * the failure (never rejects, so a click handler need not catch).
   */
  change(change: CartChange): Promise<CartChangeOutcome>;
  /** Spec 4: cart errors are consumed once: returns the collected errors and forgets them. */
  consumeErrors(): CartError[];
}

/**
 * The shared cart of a page: the pure `cartTransition` plus the effects. Writes are serialised: a change is sent
 * only after the answer to the one before it, so one context never has two writes in flight, later changes wait,
 * and the last answer is the cart shown.
 */
export function createCartStore(options: CartStoreOptions): CartStore {
  const holder = createStateHolder<CartState>(
    options.initialCart === undefined
      ? initialCartState
      : cartTransition(initialCartState, { type: 'hydrate', cart: options.initialCart }),
  );
  const waiting = new Map<number, (outcome: CartChangeOutcome) => void>();
  let sending: number | undefined;

  const dispatch = (event: Parameters<typeof cartTransition>[1]) =>
    holder.set(cartTransition(holder.getState(), event));

  function sendNext(): void {
    const next = changeInFlight(holder.getState());
    if (next === undefined || sending !== undefined) return;
    sending = next.seq;
    const settle = waiting.get(next.seq);
    waiting.delete(next.seq);
    options.transport.write(next.change).then(
      (result) => {
        sending = undefined;
        dispatch({ type: 'changed', seq: next.seq, result });
        options.onChanged?.(next.change, result);
        settle?.({ status: 'changed', result });
        sendNext();
      },
      (error: unknown) => {
        sending = undefined;
        dispatch({ type: 'changeFailed', seq: next.seq, error });
        options.onFailed?.(next.change, error);
        settle?.({ status: 'failed', error });
        sendNext();
      },
    );
  }

  return {
    getState: holder.getState,
    subscribe: holder.subscribe,
    async load() {
      dispatch({ type: 'load' });
      if (holder.getState().status !== 'loading') return;
      try {
        dispatch({ type: 'loaded', result: await options.transport.read() });
      } catch (error) {
        dispatch({ type: 'loadFailed', error });
      }
    },
    change(change) {
      const seq = holder.getState().nextSeq;
      const answered = new Promise<CartChangeOutcome>((resolve) => waiting.set(seq, resolve));
      dispatch({ type: 'change', change });
      sendNext();
      return answered;
    },
    consumeErrors() {
      const errors = [...holder.getState().errors];
      dispatch({ type: 'errorsConsumed' });
      return errors;
    },
  };
}
