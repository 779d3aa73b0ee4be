/** Shopware's cart error levels: notice, warning, error. */
export type CartErrorLevel = 0 | 10 | 20;

/**
 * One entry of a cart's `errors`, as Shopware's Error::jsonSerialize writes it: the exception's `code` (always 0),
 * the error's own parameters, and `key` (its id, unique in the cart), `level`, `message`, `messageKey`.
 */
export interface CartError {
  readonly key: string;
  readonly messageKey: string;
  readonly message: string;
  readonly level: CartErrorLevel;
  /** Whether the error keeps the cart from being ordered (not serialised, as in Shopware). */
  readonly blockOrder: boolean;
  readonly parameters: Readonly<Record<string, string | number>>;
}

const NOTICE = 0;
const WARNING = 10;
const ERROR = 20;

function cartError(
  key: string,
  messageKey: string,
  message: string,
  level: CartErrorLevel,
  blockOrder: boolean,
  parameters: Record<string, string | number>,
): CartError {
  return { key, messageKey, message, level, blockOrder, parameters };
}

export const productNotFound = (id: string): CartError =>
  cartError(
    `product-not-found${id}`,
    'product-not-found',
    `The product ${id} could not be found`,
    ERROR,
    true,
    {
      id,
    },
  );

export const productOutOfStock = (id: string, name: string): CartError =>
  cartError(
    `product-out-of-stock${id}`,
    'product-out-of-stock',
    `The product ${name} is no longer available`,
    ERROR,
    true,
    { id, name },
  );

/** Shopware's "quantity reduced": the quantity was lowered to what is in stock. */
export const productStockReached = (id: string, name: string, quantity: number): CartError =>
  cartError(
    `product-stock-reached${id}`,
    'product-stock-reached',
    `The product ${name} is only available ${quantity} times`,
    WARNING,
    true,
    { id, name, quantity },
  );

export const minOrderQuantity = (id: string, name: string, quantity: number): CartError =>
  cartError(
    `min-order-quantity${id}`,
    'min-order-quantity',
    `The quantity of product ${name} did not meet the minimum order quantity threshold. The quantity has automatically been increased to ${quantity}`,
    WARNING,
    true,
    { id, name, quantity },
  );

export const purchaseStepsQuantity = (id: string, name: string, quantity: number): CartError =>
  cartError(
    `purchase-steps-quantity${id}`,
    'purchase-steps-quantity',
    `Your input quantity does not match with the setup of the ${name}. The quantity was changed to ${quantity}`,
    WARNING,
    true,
    { id, name, quantity },
  );

export const promotionDiscountAdded = (discountLineItemId: string, name: string): CartError =>
  cartError(
    `promotion-discount-added-${discountLineItemId}`,
    'promotion-discount-added',
    `Discount ${name} has been added`,
    NOTICE,
    false,
    { name, discountLineItemId },
  );

export const promotionNotFound = (code: string): CartError =>
  cartError(
    'promotion-not-found',
    'promotion-not-found',
    `Promotion with code ${code} not found!`,
    ERROR,
    false,
    {
      promotionCode: code,
    },
  );

export const promotionNotEligible = (name: string): CartError =>
  cartError(
    'promotion-not-eligible',
    'promotion-not-eligible',
    `Promotion ${name} not eligible for cart!`,
    NOTICE,
    false,
    { name },
  );

export const shippingMethodBlocked = (name: string): CartError =>
  cartError(
    `shipping-method-blocked-${name}`,
    'shipping-method-blocked',
    `Shipping method ${name} not available`,
    WARNING,
    true,
    { name },
  );

export const paymentMethodBlocked = (name: string, reason: string): CartError =>
  cartError(
    `payment-method-blocked-${name}`,
    'payment-method-blocked',
    `Payment method ${name} not available. Reason: ${reason}`,
    WARNING,
    true,
    { name },
  );

/** The sandbox's gift cards (a plugin in the real shop) report unknown and used-up codes like promotions do. */
export const voucherCardNotFound = (code: string): CartError =>
  cartError(
    'voucher-card-not-found',
    'voucher-card-not-found',
    `Voucher card with code ${code} not found!`,
    ERROR,
    false,
    { code },
  );

export const voucherCardEmpty = (code: string): CartError =>
  cartError(
    'voucher-card-empty',
    'voucher-card-empty',
    `Voucher card ${code} has no balance left!`,
    ERROR,
    false,
    {
      code,
    },
  );

/** The cart's `errors` as Shopware sends them: an object keyed by error key, or `[]` (an empty PHP array). */
export function serializeCartErrors(errors: readonly CartError[]): Record<string, unknown> | [] {
  if (errors.length === 0) return [];
  const byKey: Record<string, unknown> = {};
  for (const error of errors) {
    byKey[error.key] = {
      ...error.parameters,
      code: 0,
      key: error.key,
      level: error.level,
      message: error.message,
      messageKey: error.messageKey,
    };
  }
  return byKey;
}
