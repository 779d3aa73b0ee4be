import type { Context, Hono } from 'hono';
import { MAX_LIMIT } from '../criteria/parse.js';
import { compileFilters, type SqlFieldMap } from '../criteria/sql.js';
import { seoUrlEntity } from '../entities/seo-urls.js';
import { readCriteria } from '../http/criteria-input.js';
import type { AppEnv, SandboxDeps } from '../http/env.js';
import { respond, searchResult } from '../http/respond.js';

const SEO_URL_FIELDS: SqlFieldMap = {
  entity: 'seo_url',
  fields: {
    foreignKey: { kind: 'scalar', sql: 's.foreign_key', type: 'text' },
    seoPathInfo: { kind: 'scalar', sql: 's.seo_path_info', type: 'text' },
    routeName: { kind: 'scalar', sql: 's.route_name', type: 'text' },
    languageId: { kind: 'scalar', sql: 's.language_id', type: 'text' },
    isCanonical: { kind: 'scalar', sql: '1', type: 'bool' },
    isDeleted: { kind: 'scalar', sql: '0', type: 'bool' },
  },
};

/** SEO URLs of the request's language, searchable with criteria (Shopware's SeoUrlRoute). */
export function registerSeoUrlRoute(api: Hono<AppEnv>, deps: SandboxDeps): void {
  const handler = async (c: Context<AppEnv>) => {
    const { criteria } = await readCriteria(c, MAX_LIMIT);
    const shop = c.get('shop');
    const context = { params: [] as unknown[], joins: new Set<string>(), currencyFactor: 1 };
    const conditions = [
      's.language_id = ?',
      ...compileFilters([...criteria.filter, ...criteria.postFilter], SEO_URL_FIELDS, context, '/filter'),
    ];
    const params = [shop.languageId, ...context.params];
    const limit = criteria.limit ?? MAX_LIMIT;
    const rows = deps.db
      .prepare(
        `SELECT foreign_key AS foreignKey, route_name AS routeName, seo_path_info AS seoPathInfo FROM seo_path s
         WHERE ${conditions.join(' AND ')} ORDER BY s.seo_path_info LIMIT ? OFFSET ?`,
      )
      .all(...params, limit, (criteria.page - 1) * limit) as {
      foreignKey: string;
      routeName: string;
      seoPathInfo: string;
    }[];
    const total =
      criteria.totalCountMode === 0
        ? rows.length
        : (deps.db
            .prepare(`SELECT COUNT(*) FROM seo_path s WHERE ${conditions.join(' AND ')}`)
            .pluck()
            .get(...params) as number);
    const elements = rows.map((row) => seoUrlEntity(shop, row.foreignKey, row.routeName, row.seoPathInfo));
    return respond(c, searchResult('seo_url', elements, total, criteria, {}, limit), criteria);
  };
  api.get('/seo-url', handler);
  api.post('/seo-url', handler);
}
