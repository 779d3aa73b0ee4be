import { randomUUID } from 'node:crypto';
import type { CustomerRecord } from '../customer/index.js';
import { type Body, Violations } from '../customer/violations.js';
import { EntityNotFoundError } from '../errors.js';
import type { SandboxDeps, ShopRequest } from '../http/env.js';
import { isId } from '../ids.js';
import { findProductPk, loadProductRows } from '../wishlist/catalogue.js';
import { upsertReview } from './review-store.js';

/** Shopware's ProductReviewSaveRoute rules: a title of 5+ characters, a text of 40+, 1 to 5 points. */
export const REVIEW_RULES = {
  titleMin: 5,
  contentMin: 40,
  contentMax: 5000,
  pointsMin: 1,
  pointsMax: 5,
} as const;

/**
 * POST /product/{productId}/review: a logged-in registered customer's review of a product (a variant's review
 * belongs to its main product, as the reviews route reads them). One per customer and product: writing again
 * replaces it. Saved for moderation, so GET /product/{id}/reviews does not list it yet.
 */
export function saveReview(
  deps: SandboxDeps,
  shop: ShopRequest,
  customer: CustomerRecord,
  productId: string,
  body: Body,
): void {
  const pk = isId(productId) ? findProductPk(deps, productId) : undefined;
  const [row] = pk === undefined ? [] : loadProductRows(deps, shop, [pk]);
  if (!row) throw new EntityNotFoundError('CONTENT__PRODUCT_NOT_FOUND', 'Product', productId.slice(0, 64));
  const mainProductId = row.parentId ?? row.id;
  const violations = new Violations();
  const title = violations.string(body, 'title', { required: true, min: REVIEW_RULES.titleMin });
  const content = violations.string(body, 'content', {
    required: true,
    min: REVIEW_RULES.contentMin,
    max: REVIEW_RULES.contentMax,
  });
  const points = body.points;
  if (
    typeof points !== 'number' ||
    !Number.isFinite(points) ||
    points < REVIEW_RULES.pointsMin ||
    points > REVIEW_RULES.pointsMax
  ) {
    violations.add(
      '/points',
      points === undefined || points === null ? 'VIOLATION::IS_BLANK_ERROR' : 'VIOLATION::NOT_IN_RANGE_ERROR',
      points === undefined || points === null
        ? 'This value should not be blank.'
        : `This value should be between ${REVIEW_RULES.pointsMin} and ${REVIEW_RULES.pointsMax}.`,
    );
  }
  violations.string(body, 'name');
  violations.email(body, 'email', false);
  violations.throwIfAny();
  if (title === undefined || content === undefined || typeof points !== 'number')
    throw new Error('sandbox saveReview: validation passed without its fields');
  const now = new Date(deps.now()).toISOString();
  upsertReview(deps, {
    id: randomUUID().replaceAll('-', ''),
    productId: mainProductId,
    customerId: customer.id,
    salesChannelId: shop.salesChannel.id,
    languageId: shop.languageId,
    points,
    title,
    content,
    status: 'pending',
    createdAt: now,
    updatedAt: now,
  });
}
