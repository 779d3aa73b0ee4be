import type { Context, Hono } from 'hono';
import {
  findProductPk,
  findProductPksByIds,
  loadProductRows,
  renderProducts,
} from '../catalogue/entities/product.js';
import { mainProductDoc, topSellerIdsNear, topSellerIdsOfCategory } from '../catalogue/product-lookups.js';
import type { SandboxDeps } from '../domain/sandbox-deps.js';
import { EntityNotFoundError, InvalidParameterError } from '../errors.js';
import type { AppEnv } from '../http/env.js';
import { respond } from '../http/respond.js';
import { idFor, isId } from '../ids.js';
import { resolveCategoryId } from './categories.js';

const PROVIDER = /^[a-z][a-z0-9-]{1,31}$/;
const VARIANT = /^[A-Za-z0-9_-]{1,32}$/;
const MAX_COUNT = 50;

interface RecommendationRequest {
  provider: string;
  variant: string;
  count: number;
}

function readRequest(c: Context<AppEnv>): RecommendationRequest {
  const provider = c.req.param('provider') ?? '';
  const variant = c.req.param('variant') ?? '';
  const count = Number(c.req.param('count'));
  if (!PROVIDER.test(provider))
    throw new InvalidParameterError(
      'FRAMEWORK__INVALID_REQUEST_PARAMETER',
      'The provider must be a lower-case name.',
      '/provider',
    );
  if (!VARIANT.test(variant))
    throw new InvalidParameterError(
      'FRAMEWORK__INVALID_REQUEST_PARAMETER',
      'The variant must be letters, digits, - or _.',
      '/variant',
    );
  if (!Number.isInteger(count) || count < 1 || count > MAX_COUNT) {
    throw new InvalidParameterError(
      'FRAMEWORK__INVALID_REQUEST_PARAMETER',
      `The count must be a whole number from 1 to ${MAX_COUNT}.`,
      '/count',
    );
  }
  return { provider, variant, count };
}

function similarTo(deps: SandboxDeps, productPks: number[]): string[] {
  const ids: string[] = [];
  for (const pk of productPks) {
    const doc = mainProductDoc(deps, pk);
    for (const entry of doc?.crossSellings ?? [])
      if (entry.key === 'similar' || entry.key === 'accessories') ids.push(...entry.productIds);
  }
  return [...new Set(ids)];
}

/**
 * Recommendations of a personalisation vendor (spec 7.2): products plus the vendor's tracking event under
 * extensions.{provider}.oscEvent. The sandbox recommends top sellers near a product or of a category, and a cart's
 * cross-sellings.
 */
export function registerPersonalisationRoutes(api: Hono<AppEnv>, deps: SandboxDeps): void {
  const answer = (
    c: Context<AppEnv>,
    request: RecommendationRequest,
    placement: string,
    source: string[],
    productIds: string[],
  ) => {
    const shop = c.get('shop');
    const pks = findProductPksByIds(
      deps,
      productIds.filter((id) => !source.includes(id)),
    ).slice(0, request.count);
    const elements = renderProducts(deps, shop, loadProductRows(deps, shop, pks));
    return respond(c, {
      elements,
      total: elements.length,
      extensions: {
        [request.provider]: {
          oscEvent: {
            event: 'recommendation_view',
            placement,
            variant: request.variant,
            requestId: idFor(
              `recommendation:${request.provider}:${placement}:${request.variant}:${source.join(',')}`,
            ),
            sourceIds: source,
            productIds: elements.map((element) => element.id),
          },
        },
      },
      apiAlias: 'personalisation_recommendations',
    });
  };

  api.get('/:provider/product/:id/:variant/:count', (c) => {
    const request = readRequest(c);
    const id = c.req.param('id');
    if (!isId(id))
      throw new InvalidParameterError(
        'FRAMEWORK__INVALID_UUID',
        'The product id must be a valid uuid.',
        '/id',
      );
    const pk = findProductPk(deps, id);
    if (pk === undefined) throw new EntityNotFoundError('CONTENT__PRODUCT_NOT_FOUND', 'Product', id);
    // A product's recommendations are distinct from its cross-selling (issue 19): best sellers of its categories
    // that its cross-sellings do not already show.
    const crossSold = new Set(
      (mainProductDoc(deps, pk)?.crossSellings ?? []).flatMap((entry) => entry.productIds),
    );
    const near = topSellerIdsNear(deps, pk, request.count + crossSold.size).filter(
      (other) => !crossSold.has(other),
    );
    return answer(c, request, 'product', [id], near);
  });

  api.get('/:provider/cart/:ids/:variant/:count', (c) => {
    const request = readRequest(c);
    const ids = c.req.param('ids').split(',').slice(0, 50);
    if (ids.some((id) => !isId(id)))
      throw new InvalidParameterError(
        'FRAMEWORK__INVALID_UUID',
        'Every cart product id must be a valid uuid.',
        '/ids',
      );
    return answer(c, request, 'cart', ids, similarTo(deps, findProductPksByIds(deps, ids)));
  });

  api.get('/:provider/category/:id/:variant/:count', (c) => {
    const request = readRequest(c);
    const categoryId = resolveCategoryId(c.get('shop'), c.req.param('id'), '/id');
    if (!deps.entities.get('category', categoryId))
      throw new EntityNotFoundError('CONTENT__CATEGORY_NOT_FOUND', 'Category', categoryId);
    const ids = topSellerIdsOfCategory(deps, categoryId, request.count);
    return answer(c, request, 'category', [categoryId], ids);
  });
}
