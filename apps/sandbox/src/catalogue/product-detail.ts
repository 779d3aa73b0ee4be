import type { SandboxDeps } from '../domain/sandbox-deps.js';
import type { ShopRequest } from '../domain/shop-request.js';
import { languageCodeOf } from '../seed/markets.js';
import { productPageLayout } from './cms-pages.js';
import { configurator } from './configurator.js';
import { keepsField } from './criteria/kept-field.js';
import type { Criteria } from './criteria/types.js';
import { crossSellingElements } from './cross-sellings.js';
import { findProductPk, loadProductRows, type ProductDoc, renderProducts } from './entities/product.js';
import type { Doc } from './entities/store.js';
import { bestVariantPk, productReviews } from './product-lookups.js';

export interface ProductDetailOptions {
  /** Render the variants of a parent too (the `children` association). */
  children: boolean;
  /** Leave out the variant configurator (Shopware's skipConfigurator). */
  skipConfigurator: boolean;
  /**
   * The request's includes and excludes. The layout's cross-selling products are written with them, and a shape
   * that drops the `cmsPage` leaves the layout unbuilt: its cross-selling slot alone holds whole products of every
   * cross-selling, about nine tenths of the answer's bytes and most of its time.
   */
  shape: Pick<Criteria, 'includes' | 'excludes'>;
}

/**
 * Shopware's ProductDetailRoute: a parent id resolves to its best variant, the answer carries the variant
 * configurator of the parent and the product's `cmsPage`, the default product page layout with its slot data.
 * Undefined for an unknown id.
 */
export function productDetail(
  deps: SandboxDeps,
  shop: ShopRequest,
  id: string,
  options: ProductDetailOptions,
): Doc | undefined {
  let pk = findProductPk(deps, id);
  if (pk === undefined) return undefined;
  const [row] = loadProductRows(deps, shop, [pk]);
  if (!row) return undefined;
  let parentRow = row.parentId ? loadProductRows(deps, shop, [row.mainPk])[0] : row;
  if (row.childCount > 0) {
    pk = bestVariantPk(deps, row.id) ?? pk;
    parentRow = row;
  }
  const [productRow] = pk === row.pk ? [row] : loadProductRows(deps, shop, [pk]);
  if (!productRow || !parentRow) return undefined;
  const [product] = renderProducts(deps, shop, [productRow], {
    children: options.children,
    media: true,
    properties: true,
  });
  if (!product) return undefined;
  const parentDoc = JSON.parse(parentRow.doc) as ProductDoc;
  const variantConfigurator = configurator(
    deps,
    shop,
    parentDoc,
    (JSON.parse(productRow.doc) as ProductDoc).optionIds,
  );
  const cmsPage = keepsField(options.shape, 'product', 'cmsPage')
    ? productPageLayout(languageCodeOf(shop.languageId) ?? 'de', {
        product: { ...product },
        configuratorSettings: variantConfigurator,
        crossSellings: crossSellingElements(deps, shop, productRow.pk, productRow.id, options.shape),
        totalReviews: productReviews(deps, productRow.pk).length,
      })
    : null;
  return {
    product: { ...product, cmsPage },
    ...(options.skipConfigurator ? {} : { configurator: variantConfigurator }),
    apiAlias: 'product_detail',
  };
}
