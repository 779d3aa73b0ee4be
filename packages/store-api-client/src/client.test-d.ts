import { describe, expectTypeOf, it } from 'vitest';
import { createStoreApiClient } from './client.js';
import type { StoreApiError } from './errors/StoreApiError.js';
import { isStoreApiHttpError } from './errors/typeGuards.js';
import type { PaybackNumberResult } from './operations/payback.js';
import type { Recommendations } from './operations/personalisation.js';
import type { Cart } from './schemas/cart.js';
import type { CrossSellingElement } from './schemas/crossSelling.js';
import type { Customer } from './schemas/customer.js';
import type { ProductListing } from './schemas/listing.js';
import type { Product } from './schemas/product.js';

const client = createStoreApiClient({ endpoint: 'http://127.0.0.1:4000', accessKey: 'key' });

describe('operation types', () => {
  it('readProductListing takes a category id and answers a typed listing', () => {
    expectTypeOf(client.catalogue.readProductListing).parameter(0).toEqualTypeOf<string>();
    expectTypeOf(client.catalogue.readProductListing).returns.resolves.toEqualTypeOf<ProductListing>();
    expectTypeOf<ProductListing['elements'][number]>().toEqualTypeOf<Product>();
    expectTypeOf<Product['calculatedPrice']['listPrice']>().toEqualTypeOf<{
      price?: number | undefined;
      percentage?: number | undefined;
      discount?: number | undefined;
    } | null>();
  });

  it('readCustomer answers null for no user', () => {
    expectTypeOf(client.account.readCustomer).returns.resolves.toEqualTypeOf<Customer | null>();
  });

  it('cart operations answer the cart', () => {
    expectTypeOf(client.cart.addLineItems).returns.resolves.toEqualTypeOf<Cart>();
    expectTypeOf(client.cart.addLineItems).parameter(0).toExtend<readonly { referencedId: string }[]>();
  });

  it('payback number check distinguishes 403 from false', () => {
    expectTypeOf(client.payback.checkPaybackNumber).returns.resolves.toEqualTypeOf<PaybackNumberResult>();
    expectTypeOf<PaybackNumberResult>().toEqualTypeOf<boolean | 403>();
  });

  it('recommendations and cross-sellings never reject with data errors', () => {
    expectTypeOf(
      client.personalisation.readProductRecommendations,
    ).returns.resolves.toEqualTypeOf<Recommendations | null>();
    expectTypeOf(client.catalogue.readCrossSellings).returns.resolves.toEqualTypeOf<CrossSellingElement[]>();
  });

  it('downloads are Blobs', () => {
    expectTypeOf(client.orders.downloadDocument).returns.resolves.toEqualTypeOf<Blob>();
  });

  it('every operation accepts a per-call signal', () => {
    expectTypeOf(client.cart.readCart).parameter(0).toExtend<{ signal?: AbortSignal } | undefined>();
  });

  it('guards narrow unknown errors', () => {
    const error: unknown = new Error('x');
    if (isStoreApiHttpError(error)) {
      expectTypeOf(error.status).toEqualTypeOf<number>();
      expectTypeOf(error.messages).toEqualTypeOf<readonly string[]>();
      expectTypeOf(error).toExtend<StoreApiError>();
    }
  });
});
