import type { Hono } from 'hono';
import { seoUrlsFor } from '../catalogue/entities/seo-urls.js';
import { categoryIdOfSeoPath } from '../catalogue/seo-paths.js';
import type { SandboxDeps } from '../domain/sandbox-deps.js';
import type { ShopRequest } from '../domain/shop-request.js';
import { EntityNotFoundError, InvalidParameterError } from '../errors.js';
import type { AppEnv } from '../http/env.js';
import { respond } from '../http/respond.js';
import { isId } from '../ids.js';
import { slugify } from '../seed/slug.js';

interface FilterSlug {
  slug: string;
  kind: 'manufacturer' | 'property';
  id: string;
}

/** Every manufacturer and property option as a readable path segment (`maison-lumiere`, `hauttyp-vegan`). */
function filterSlugs(deps: SandboxDeps, shop: ShopRequest): FilterSlug[] {
  const slugs: FilterSlug[] = deps.entities.list('product_manufacturer').map((stored) => ({
    slug: slugify(
      String(deps.entities.render('product_manufacturer', stored.id, shop.languageIdChain)?.name ?? ''),
    ).toLowerCase(),
    kind: 'manufacturer',
    id: stored.id,
  }));
  for (const stored of deps.entities.list('property_group_option')) {
    const option = deps.entities.render('property_group_option', stored.id, shop.languageIdChain);
    const group = deps.entities.render('property_group', String(stored.doc.groupId), shop.languageIdChain);
    slugs.push({
      slug: slugify(`${String(group?.name ?? '')}-${String(option?.name ?? '')}`).toLowerCase(),
      kind: 'property',
      id: stored.id,
    });
  }
  return slugs;
}

/** A path whose percent-encoding does not decode is the caller's bad request (400), not a server error. */
function decodedPath(raw: string): string {
  try {
    return decodeURIComponent(raw);
  } catch {
    throw new InvalidParameterError(
      'FRAMEWORK__INVALID_REQUEST_PARAMETER',
      'The SEO filter URL is not a well-formed path.',
      '/path',
    );
  }
}

const splitIds = (raw: string | undefined) => (raw ? raw.split('|').filter((value) => isId(value)) : []);

/** SEO-friendly filter URLs for category listings (plugin routes, modelled on spec 7.1). */
export function registerSeoFilterUrlRoutes(api: Hono<AppEnv>, deps: SandboxDeps): void {
  // Spec 7.1 calls these routes path-based: `/seo-filter-url/{categoryId}/{optionId}/...` names the filters in the
  // path (manufacturer and property option ids alike); `?manufacturer=a|b&properties=c` is read as well.
  api.get('/seo-filter-url/*', (c) => {
    const shop = c.get('shop');
    const [categoryId = '', ...optionIds] = c.req.path
      .replace(/^.*?\/seo-filter-url\//, '')
      .split('/')
      .filter(Boolean);
    if (!isId(categoryId))
      throw new InvalidParameterError(
        'FRAMEWORK__INVALID_UUID',
        'The category id must be a valid uuid.',
        '/categoryId',
      );
    if (!optionIds.every((id) => isId(id)))
      throw new InvalidParameterError(
        'FRAMEWORK__INVALID_UUID',
        'Each filter segment must be a manufacturer or property option id.',
        '/filters',
      );
    const seoPath = seoUrlsFor(deps, shop, [categoryId]).get(categoryId)?.[0]?.seoPathInfo;
    if (typeof seoPath !== 'string')
      throw new EntityNotFoundError('CONTENT__CATEGORY_NOT_FOUND', 'Category', categoryId);
    const wanted = new Set([
      ...optionIds,
      ...splitIds(c.req.query('manufacturer')),
      ...splitIds(c.req.query('properties')),
    ]);
    const segments = filterSlugs(deps, shop)
      .filter((entry) => wanted.has(entry.id))
      .map((entry) => entry.slug)
      .sort();
    return respond(c, {
      categoryId,
      seoUrl: `/${seoPath}${segments.map((segment) => `${segment}/`).join('')}`,
      apiAlias: 'seo_filter_url',
    });
  });

  api.get('/deserialize-seo-filter-url/*', (c) => {
    const shop = c.get('shop');
    const rest = decodedPath(c.req.path.replace(/^.*?\/deserialize-seo-filter-url\//, '')).slice(0, 1000);
    const segments = rest.split('/').filter(Boolean);
    for (let split = segments.length; split > 0; split -= 1) {
      const categoryId = categoryIdOfSeoPath(deps, `${segments.slice(0, split).join('/')}/`, shop.languageId);
      if (!categoryId) continue;
      const slugs = new Map(filterSlugs(deps, shop).map((entry) => [entry.slug, entry]));
      const filters = segments.slice(split).map((segment) => slugs.get(segment.toLowerCase()));
      if (filters.some((entry) => entry === undefined)) break;
      return respond(c, {
        categoryId,
        manufacturer: filters.filter((entry) => entry?.kind === 'manufacturer').map((entry) => entry?.id),
        properties: filters.filter((entry) => entry?.kind === 'property').map((entry) => entry?.id),
        apiAlias: 'seo_filter_url_deserialized',
      });
    }
    throw new EntityNotFoundError(
      'FRAMEWORK__SEO_FILTER_URL_NOT_FOUND',
      'SEO filter URL',
      rest.slice(0, 200),
    );
  });
}
