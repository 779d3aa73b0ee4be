import { statement } from '../../db/statements.js';
import type { SandboxDeps } from '../../domain/sandbox-deps.js';
import type { ShopRequest } from '../../domain/shop-request.js';
import { idFor } from '../../ids.js';
import type { Doc } from './store.js';

const PATH_INFO: Record<string, string> = {
  'frontend.detail.page': '/detail/',
  'frontend.navigation.page': '/navigation/',
  'frontend.landing.page': '/landingPage/',
};

/** A SeoUrl entity as Shopware stores one per sales channel and language. */
export function seoUrlEntity(
  shop: ShopRequest,
  foreignKey: string,
  routeName: string,
  seoPathInfo: string,
  languageId = shop.languageId,
): Doc {
  return {
    id: idFor(`seo-url:${shop.salesChannel.id}:${languageId}:${foreignKey}`),
    salesChannelId: shop.salesChannel.id,
    languageId,
    foreignKey,
    routeName,
    pathInfo: `${PATH_INFO[routeName] ?? '/'}${foreignKey}`,
    seoPathInfo,
    isCanonical: true,
    isModified: false,
    isDeleted: false,
    customFields: {},
    apiAlias: 'seo_url',
  };
}

export function seoUrlsFor(
  deps: SandboxDeps,
  shop: ShopRequest,
  foreignKeys: readonly string[],
): Map<string, Doc[]> {
  const result = new Map<string, Doc[]>();
  if (foreignKeys.length === 0) return result;
  const rows = statement(
    deps.db,
    `SELECT foreign_key AS foreignKey, route_name AS routeName, seo_path_info AS seoPathInfo FROM seo_path
     WHERE language_id = ? AND foreign_key IN (SELECT value FROM json_each(?))`,
  ).all(shop.languageId, JSON.stringify(foreignKeys)) as {
    foreignKey: string;
    routeName: string;
    seoPathInfo: string;
  }[];
  for (const row of rows) {
    const list = result.get(row.foreignKey) ?? [];
    list.push(seoUrlEntity(shop, row.foreignKey, row.routeName, row.seoPathInfo));
    result.set(row.foreignKey, list);
  }
  return result;
}
