import type { Product } from '@beautyshop/store-api-client';
import { type ReviewView, reviewPageCount, reviewsCriteria, reviewView } from '../catalogue/productReviews';
import type { RequestStoreApi } from './storeApi.server';

/** The reviews section: one page of reviews, or a failure the page says in words (no 500 for reviews). */
export type ReviewsSection =
  | { state: 'loaded'; page: number; pageCount: number; total: number; reviews: ReviewView[] }
  | { state: 'failed' };

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
  const total = result.total ?? result.elements.length;
  return {
    state: 'loaded',
    page,
    pageCount: reviewPageCount(total),
    total,
    reviews: result.elements.map((review) => reviewView(review, storeApi.locale.locale)),
  };
}
