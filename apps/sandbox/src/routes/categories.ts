import type { Context, Hono } from 'hono';
import { categoryWithLayout } from '../catalogue/category-page.js';
import { searchInMemory } from '../catalogue/criteria/memory.js';
import { allCategories, renderCategory } from '../catalogue/entities/category.js';
import { seoUrlsFor } from '../catalogue/entities/seo-urls.js';
import { buildTree, descendants } from '../catalogue/navigation-tree.js';
import { productLeafKey } from '../catalogue/product-lookups.js';
import type { SandboxDeps } from '../domain/sandbox-deps.js';
import type { ShopRequest } from '../domain/shop-request.js';
import { EntityNotFoundError, InvalidParameterError } from '../errors.js';
import { readCriteria } from '../http/criteria-input.js';
import type { AppEnv } from '../http/env.js';
import { respond, searchResult } from '../http/respond.js';
import { isId } from '../ids.js';

const ALIASES: Record<string, string> = {
  'main-navigation': 'navigationCategoryId',
  'footer-navigation': 'footerCategoryId',
  'service-navigation': 'serviceCategoryId',
  home: 'navigationCategoryId',
};

/** Resolves an id or one of Shopware's navigation aliases; anything else is a 400. */
export function resolveCategoryId(shop: ShopRequest, value: string, pointer: string): string {
  const alias = ALIASES[value];
  if (alias) return String(shop.salesChannel.doc[alias]);
  if (!isId(value))
    throw new InvalidParameterError(
      'FRAMEWORK__INVALID_UUID',
      `Value "${String(value).slice(0, 64)}" is not a valid uuid.`,
      pointer,
    );
  return value;
}

const categoryNotFound = (id: string) =>
  new EntityNotFoundError('CONTENT__CATEGORY_NOT_FOUND', 'Category', id);

function readDepth(raw: Record<string, unknown>): number {
  if (raw.depth === undefined) return 2;
  const depth = Number(raw.depth);
  if (!Number.isInteger(depth) || depth < 0 || depth > 20) {
    throw new InvalidParameterError(
      'FRAMEWORK__INVALID_REQUEST_PARAMETER',
      'The parameter "depth" must be a whole number from 0 to 20.',
      '/depth',
    );
  }
  return depth;
}

export function registerCategoryRoutes(api: Hono<AppEnv>, deps: SandboxDeps): void {
  const list = async (c: Context<AppEnv>) => {
    const { criteria } = await readCriteria(c);
    const outcome = searchInMemory(allCategories(deps, c.get('shop')), criteria, { entity: 'category' });
    return respond(
      c,
      searchResult('category', outcome.elements, outcome.total, criteria, outcome.aggregations),
      criteria,
    );
  };
  api.get('/category', list);
  api.post('/category', list);

  const detail = async (c: Context<AppEnv>) => {
    const { raw, criteria } = await readCriteria(c);
    const shop = c.get('shop');
    const id = resolveCategoryId(shop, c.req.param('navigationId') ?? '', '/navigationId');
    const category = categoryWithLayout(deps, shop, id, { raw, criteria });
    if (!category) throw categoryNotFound(id);
    return respond(c, category, criteria);
  };
  api.get('/category/:navigationId', detail);
  api.post('/category/:navigationId', detail);

  const navigation = async (c: Context<AppEnv>) => {
    const { raw, criteria } = await readCriteria(c);
    const shop = c.get('shop');
    const rootId = resolveCategoryId(shop, c.req.param('rootId') ?? '', '/rootId');
    const activeId = resolveCategoryId(shop, c.req.param('activeId') ?? '', '/activeId');
    const flat = allCategories(deps, shop);
    if (!flat.some((category) => category.id === rootId)) throw categoryNotFound(rootId);
    const active = flat.find((category) => category.id === activeId);
    if (!active) throw categoryNotFound(activeId);
    const activePath = new Set(
      String(active.path ?? '')
        .split('|')
        .filter(Boolean),
    );
    const depth = readDepth(raw);
    const tree =
      raw.buildTree === undefined ||
      raw.buildTree === true ||
      raw.buildTree === 'true' ||
      raw.buildTree === '1';
    const elements = tree
      ? buildTree(flat, rootId, depth, activePath)
      : descendants(flat, rootId, depth, activePath);
    return respond(c, elements, criteria);
  };
  api.get('/navigation/:activeId/:rootId', navigation);
  api.post('/navigation/:activeId/:rootId', navigation);

  const landingPage = async (c: Context<AppEnv>) => {
    const { criteria } = await readCriteria(c);
    const shop = c.get('shop');
    const id = c.req.param('landingPageId') ?? '';
    if (!isId(id))
      throw new InvalidParameterError(
        'FRAMEWORK__INVALID_UUID',
        `Value "${String(id).slice(0, 64)}" is not a valid uuid.`,
        '/landingPageId',
      );
    const page = deps.entities.render('landing_page', id, shop.languageIdChain);
    if (!page) throw new EntityNotFoundError('CONTENT__LANDING_PAGE_NOT_FOUND', 'Landing page', id);
    page.seoUrls = seoUrlsFor(deps, shop, [id]).get(id) ?? [];
    page.cmsPage = null;
    return respond(c, page, criteria);
  };
  api.get('/landing-page/:landingPageId', landingPage);
  api.post('/landing-page/:landingPageId', landingPage);

  api.get('/breadcrumb/:id', (c) => {
    const shop = c.get('shop');
    const id = c.req.param('id');
    if (!isId(id))
      throw new InvalidParameterError(
        'FRAMEWORK__INVALID_UUID',
        `Value "${String(id).slice(0, 64)}" is not a valid uuid.`,
        '/id',
      );
    let categoryId = id;
    if (c.req.query('type') === 'product' || !deps.entities.get('category', id)) {
      const doc = productLeafKey(deps, id);
      const referrer = c.req.query('referrerCategoryId');
      const leaf = doc
        ? deps.entities.list('category').find((category) => category.doc._key === doc)
        : undefined;
      if (!leaf) throw new EntityNotFoundError('CONTENT__BREADCRUMB_NOT_FOUND', 'Breadcrumb', id);
      categoryId = referrer && isId(referrer) && deps.entities.get('category', referrer) ? referrer : leaf.id;
    }
    const category = renderCategory(deps, shop, categoryId);
    if (!category) throw categoryNotFound(categoryId);
    const rootId = String(shop.salesChannel.doc.navigationCategoryId);
    const pathIds = [
      ...String(category.path ?? '')
        .split('|')
        .filter(Boolean),
      categoryId,
    ].filter((pathId) => pathId !== rootId && pathId !== String(shop.salesChannel.doc.footerCategoryId));
    const seo = seoUrlsFor(deps, shop, pathIds);
    const crumbs = pathIds.flatMap((pathId) => {
      const crumb = deps.entities.render('category', pathId, shop.languageIdChain);
      if (!crumb) return [];
      const seoUrls = seo.get(pathId) ?? [];
      return [
        {
          name: crumb.name,
          categoryId: pathId,
          type: crumb.type,
          translated: crumb.translated,
          path: String(seoUrls[0]?.seoPathInfo ?? ''),
          seoUrls,
          apiAlias: 'breadcrumb',
        },
      ];
    });
    return respond(c, crumbs);
  });
}
