import type { SandboxDeps } from '../../domain/sandbox-deps.js';
import type { ShopRequest } from '../../domain/shop-request.js';
import { seoUrlsFor } from './seo-urls.js';
import type { Doc } from './store.js';

/** Categories as Shopware's Store API sends them: translated, with seoUrls, children loaded on demand. */
export function renderCategories(deps: SandboxDeps, shop: ShopRequest, ids: readonly string[]): Doc[] {
  const seo = seoUrlsFor(deps, shop, ids);
  const result: Doc[] = [];
  for (const id of ids) {
    const category = deps.entities.render('category', id, shop.languageIdChain);
    if (!category) continue;
    const seoUrls = seo.get(id) ?? [];
    category.seoUrls = seoUrls;
    category.children = [];
    const seoUrl = seoUrls[0];
    if (seoUrl) category.seoUrl = `/${String(seoUrl.seoPathInfo)}`;
    result.push(category);
  }
  return result;
}

export function renderCategory(deps: SandboxDeps, shop: ShopRequest, id: string): Doc | undefined {
  return renderCategories(deps, shop, [id])[0];
}

/** All categories of the navigation trees, in tree order, rendered for the request's language. */
export function allCategories(deps: SandboxDeps, shop: ShopRequest): Doc[] {
  return renderCategories(
    deps,
    shop,
    deps.entities.list('category').map((category) => category.id),
  );
}
