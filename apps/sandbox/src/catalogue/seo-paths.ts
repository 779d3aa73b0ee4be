import { statement } from '../db/statements.js';
import type { SandboxDeps } from '../domain/sandbox-deps.js';
import { compileFilters, type SqlFieldMap } from './criteria/sql.js';
import type { Criteria } from './criteria/types.js';

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

export interface SeoPathRow {
  foreignKey: string;
  routeName: string;
  seoPathInfo: string;
}

/** SEO paths of one language matching criteria (filters and post-filters alike), in path order. */
export function searchSeoPaths(
  deps: SandboxDeps,
  languageId: string,
  criteria: Criteria,
  limit: number,
): { rows: SeoPathRow[]; total: number } {
  const context = { params: [] as unknown[], joins: new Set<string>(), currencyFactor: 1 };
  const conditions = [
    's.language_id = ?',
    ...compileFilters([...criteria.filter, ...criteria.postFilter], SEO_URL_FIELDS, context, '/filter'),
  ];
  const params = [languageId, ...context.params];
  const rows = statement(
    deps.db,
    `SELECT foreign_key AS foreignKey, route_name AS routeName, seo_path_info AS seoPathInfo FROM seo_path s
     WHERE ${conditions.join(' AND ')} ORDER BY s.seo_path_info LIMIT ? OFFSET ?`,
  ).all(...params, limit, (criteria.page - 1) * limit) as SeoPathRow[];
  const total =
    criteria.totalCountMode === 0
      ? rows.length
      : (statement(deps.db, `SELECT COUNT(*) FROM seo_path s WHERE ${conditions.join(' AND ')}`, 'pluck').get(
          ...params,
        ) as number);
  return { rows, total };
}

/** The category whose listing page has this SEO path (with its trailing slash) in a language. */
export function categoryIdOfSeoPath(
  deps: SandboxDeps,
  seoPathInfo: string,
  languageId: string,
): string | undefined {
  return statement(
    deps.db,
    "SELECT foreign_key FROM seo_path WHERE seo_path_info = ? AND language_id = ? AND route_name = 'frontend.navigation.page'",
    'pluck',
  ).get(seoPathInfo, languageId) as string | undefined;
}
