import { contentUrlOf } from '../catalogue/contentUrl';
import { loadContactSalutations } from '../contact/contactSalutations.server';
import { stripLocalePrefix } from '../locale/fromPath';
import { loadCmsProducts } from './cmsProducts.server';
import { type ContentPage, homeEntryId, loadContentPage, loadPageContent } from './content.server';
import { MAX_SEO_PATH_LENGTH } from './resolveSeoPath.server';
import type { RequestStoreApi } from './storeApi.server';

/** A content page with the products its sliders name (spec 2.2 /{all...}, /preview/{all...}). */
export async function loadContentPageData(storeApi: RequestStoreApi, pathname: string) {
  const { url, preview } = contentUrlOf(pathname);
  // No page has an address longer than any the shop can link (issue 12: the shopper's 404, not the service's 4xx).
  if (url.length > MAX_SEO_PATH_LENGTH) return undefined;
  const page =
    url === '/' ? await homePreview(storeApi, pathname) : await loadContentPage(url, storeApi, pathname);
  if (page === undefined) return undefined;
  const blocks = [...page.blocksAbove, ...page.blocks];
  const [products, contactSalutations] = await Promise.all([
    loadCmsProducts(storeApi, blocks),
    loadContactSalutations(storeApi, blocks),
  ]);
  return {
    kind: 'content' as const,
    preview,
    page,
    products,
    contactSalutations,
    alternatePath: stripLocalePrefix(pathname),
  };
}

/** /preview itself shows the market's home entry (every market's home page has the url '/'). */
async function homePreview(storeApi: RequestStoreApi, pathname: string): Promise<ContentPage | undefined> {
  const home = await loadPageContent(homeEntryId(storeApi.locale), storeApi, pathname);
  if (home === undefined) return undefined;
  return {
    id: homeEntryId(storeApi.locale),
    kind: 'page',
    title: home.title ?? '',
    headline: home.title,
    description: undefined,
    metaTitle: undefined,
    metaDescription: undefined,
    author: undefined,
    media: undefined,
    blocksAbove: [],
    blocks: home.blocks,
  };
}
