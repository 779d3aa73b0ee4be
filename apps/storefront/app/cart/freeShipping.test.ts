import { describe, expect, it } from 'vitest';
import { FREE_SHIPPING_THRESHOLDS, freeShippingGoal } from './freeShipping';

describe('the free-shipping progress never contradicts the delivery the cart prices', () => {
  const threshold = FREE_SHIPPING_THRESHOLDS.DE;

  it('counts towards the market threshold while standard delivery is charged below it, and says when it is reached', () => {
    expect(freeShippingGoal('DE', { subtotal: 30, shipping: 4.95, virtual: false })).toBe(threshold);
    expect(freeShippingGoal('DE', { subtotal: 55, shipping: 0, virtual: false })).toBe(threshold);
    expect(freeShippingGoal('CH', { subtotal: 50, shipping: undefined, virtual: false })).toBe(69);
  });

  it('is not shown when delivery is free already below the threshold (a free-shipping code)', () => {
    expect(freeShippingGoal('DE', { subtotal: 32.98, shipping: 0, virtual: false })).toBeUndefined();
  });

  it('is not shown when a method the threshold does not cover is charged above it (express)', () => {
    expect(freeShippingGoal('DE', { subtotal: 60, shipping: 9.95, virtual: false })).toBeUndefined();
  });

  it('is not shown for digital content, which ships nothing', () => {
    expect(freeShippingGoal('DE', { subtotal: 10, shipping: undefined, virtual: true })).toBeUndefined();
  });
});
