import { EXTERNAL_ADD_TO_CART_EVENT, listenForExternalAddToCart } from '@beautyshop/cart-core';
import { describe, expect, it } from 'vitest';
import { ADD_TO_CART_EVENT, holdExternalAdds } from './heldExternalAdds';

describe('spec 7.2: add-to-cart events dispatched before the cart stores listen', () => {
  it('are the event cart-core listens for', () => {
    expect(ADD_TO_CART_EVENT).toBe(EXTERNAL_ADD_TO_CART_EVENT);
  });

  it('are kept and dispatched again, in order, once the stores listen; later ones go straight to them', () => {
    const target = new EventTarget();
    const held = holdExternalAdds(target);
    target.dispatchEvent(
      new CustomEvent(ADD_TO_CART_EVENT, { detail: { productNumber: 'BS-1', quantity: 2 } }),
    );
    target.dispatchEvent(new CustomEvent(ADD_TO_CART_EVENT, { detail: { productNumber: 'BS-2' } }));
    const added: unknown[] = [];
    listenForExternalAddToCart(target, (request) => added.push(request));
    held.release();
    target.dispatchEvent(new CustomEvent(ADD_TO_CART_EVENT, { detail: { productNumber: 'BS-3' } }));
    expect(added).toEqual([
      { productNumber: 'BS-1', quantity: 2 },
      { productNumber: 'BS-2', quantity: 1 },
      { productNumber: 'BS-3', quantity: 1 },
    ]);
  });

  it('are forgotten when the frame goes away', () => {
    const target = new EventTarget();
    const held = holdExternalAdds(target);
    target.dispatchEvent(new CustomEvent(ADD_TO_CART_EVENT, { detail: { productNumber: 'BS-1' } }));
    held.dispose();
    const added: unknown[] = [];
    listenForExternalAddToCart(target, (request) => added.push(request));
    held.release();
    expect(added).toEqual([]);
  });
});
