import type { Context, Hono } from 'hono';
import { searchInMemory } from '../catalogue/criteria/memory.js';
import { crossSellingElements } from '../catalogue/cross-sellings.js';
import {
  findProductPk,
  findProductPksByIds,
  loadProductRows,
  type ProductDoc,
  renderProducts,
} from '../catalogue/entities/product.js';
import { searchProducts } from '../catalogue/entities/product-search.js';
import type { Doc } from '../catalogue/entities/store.js';
import { productDetail } from '../catalogue/product-detail.js';
import { productReviews } from '../catalogue/product-lookups.js';
import type { SandboxDeps } from '../domain/sandbox-deps.js';
import { EntityNotFoundError, InvalidParameterError } from '../errors.js';
import { readCriteria } from '../http/criteria-input.js';
import type { AppEnv } from '../http/env.js';
import { respond, searchResult } from '../http/respond.js';
import { idFor, isId } from '../ids.js';
import { pendingReviewsOf } from '../review/index.js';

const DEFAULT_PRODUCT_LIMIT = 24;

function productIdParam(c: Context<AppEnv>): string {
  const id = c.req.param('productId') ?? '';
  if (!isId(id))
    throw new InvalidParameterError(
      'FRAMEWORK__INVALID_UUID',
      `Value "${String(id).slice(0, 64)}" is not a valid uuid.`,
      '/productId',
    );
  return id;
}

const productNotFound = (id: string) => new EntityNotFoundError('CONTENT__PRODUCT_NOT_FOUND', 'Product', id);

export function registerProductRoutes(api: Hono<AppEnv>, deps: SandboxDeps): void {
  const list = async (c: Context<AppEnv>) => {
    const { criteria } = await readCriteria(c);
    const shop = c.get('shop');
    const outcome = searchProducts(deps, shop, {
      criteria,
      listedOnly: false,
      defaultLimit: DEFAULT_PRODUCT_LIMIT,
    });
    const elements = renderProducts(deps, shop, loadProductRows(deps, shop, outcome.pks), {
      children: 'children' in criteria.associations,
      media: 'media' in criteria.associations,
      properties: 'properties' in criteria.associations,
    });
    return respond(
      c,
      searchResult('product', elements, outcome.total, criteria, outcome.aggregations, outcome.limit),
      criteria,
    );
  };
  api.get('/product', list);
  api.post('/product', list);

  const detail = async (c: Context<AppEnv>) => {
    const { criteria } = await readCriteria(c);
    const id = productIdParam(c);
    const skipConfigurator =
      c.req.query('skipConfigurator') === 'true' || c.req.query('skipConfigurator') === '1';
    const body = productDetail(deps, c.get('shop'), id, {
      children: 'children' in criteria.associations,
      skipConfigurator,
      shape: criteria,
    });
    if (!body) throw productNotFound(id);
    return respond(c, body, criteria);
  };
  api.get('/product/:productId', detail);
  api.post('/product/:productId', detail);

  const reviews = async (c: Context<AppEnv>) => {
    const { criteria } = await readCriteria(c);
    const shop = c.get('shop');
    const id = productIdParam(c);
    const pk = findProductPk(deps, id);
    if (pk === undefined) throw productNotFound(id);
    const published = productReviews(deps, pk).map((review) => ({
      ...review,
      salesChannelId: shop.salesChannel.id,
      status: true,
      comment: null,
      customFields: {},
      apiAlias: 'product_review',
    }));
    // Shopware's ProductReviewRoute lists `status = true OR customerId = the logged-in customer`: a customer sees
    // their own review while it waits for moderation (status false), nobody else does.
    const customerId = shop.context.customerId;
    const own = customerId
      ? pendingReviewsOf(deps, customerId, pk).map((review) => ({
          ...review,
          status: false,
          comment: null,
          customFields: {},
          apiAlias: 'product_review',
        }))
      : [];
    const items = [...own, ...published];
    const outcome = searchInMemory(items, criteria, { entity: 'product_review' });
    return respond(
      c,
      searchResult('product_review', outcome.elements, outcome.total, criteria, outcome.aggregations),
      criteria,
    );
  };
  api.get('/product/:productId/reviews', reviews);
  api.post('/product/:productId/reviews', reviews);

  const crossSelling = async (c: Context<AppEnv>) => {
    const { criteria } = await readCriteria(c);
    const shop = c.get('shop');
    const id = productIdParam(c);
    const pk = findProductPk(deps, id);
    if (pk === undefined) throw productNotFound(id);
    const elements = crossSellingElements(deps, shop, pk, id, criteria);
    return respond(c, elements, criteria);
  };
  api.get('/product/:productId/cross-selling', crossSelling);
  api.post('/product/:productId/cross-selling', crossSelling);

  api.post('/product/:productId/bundle-details', async (c) => {
    const { criteria } = await readCriteria(c);
    const shop = c.get('shop');
    const id = productIdParam(c);
    const pk = findProductPk(deps, id);
    if (pk === undefined) throw productNotFound(id);
    const [row] = loadProductRows(deps, shop, [pk]);
    if (!row) throw productNotFound(id);
    const doc = JSON.parse(row.doc) as ProductDoc;
    const [product] = renderProducts(deps, shop, [row]);
    const items = renderProducts(
      deps,
      shop,
      loadProductRows(deps, shop, findProductPksByIds(deps, doc.setItems ?? [])),
    );
    const itemsTotal = items.reduce((sum, item) => sum + Number((item.calculatedPrice as Doc).unitPrice), 0);
    const bundlePrice = Number(((product?.calculatedPrice ?? {}) as Doc).unitPrice ?? 0);
    return respond(
      c,
      {
        product,
        bundleItems: items.map((item, position) => ({
          id: idFor(`bundle-item:${id}:${String(item.id)}`),
          quantity: 1,
          position: position + 1,
          product: item,
          apiAlias: 'bundle_item',
        })),
        itemsTotalPrice: Math.round(itemsTotal * 100) / 100,
        bundlePrice,
        savings: Math.max(0, Math.round((itemsTotal - bundlePrice) * 100) / 100),
        isBundle: items.length > 0,
        apiAlias: 'bundle_details',
      },
      criteria,
    );
  });
}
