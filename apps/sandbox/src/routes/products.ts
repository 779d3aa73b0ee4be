import type { Context, Hono } from 'hono';
import { searchInMemory } from '../criteria/memory.js';
import {
  findProductPk,
  findProductPksByIds,
  loadProductRows,
  type ProductDoc,
  renderProducts,
} from '../entities/product.js';
import { searchProducts } from '../entities/product-search.js';
import type { Doc } from '../entities/store.js';
import { EntityNotFoundError, InvalidParameterError } from '../errors.js';
import { readCriteria } from '../http/criteria-input.js';
import type { AppEnv, SandboxDeps, ShopRequest } from '../http/env.js';
import { respond, searchResult } from '../http/respond.js';
import { idFor, isId } from '../ids.js';

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

/** The variant a parent id resolves to: the cheapest available one, as Shopware's ProductDetailRoute picks. */
function bestVariantPk(deps: SandboxDeps, parentId: string): number | undefined {
  return deps.db
    .prepare('SELECT pk FROM product WHERE parent_id = ? ORDER BY available DESC, price ASC, pk ASC LIMIT 1')
    .pluck()
    .get(parentId) as number | undefined;
}

function configurator(
  deps: SandboxDeps,
  shop: ShopRequest,
  parentDoc: ProductDoc,
  selectedOptionIds: string[],
): Doc[] {
  const groups = new Map<string, Doc>();
  for (const optionId of parentDoc.configuratorOptionIds ?? []) {
    const option = deps.entities.render('property_group_option', optionId, shop.languageIdChain);
    if (!option) continue;
    const groupId = String(option.groupId);
    let group = groups.get(groupId);
    if (!group) {
      group = {
        ...(deps.entities.render('property_group', groupId, shop.languageIdChain) ?? {}),
        options: [],
      };
      groups.set(groupId, group);
    }
    const { options: _options, ...groupWithoutOptions } = group;
    (group.options as Doc[]).push({
      ...option,
      group: groupWithoutOptions,
      option: option.name,
      combinable: true,
      configuratorSetting: { id: idFor(`configurator:${optionId}`), optionId, position: 0 },
    });
  }
  for (const group of groups.values()) {
    (group.options as Doc[]).sort((a, b) => Number(a.position) - Number(b.position));
    group.selected =
      selectedOptionIds.find((optionId) =>
        (group.options as Doc[]).some((option) => option.id === optionId),
      ) ?? null;
  }
  return [...groups.values()];
}

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
    const shop = c.get('shop');
    const id = productIdParam(c);
    let pk = findProductPk(deps, id);
    if (pk === undefined) throw productNotFound(id);
    const [row] = loadProductRows(deps, shop, [pk]);
    if (!row) throw productNotFound(id);
    let parentRow = row.parentId ? loadProductRows(deps, shop, [row.mainPk])[0] : row;
    if (row.childCount > 0) {
      pk = bestVariantPk(deps, row.id) ?? pk;
      parentRow = row;
    }
    const [productRow] = pk === row.pk ? [row] : loadProductRows(deps, shop, [pk]);
    if (!productRow || !parentRow) throw productNotFound(id);
    const [product] = renderProducts(deps, shop, [productRow], {
      children: 'children' in criteria.associations,
      media: true,
      properties: true,
    });
    const parentDoc = JSON.parse(parentRow.doc) as ProductDoc;
    const skipConfigurator =
      c.req.query('skipConfigurator') === 'true' || c.req.query('skipConfigurator') === '1';
    const body: Doc = { product, apiAlias: 'product_detail' };
    if (!skipConfigurator)
      body.configurator = configurator(
        deps,
        shop,
        parentDoc,
        (JSON.parse(productRow.doc) as ProductDoc).optionIds,
      );
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
    const rows = deps.db
      .prepare(
        `SELECT r.id, p.id AS productId, r.language_id AS languageId, r.points, r.title, r.content, r.external_user AS externalUser,
         r.created_at AS createdAt FROM product_review r JOIN product p ON p.pk = r.product_pk
         WHERE r.product_pk = (SELECT main_pk FROM product WHERE pk = ?) ORDER BY r.created_at DESC`,
      )
      .all(pk) as Doc[];
    const items = rows.map((review) => ({
      ...review,
      salesChannelId: shop.salesChannel.id,
      status: true,
      comment: null,
      customFields: {},
      apiAlias: 'product_review',
    }));
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
    const doc = JSON.parse(
      deps.db
        .prepare('SELECT doc FROM product WHERE pk = (SELECT main_pk FROM product WHERE pk = ?)')
        .pluck()
        .get(pk) as string,
    ) as ProductDoc;
    const elements = (doc.crossSellings ?? []).map((entry, position) => {
      const rows = loadProductRows(deps, shop, findProductPksByIds(deps, entry.productIds));
      const products = renderProducts(deps, shop, rows);
      const name = crossSellingName(entry.key, shop);
      return {
        crossSelling: {
          id: idFor(`cross-selling:${id}:${entry.key}`),
          productId: id,
          name,
          position: position + 1,
          sortBy: 'name',
          sortDirection: 'ASC',
          type: 'productList',
          active: true,
          limit: 24,
          bundleStep: entry.key.startsWith('set_bundle_step_') ? Number(entry.key.slice(-1)) : null,
          assignedBundleProducts:
            entry.key.startsWith('set_') || entry.key.startsWith('make_') || entry.key.startsWith('routine_')
              ? entry.productIds
              : [],
          translated: { name },
          customFields: {},
          apiAlias: 'product_cross_selling',
        },
        products,
        total: products.length,
        apiAlias: 'cross_selling_element',
      };
    });
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

const ORDINARY_NAMES: Record<string, [string, string, string]> = {
  similar: ['Ähnliche Produkte', 'Similar products', 'Produits similaires'],
  accessories: ['Passend dazu', 'Goes well with', 'Complétez avec'],
};

/** Set and bundle cross-sellings keep their technical names, which the storefront reads (spec 3). */
function crossSellingName(key: string, shop: ShopRequest): string {
  const names = ORDINARY_NAMES[key];
  if (!names) return key;
  const index = Math.max(
    0,
    ['de', 'en', 'fr'].findIndex((code) => shop.languageIdChain[0] === idFor(`language:${code}`)),
  );
  return names[index] ?? names[0];
}
