import { describe, expect, it, vi } from 'vitest';
import { cartError, cartWith, productLine } from '../test/cartFixture.js';
import {
  ADDED_TO_CART,
  ERROR_ADDED_TO_CART,
  EXTERNAL_ADD_TO_CART_EVENT,
  externalAddToCartNotification,
  externalAddToCartRequestOf,
  listenForExternalAddToCart,
  requestExternalAddToCart,
} from './externalAddToCart.js';

const messageFor = (key: string, values?: Record<string, string>) =>
  values ? `${key} ${JSON.stringify(values)}` : key;

describe('external add-to-cart hook (spec 7.2)', () => {
  it('hands a dispatched product number and quantity to the shop', () => {
    const target = new EventTarget();
    const add = vi.fn();
    listenForExternalAddToCart(target, add);
    requestExternalAddToCart(target, { productNumber: 'SW-1', quantity: 2 });
    expect(add).toHaveBeenCalledWith({ productNumber: 'SW-1', quantity: 2 });
  });

  it('listens under the documented event name, so a widget can dispatch it without this package', () => {
    const target = new EventTarget();
    const add = vi.fn();
    listenForExternalAddToCart(target, add);
    target.dispatchEvent(new CustomEvent('beautyshop:add-to-cart', { detail: { productNumber: 'SW-1' } }));
    expect(EXTERNAL_ADD_TO_CART_EVENT).toBe('beautyshop:add-to-cart');
    expect(add).toHaveBeenCalledWith({ productNumber: 'SW-1', quantity: 1 });
  });

  it('stops listening when asked', () => {
    const target = new EventTarget();
    const add = vi.fn();
    listenForExternalAddToCart(target, add)();
    requestExternalAddToCart(target, { productNumber: 'SW-1' });
    expect(add).not.toHaveBeenCalled();
  });

  it('spec 5: the quantity defaults to 1 and is a whole number; anything else is ignored', () => {
    expect(externalAddToCartRequestOf({ productNumber: ' SW-1 ' })).toEqual({
      productNumber: 'SW-1',
      quantity: 1,
    });
    expect(externalAddToCartRequestOf({ productNumber: 'SW-1', quantity: '3' })).toEqual({
      productNumber: 'SW-1',
      quantity: 3,
    });
    expect(externalAddToCartRequestOf({ productNumber: 'SW-1', quantity: 1.5 })).toBeUndefined();
    expect(externalAddToCartRequestOf({ productNumber: 'SW-1', quantity: 0 })).toBeUndefined();
    expect(externalAddToCartRequestOf({ productNumber: '' })).toBeUndefined();
    expect(externalAddToCartRequestOf('SW-1')).toBeUndefined();
    expect(externalAddToCartRequestOf(null)).toBeUndefined();
  });

  it('spec 8: success says Product.messages.addedToCart with the product name', () => {
    const line = { ...productLine('p1', 1), label: 'Rose Cream', payload: { productNumber: 'SW-1' } };
    const notification = externalAddToCartNotification(
      { productNumber: 'SW-1', quantity: 1 },
      { cart: cartWith([line]), errors: [] },
      messageFor,
    );
    expect(notification).toEqual({ type: 'success', message: `${ADDED_TO_CART} {"name":"Rose Cream"}` });
  });

  it('spec 5 and 8: an unknown product number says Product.messages.errorAddedToCart', () => {
    const notification = externalAddToCartNotification(
      { productNumber: 'NOPE', quantity: 1 },
      { cart: cartWith([]), errors: [cartError('product-not-found')] },
      messageFor,
    );
    expect(notification).toEqual({ type: 'danger', message: ERROR_ADDED_TO_CART });
  });

  it('spec 8: a failed request says Product.messages.errorAddedToCart', () => {
    expect(
      externalAddToCartNotification({ productNumber: 'SW-1', quantity: 1 }, undefined, messageFor),
    ).toEqual({
      type: 'danger',
      message: ERROR_ADDED_TO_CART,
    });
  });
});
