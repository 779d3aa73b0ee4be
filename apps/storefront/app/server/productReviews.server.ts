import { type ReviewsSection, reviewsCriteria, reviewsSection } from '@beautyshop/catalogue';
import type { Product } from '@beautyshop/store-api-client';
import type { RequestStoreApi } from './storeApi.server';

/** Reviews belong to the product family: Shopware files them under the parent of a variant. */
export async function loadReviews(
  storeApi: RequestStoreApi,
  product: Product,
  page: number,
): Promise<ReviewsSection> {
  const result = await storeApi.client.catalogue.readProductReviews(
    product.parentId ?? product.id,
    reviewsCriteria(page),
  );
  return reviewsSection(result.elements, result.total, page, storeApi.locale.locale);
}
