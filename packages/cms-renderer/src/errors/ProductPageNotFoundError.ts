import { ContentError } from './ContentError';

/** Spec 8: no productPage entry carries this sku. */
export class ProductPageNotFoundError extends ContentError {
  override readonly name = 'ProductPageNotFoundError';

  constructor(readonly sku: string) {
    super(`No productPage found for sku ${sku}`);
  }
}
