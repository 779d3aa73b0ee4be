import { generalCrossSellings, type Product } from '@beautyshop/store-api-client';
import { type ProductTile, productTile, translated } from '../catalogue/productTile';
import type { RequestStoreApi } from './storeApi.server';

/** A cross-selling slider: the cross-selling's name as heading and its products as cards. */
export interface ProductSlider {
  id: string;
  name: string;
  products: ProductTile[];
}

/** Provider and widget of the product recommendations (spec 7.2 path segments); count is the client's default 12. */
export const PRODUCT_RECOMMENDATIONS = { provider: 'econda', variant: 'pdp' } as const;

/** A slider shows other products: the page's own product, or a sibling variant of it, is no recommendation. */
function isOtherProduct(product: Product, current: Product): boolean {
  const family = current.parentId ?? current.id;
  return product.id !== current.id && product.id !== family && product.parentId !== family;
}

/**
 * The general cross-selling list (spec 5: named set and routine cross-sellings excluded, unavailable products
 * dropped), one slider per cross-selling that still has products. The client logs a failure and answers [].
 */
export async function loadCrossSellingSliders(
  storeApi: RequestStoreApi,
  product: Product,
): Promise<ProductSlider[]> {
  const elements = generalCrossSellings(await storeApi.client.catalogue.readCrossSellings(product.id));
  return elements.flatMap((element): ProductSlider[] => {
    const products = element.products
      .filter((candidate) => isOtherProduct(candidate, product))
      .map((candidate) => productTile(candidate, storeApi.locale));
    return products.length > 0
      ? [
          {
            id: element.crossSelling.id,
            name: translated(element.crossSelling, 'name', element.crossSelling.name),
            products,
          },
        ]
      : [];
  });
}

/**
 * Recommendations of the personalisation service (spec 7.2). A failure is logged by the client and gives null:
 * no slider. Unavailable products are dropped as in cross-selling (spec 5).
 */
export async function loadRecommendations(
  storeApi: RequestStoreApi,
  product: Product,
): Promise<ProductTile[]> {
  const recommendations = await storeApi.client.personalisation.readProductRecommendations({
    ...PRODUCT_RECOMMENDATIONS,
    productId: product.id,
  });
  return (recommendations?.elements ?? [])
    .filter((candidate) => candidate.available !== false && isOtherProduct(candidate, product))
    .map((candidate) => productTile(candidate, storeApi.locale));
}
