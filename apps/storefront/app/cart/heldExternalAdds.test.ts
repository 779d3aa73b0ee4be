import { EXTERNAL_ADD_TO_CART_EVENT, listenForExternalAddToCart } from '@beautyshop/cart-core';
import { describe, expect, it } from 'vitest';
import { ADD_TO_CART_EVENT, EARLY_ADDS_SCRIPT, holdExternalAdds } from './heldExternalAdds';

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

  it("include those the document's inline script held before any module ran, first and once", () => {
    // The script runs as the browser runs it: `window` is the global object, whose listeners it uses.
    const page = new EventTarget() as EventTarget & Record<string, unknown>;
    new Function('window', 'addEventListener', 'removeEventListener', EARLY_ADDS_SCRIPT)(
      page,
      page.addEventListener.bind(page),
      page.removeEventListener.bind(page),
    );
    page.dispatchEvent(new CustomEvent(ADD_TO_CART_EVENT, { detail: { productNumber: 'BS-1' } }));
    const held = holdExternalAdds(page);
    page.dispatchEvent(new CustomEvent(ADD_TO_CART_EVENT, { detail: { productNumber: 'BS-2' } }));
    const added: unknown[] = [];
    listenForExternalAddToCart(page, (request) => added.push(request));
    held.release();
    expect(added).toEqual([
      { productNumber: 'BS-1', quantity: 1 },
      { productNumber: 'BS-2', quantity: 1 },
    ]);
    // The inline script's listener is gone: a later hold takes nothing over again.
    expect(page.__beautyshopEarlyAdds).toBeUndefined();
    page.dispatchEvent(new CustomEvent(ADD_TO_CART_EVENT, { detail: { productNumber: 'BS-3' } }));
    expect(added).toHaveLength(3);
  });
});
