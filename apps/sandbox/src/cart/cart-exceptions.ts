import { StoreApiError } from '../errors.js';

/** Shopware's CartException::insufficientPermission: a client may not set prices (priceDefinition). */
export class InsufficientPermissionError extends StoreApiError {
  override readonly name = 'InsufficientPermissionError';
  constructor() {
    super(403, 'CHECKOUT__INSUFFICIENT_PERMISSION', 'Insufficient permission.');
  }
}

export class LineItemNotFoundError extends StoreApiError {
  override readonly name = 'LineItemNotFoundError';
  constructor(id: string) {
    super(404, 'CHECKOUT__CART_LINE_ITEM_NOT_FOUND', `Line item with identifier ${id} not found.`, {
      meta: { parameters: { id } },
    });
  }
}

export class LineItemNotRemovableError extends StoreApiError {
  override readonly name = 'LineItemNotRemovableError';
  constructor(id: string) {
    super(
      400,
      'CHECKOUT__CART_LINE_ITEM_NOT_REMOVABLE',
      `Line item with identifier ${id} is not removable.`,
      {
        meta: { parameters: { id } },
      },
    );
  }
}

export class LineItemNotStackableError extends StoreApiError {
  override readonly name = 'LineItemNotStackableError';
  constructor(id: string) {
    super(
      400,
      'CHECKOUT__CART_LINE_ITEM_NOT_STACKABLE',
      `Line item with identifier "${id}" is not stackable and the quantity cannot be changed.`,
      { meta: { parameters: { id } } },
    );
  }
}

export class LineItemTypeNotSupportedError extends StoreApiError {
  override readonly name = 'LineItemTypeNotSupportedError';
  constructor(type: string) {
    super(400, 'CHECKOUT__CART_LINE_ITEM_TYPE_NOT_SUPPORTED', `Line item type "${type}" is not supported.`, {
      meta: { parameters: { type } },
    });
  }
}

export class InvalidQuantityError extends StoreApiError {
  override readonly name = 'InvalidQuantityError';
  constructor(quantity: string, pointer: string) {
    super(
      400,
      'CHECKOUT__CART_INVALID_LINE_ITEM_QUANTITY',
      `The quantity must be a positive integer. Given: "${quantity}"`,
      { source: { pointer }, meta: { parameters: { quantity } } },
    );
  }
}

/** A change that lost the race for the cart's version too often; the client may send it again. */
export class CartConflictError extends StoreApiError {
  override readonly name = 'CartConflictError';
  constructor() {
    super(
      409,
      'CHECKOUT__CART_WRITE_CONFLICT',
      'The cart was changed by other requests at the same time; try again.',
    );
  }
}
