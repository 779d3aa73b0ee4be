import { describe, expect, it } from 'vitest';
import {
  lineQuantityError,
  lineQuantityProblem,
  lineQuantityRules,
  QUANTITY_ABOVE_MAXIMUM,
  QUANTITY_BELOW_MINIMUM,
  QUANTITY_OFF_STEPS,
} from './lineQuantity.js';

describe("a cart line's quantity rules (its quantityInformation)", () => {
  it('reads minPurchase, purchaseSteps and maxPurchase', () => {
    expect(
      lineQuantityRules({ quantityInformation: { minPurchase: 3, purchaseSteps: 3, maxPurchase: 30 } }),
    ).toEqual({ min: 3, step: 3, max: 30 });
  });

  it.each([
    ['no quantityInformation', {}],
    ['quantityInformation null (a promotion in Shopware)', { quantityInformation: null }],
    ['an empty quantityInformation', { quantityInformation: {} }],
    ['null steps and maximum', { quantityInformation: { maxPurchase: null, purchaseSteps: null } }],
    ['a minimum and steps below 1', { quantityInformation: { minPurchase: 0, purchaseSteps: 0 } }],
  ])('falls back to min 1, step 1 and no maximum for %s', (_, line) => {
    expect(lineQuantityRules(line)).toEqual({ min: 1, step: 1, max: undefined });
  });
});

describe('which quantities the rules allow', () => {
  const pack = { min: 3, step: 3, max: 12 };
  it.each([
    [3, undefined],
    [6, undefined],
    [12, undefined],
    [2, QUANTITY_BELOW_MINIMUM],
    [15, QUANTITY_ABOVE_MAXIMUM],
    [13, QUANTITY_ABOVE_MAXIMUM],
    [5, QUANTITY_OFF_STEPS],
    [7, QUANTITY_OFF_STEPS],
  ])('a pack of three from 3 up to 12: %i is %s', (quantity, problem) => {
    expect(lineQuantityProblem(pack, quantity)).toBe(problem);
  });

  it('counts the steps from the minimum, as Shopware does (min 2, step 3: 2, 5, 8)', () => {
    const rules = { min: 2, step: 3, max: undefined };
    expect([2, 3, 5, 6, 8].map((quantity) => lineQuantityProblem(rules, quantity))).toEqual([
      undefined,
      QUANTITY_OFF_STEPS,
      undefined,
      QUANTITY_OFF_STEPS,
      undefined,
    ]);
  });

  it('has no upper bound without a maximum', () => {
    expect(lineQuantityProblem({ min: 1, step: 1, max: undefined }, 999_999)).toBeUndefined();
  });
});

describe('a refused quantity as a cart error', () => {
  it('is data keyed as Shopware keys its errors: {messageKey}{line id}, level 20', () => {
    expect(lineQuantityError('line-1', { min: 3, step: 3, max: 12 }, QUANTITY_OFF_STEPS)).toEqual({
      key: 'quantity-off-stepsline-1',
      level: 20,
      messageKey: 'quantity-off-steps',
      message: 'The quantity of line line-1 must be from 3 in steps of 3 up to 12.',
    });
  });
});
