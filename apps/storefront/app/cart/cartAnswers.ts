import type { CartTransport } from '@beautyshop/cart-core';
import type { Cart } from '@beautyshop/store-api-client';

/** Told of each change the server answered: the cart before it and the cart the answer holds. */
export type CartAnswerListener = (before: Cart | undefined, after: Cart) => void;

export interface CartAnswers {
  transport: CartTransport;
  subscribe(listener: CartAnswerListener): () => void;
}

/**
 * Wraps the cart store's transport to tell listeners (tracking) what each answered change did. The store sends one
 * write at a time, so the cart before a write is the last answer seen (a write's or a read's, or the page's cart
 * at first). Only answers count: a failed request tells nothing, as the cart did not change.
 */
export function withCartAnswers(transport: CartTransport, initialCart: Cart | undefined): CartAnswers {
  let confirmed = initialCart;
  const listeners = new Set<CartAnswerListener>();
  return {
    transport: {
      async read() {
        const result = await transport.read();
        confirmed = result.cart;
        return result;
      },
      async write(change) {
        const result = await transport.write(change);
        const before = confirmed;
        confirmed = result.cart;
        for (const listener of listeners) {
          try {
            listener(before, result.cart);
          } catch (error) {
            // A listener's failure (tracking) must never fail the shopper's change.
            console.error('cart: an answer listener failed', error);
          }
        }
        return result;
      },
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}
