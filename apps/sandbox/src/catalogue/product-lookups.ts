import { statement } from '../db/statements.js';
import type { SandboxDeps } from '../domain/sandbox-deps.js';
import type { ProductDoc } from './entities/product.js';
import type { Doc } from './entities/store.js';

/** The variant a parent id resolves to: the cheapest available one, as Shopware's ProductDetailRoute picks. */
export function bestVariantPk(deps: SandboxDeps, parentId: string): number | undefined {
  return statement(
    deps.db,
    'SELECT pk FROM product WHERE parent_id = ? ORDER BY available DESC, price ASC, pk ASC LIMIT 1',
    'pluck',
  ).get(parentId) as number | undefined;
}

/** The document of a product's main product (the parent of a variant, the product itself otherwise). */
export function mainProductDoc(deps: SandboxDeps, pk: number): ProductDoc | undefined {
  const raw = statement(
    deps.db,
    'SELECT doc FROM product WHERE pk = (SELECT main_pk FROM product WHERE pk = ?)',
    'pluck',
  ).get(pk) as string | undefined;
  return raw === undefined ? undefined : (JSON.parse(raw) as ProductDoc);
}

/** The document of a product by its product number (the media routes address images by it). */
export function productDocByNumber(deps: SandboxDeps, productNumber: string): ProductDoc | undefined {
  const raw = statement(deps.db, 'SELECT doc FROM product WHERE product_number = ?', 'pluck').get(
    productNumber,
  ) as string | undefined;
  return raw === undefined ? undefined : (JSON.parse(raw) as ProductDoc);
}

/** The seed key of a product's leaf category, the one its breadcrumb ends in. */
export function productLeafKey(deps: SandboxDeps, productId: string): string | undefined {
  return statement(deps.db, "SELECT json_extract(doc, '$.leafKey') FROM product WHERE id = ?", 'pluck').get(
    productId,
  ) as string | undefined;
}

/** The reviews of a product's main product, newest first, as stored (the route adds the request's fields). */
export function productReviews(deps: SandboxDeps, pk: number): Doc[] {
  return statement(
    deps.db,
    `SELECT r.id, p.id AS productId, r.language_id AS languageId, r.points, r.title, r.content,
     r.external_user AS externalUser, r.created_at AS createdAt
     FROM product_review r JOIN product p ON p.pk = r.product_pk
     WHERE r.product_pk = (SELECT main_pk FROM product WHERE pk = ?) ORDER BY r.created_at DESC`,
  ).all(pk) as Doc[];
}

/** The best sellers of a category that can be bought now, for recommendations. */
export function topSellerIdsOfCategory(deps: SandboxDeps, categoryId: string, count: number): string[] {
  return statement(
    deps.db,
    `SELECT p.id FROM product_category pc JOIN product p ON p.pk = pc.product_pk
     WHERE pc.category_id = ? AND p.available = 1 ORDER BY p.sales DESC, p.pk LIMIT ?`,
    'pluck',
  ).all(categoryId, count) as string[];
}

/**
 * Best sellers that share a category with a product (its family excluded), for the product page's
 * recommendations: what shoppers of this product's categories buy, not a copy of its cross-sellings.
 */
export function topSellerIdsNear(deps: SandboxDeps, pk: number, count: number): string[] {
  return statement(
    deps.db,
    `SELECT p.id FROM product_category pc JOIN product p ON p.pk = pc.product_pk
     WHERE pc.category_id IN (SELECT category_id FROM product_category
       WHERE product_pk IN (SELECT pk FROM product WHERE main_pk = (SELECT main_pk FROM product WHERE pk = ?)))
     AND p.available = 1 AND p.main_pk != (SELECT main_pk FROM product WHERE pk = ?)
     GROUP BY p.id ORDER BY MAX(p.sales) DESC, MIN(p.pk) LIMIT ?`,
    'pluck',
  ).all(pk, pk, count) as string[];
}
