import type { CartError, LineItem } from '@beautyshop/store-api-client';

/** The quantities a cart line may take: from `min`, in `step`s, up to `max` when the line names one. */
export interface LineQuantityRules {
  /** Shopware's minPurchase (at least 1). */
  min: number;
  /** Shopware's purchaseSteps (at least 1); the allowed quantities are min, min + step, min + 2 step, ... */
  step: number;
  /** Shopware's calculatedMaxPurchase (the line's `maxPurchase`); undefined when the line names none. */
  max: number | undefined;
}

/**
 * A line's quantity rules from its `quantityInformation`. A line without it (a promotion, an older answer) or with
 * a field missing, null or below 1 falls back to Shopware's struct defaults: min 1, step 1, no maximum.
 */
export function lineQuantityRules(line: Pick<LineItem, 'quantityInformation'>): LineQuantityRules {
  const information = line.quantityInformation ?? {};
  const atLeastOne = (value: number | null | undefined) => (value != null && value >= 1 ? value : 1);
  const max = information.maxPurchase;
  return {
    min: atLeastOne(information.minPurchase),
    step: atLeastOne(information.purchaseSteps),
    max: max != null && max >= 0 ? max : undefined,
  };
}

/** The message keys (spec 8: shown as `product.messages.{messageKey}`) of a quantity the line does not allow. */
export const QUANTITY_BELOW_MINIMUM = 'quantity-below-minimum';
export const QUANTITY_ABOVE_MAXIMUM = 'quantity-above-maximum';
export const QUANTITY_OFF_STEPS = 'quantity-off-steps';

export type LineQuantityProblem =
  | typeof QUANTITY_BELOW_MINIMUM
  | typeof QUANTITY_ABOVE_MAXIMUM
  | typeof QUANTITY_OFF_STEPS;

/**
 * Why the rules refuse a quantity, or undefined when they allow it: below min, above max, or off the steps
 * counted from min (Shopware's ProductCartProcessor counts steps from minPurchase too).
 */
export function lineQuantityProblem(
  rules: LineQuantityRules,
  quantity: number,
): LineQuantityProblem | undefined {
  if (quantity < rules.min) return QUANTITY_BELOW_MINIMUM;
  if (rules.max !== undefined && quantity > rules.max) return QUANTITY_ABOVE_MAXIMUM;
  if ((quantity - rules.min) % rules.step !== 0) return QUANTITY_OFF_STEPS;
  return undefined;
}

/**
 * A refused quantity as a cart error (data, like the Store API's own): keyed like Shopware keys its errors
 * (`{messageKey}{line id}`), level 20 (an error), with an English message for logs; the shop shows its own text.
 */
export function lineQuantityError(
  lineId: string,
  rules: LineQuantityRules,
  problem: LineQuantityProblem,
): CartError {
  const allowed = `from ${rules.min} in steps of ${rules.step}${rules.max === undefined ? '' : ` up to ${rules.max}`}`;
  return {
    key: `${problem}${lineId}`,
    level: 20,
    message: `The quantity of line ${lineId} must be ${allowed}.`,
    messageKey: problem,
  };
}
