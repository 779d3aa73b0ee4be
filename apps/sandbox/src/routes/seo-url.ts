import type { Context, Hono } from 'hono';
import { MAX_LIMIT } from '../catalogue/criteria/parse.js';
import { seoUrlEntity } from '../catalogue/entities/seo-urls.js';
import { searchSeoPaths } from '../catalogue/seo-paths.js';
import type { SandboxDeps } from '../domain/sandbox-deps.js';
import { readCriteria } from '../http/criteria-input.js';
import type { AppEnv } from '../http/env.js';
import { respond, searchResult } from '../http/respond.js';

/** SEO URLs of the request's language, searchable with criteria (Shopware's SeoUrlRoute). */
export function registerSeoUrlRoute(api: Hono<AppEnv>, deps: SandboxDeps): void {
  const handler = async (c: Context<AppEnv>) => {
    const { criteria } = await readCriteria(c, MAX_LIMIT);
    const shop = c.get('shop');
    const limit = criteria.limit ?? MAX_LIMIT;
    const { rows, total } = searchSeoPaths(deps, shop.languageId, criteria, limit);
    const elements = rows.map((row) => seoUrlEntity(shop, row.foreignKey, row.routeName, row.seoPathInfo));
    return respond(c, searchResult('seo_url', elements, total, criteria, {}, limit), criteria);
  };
  api.get('/seo-url', handler);
  api.post('/seo-url', handler);
}
