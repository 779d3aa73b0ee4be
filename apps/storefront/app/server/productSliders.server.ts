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

/** A page's recommendations, and the personalisation service's event about them (sent on to the data layer). */
export interface Recommendations {
  tiles: ProductTile[];
  /** Spec 7.2: the response's `oscEvent`, pushed as a tracking event once consent allows. */
  oscEvents: unknown[];
}

export const NO_RECOMMENDATIONS: Recommendations = { tiles: [], oscEvents: [] };

/**
 * Recommendations of the personalisation service (spec 7.2). A failure is logged by the client and gives null:
 * no slider and no event.
 */
export async function loadRecommendations(
  storeApi: RequestStoreApi,
  product: Product,
): Promise<Recommendations> {
  const recommendations = await storeApi.client.personalisation.readProductRecommendations({
    ...PRODUCT_RECOMMENDATIONS,
    productId: product.id,
  });
  if (!recommendations) return NO_RECOMMENDATIONS;
  return {
    tiles: recommendationTiles(recommendations.elements, product, pathsIn(storeApi.locale.locale)),
    oscEvents:
      recommendations.oscEvent === undefined || recommendations.oscEvent === null
        ? []
        : [recommendations.oscEvent],
  };
}
