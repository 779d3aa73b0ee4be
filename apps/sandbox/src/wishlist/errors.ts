import { StoreApiError } from '../errors.js';

export class WishlistNotFoundError extends StoreApiError {
  override readonly name = 'WishlistNotFoundError';
  constructor() {
    super(404, 'CHECKOUT__WISHLIST_NOT_FOUND', 'Wishlist for this customer was not found.');
  }
}

export class WishlistProductNotFoundError extends StoreApiError {
  override readonly name = 'WishlistProductNotFoundError';
  constructor(productId: string) {
    super(404, 'CHECKOUT__WISHLIST_PRODUCT_NOT_FOUND', `Wishlist product with id ${productId} not found`, {
      meta: { parameters: { productId } },
    });
  }
}

export class DuplicateWishlistProductError extends StoreApiError {
  override readonly name = 'DuplicateWishlistProductError';
  constructor() {
    super(400, 'CHECKOUT__DUPLICATE_WISHLIST_PRODUCT', 'Product already added in wishlist');
  }
}

/** Adding a product the sales channel does not have (the schema documents 400 for it). */
export class WishlistUnknownProductError extends StoreApiError {
  override readonly name = 'WishlistUnknownProductError';
  constructor(productId: string) {
    super(400, 'CHECKOUT__PRODUCT_NOT_FOUND', `Could not find product with id "${productId}"`, {
      meta: { parameters: { id: productId } },
    });
  }
}
