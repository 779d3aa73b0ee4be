import {
  crossSellingSliders,
  type ProductSlider,
  type ProductTile,
  recommendationTiles,
} from '@beautyshop/catalogue';
import type { Product } from '@beautyshop/store-api-client';
import { pathsIn } from '../locale/fromPath';
import type { RequestStoreApi } from './storeApi.server';

/** Provider and widget of the product recommendations (spec 7.2 path segments); count is the client's default 12. */
export const PRODUCT_RECOMMENDATIONS = { provider: 'econda', variant: 'pdp' } as const;

/** The general cross-selling sliders of a product (spec 5). The client logs a failure and answers []. */
export async function loadCrossSellingSliders(
  storeApi: RequestStoreApi,
  product: Product,
): Promise<ProductSlider[]> {
  const elements = await storeApi.client.catalogue.readCrossSellings(product.id);
  return crossSellingSliders(elements, product, pathsIn(storeApi.locale.locale));
}

/**
 * Recommendations of the personalisation service (spec 7.2). A failure is logged by the client and gives null:
 * no slider.
 */
export async function loadRecommendations(
  storeApi: RequestStoreApi,
  product: Product,
): Promise<ProductTile[]> {
  const recommendations = await storeApi.client.personalisation.readProductRecommendations({
    ...PRODUCT_RECOMMENDATIONS,
    productId: product.id,
  });
  return recommendationTiles(recommendations?.elements ?? [], product, pathsIn(storeApi.locale.locale));
}
