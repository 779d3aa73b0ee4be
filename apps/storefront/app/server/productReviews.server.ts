import {
  ALL_REVIEWS_COUNT_CRITERIA,
  type ReviewsScope,
  type ReviewsSection,
  reviewsCriteria,
  reviewsSection,
} from '@beautyshop/catalogue';
import type { Product } from '@beautyshop/store-api-client';
import type { RequestStoreApi } from './storeApi.server';

/**
 * Reviews belong to the product family: Shopware files them under the parent of a variant. The shopper's
 * language comes first (issue 19): the list holds the reviews written in it unless all are asked for. Without a
 * language id (an unknown language) the list is all reviews.
 */
export async function loadReviews(
  storeApi: RequestStoreApi,
  product: Product,
  page: number,
  scope: ReviewsScope,
): Promise<ReviewsSection> {
  // The request's client carries the route's language (spec 4), the one the page is written in.
  const languageId = scope === 'language' ? storeApi.client.languageId : undefined;
  const family = product.parentId ?? product.id;
  const reviews = storeApi.client.catalogue;
  const [result, all] = await Promise.all([
    reviews.readProductReviews(family, reviewsCriteria(page, languageId)),
    // The rating beside the title counts every language's reviews, as its average does.
    languageId === undefined ? undefined : reviews.readProductReviews(family, ALL_REVIEWS_COUNT_CRITERIA),
  ]);
  return reviewsSection(
    result.elements,
    result.total,
    page,
    storeApi.locale.locale,
    languageId === undefined ? 'all' : 'language',
    all?.total,
  );
}
