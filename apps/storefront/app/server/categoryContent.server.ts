import { categoryContentUrls } from '../catalogue/categoryContentUrls';
import type { CategoryContent } from '../views/contentViews';
import { loadCmsProducts } from './cmsProducts.server';
import { loadPageContentByUrls } from './content.server';
import { withinRenderBudget } from './renderBudget';
import type { RequestStoreApi } from './storeApi.server';

/**
 * The content above a listing is optional: the page waits this long for it and then renders without (the
 * content client's own spec 9 time-out of 30 s with 5 retries is meant for pages that are nothing but content).
 */
const CONTENT_BUDGET_MS = 1_500;

async function loadContent(
  storeApi: RequestStoreApi,
  categoryId: string,
  pathname: string,
): Promise<CategoryContent | undefined> {
  const urls = categoryContentUrls(pathname, categoryId);
  const content = await loadPageContentByUrls(urls, storeApi, pathname);
  if (content === undefined || content.blocks.length === 0) return undefined;
  return {
    title: content.title,
    blocks: content.blocks,
    products: await loadCmsProducts(storeApi, content.blocks),
  };
}

/**
 * Spec 2.4: a category page is CMS content plus the product listing. The content is the `page` entry whose `url`
 * is the category's path; the caller starts this beside the listing (no waterfall). It never fails the page: a
 * content outage, a slow answer or a failed slider lookup is logged and the category renders without content.
 * Without `budgetMs` it waits as long as the content lookups themselves (the render budget, issue 12).
 */
export async function loadCategoryContent(
  storeApi: RequestStoreApi,
  categoryId: string,
  pathname: string,
  budgetMs: number | undefined = CONTENT_BUDGET_MS,
): Promise<CategoryContent | undefined> {
  try {
    const outcome = await withinRenderBudget(loadContent(storeApi, categoryId, pathname), budgetMs);
    if (outcome.kind === 'done') return outcome.value;
    const waited = budgetMs === undefined ? 'the render budget' : `${budgetMs} ms`;
    console.warn(`[storefront] category content for ${pathname}: no answer within ${waited}`);
    return undefined;
  } catch (error) {
    console.warn(`[storefront] category content for ${pathname} could not be loaded`, error);
    return undefined;
  }
}
