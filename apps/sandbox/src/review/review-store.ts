import { statement } from '../db/statements.js';
import type { SandboxDeps } from '../http/env.js';

export interface CustomerReview {
  id: string;
  productId: string;
  customerId: string;
  salesChannelId: string;
  languageId: string;
  points: number;
  title: string;
  content: string;
  /** Reviews wait for a moderator, as Shopware saves them with status false. */
  status: 'pending';
  createdAt: string;
  updatedAt: string;
}

/**
 * Saves the customer's review of a product: one per customer and product, so a second one replaces the first
 * (and waits for moderation again). Answers the stored review.
 */
export function upsertReview(deps: Pick<SandboxDeps, 'db'>, review: CustomerReview): void {
  statement(
    deps.db,
    `INSERT INTO customer_review (id, product_id, customer_id, sales_channel_id, language_id, points, title, content,
     status, created_at, updated_at)
     VALUES (@id, @productId, @customerId, @salesChannelId, @languageId, @points, @title, @content, @status,
     @createdAt, @updatedAt)
     ON CONFLICT (product_id, customer_id) DO UPDATE SET sales_channel_id = excluded.sales_channel_id,
     language_id = excluded.language_id, points = excluded.points, title = excluded.title,
     content = excluded.content, status = excluded.status, updated_at = excluded.updated_at`,
  ).run(review);
}

export function reviewsOfCustomer(
  deps: Pick<SandboxDeps, 'db'>,
  customerId: string,
  productId: string,
): number {
  return statement(
    deps.db,
    'SELECT COUNT(*) FROM customer_review WHERE customer_id = ? AND product_id = ?',
    'pluck',
  ).get(customerId, productId) as number;
}

/**
 * A customer's own reviews of a product family that still wait for moderation, as the reviews route lists them
 * beside the published ones (Shopware's ProductReviewRoute: `status = true OR customerId = the customer`).
 */
export function pendingReviewsOf(
  deps: Pick<SandboxDeps, 'db'>,
  customerId: string,
  productPk: number,
): Array<Record<string, unknown>> {
  return statement(
    deps.db,
    `SELECT r.id, r.product_id AS productId, r.sales_channel_id AS salesChannelId, r.language_id AS languageId,
     r.points, r.title, r.content, r.created_at AS createdAt, r.updated_at AS updatedAt
     FROM customer_review r
     WHERE r.customer_id = ? AND r.status = 'pending'
     AND r.product_id = (SELECT id FROM product WHERE pk = (SELECT main_pk FROM product WHERE pk = ?))`,
  ).all(customerId, productPk) as Array<Record<string, unknown>>;
}
