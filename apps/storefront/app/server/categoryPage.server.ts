import { type CategoryPageView, categoryPageView, readListingParams } from '@beautyshop/catalogue';
import { isStoreApiHttpError } from '@beautyshop/store-api-client';
import type { SelectOption } from '@beautyshop/ui';
import { categoryPresentation } from '../catalogue/categoryPresentation';
import { loadContactSalutations } from '../contact/contactSalutations.server';
import { categoryLinkTarget } from '../links/categoryLinkTarget';
import { localePath, pathsIn } from '../locale/fromPath';
import type { CategoryContent, SliderProduct } from '../views/contentViews';
import { loadCategoryContent } from './categoryContent.server';
import { serverConfig } from './config.server';
import type { ContentPage } from './content.server';
import { readDefaultSorting } from './defaultSorting.server';
import { readListingOrDefault } from './listingFallback.server';
import { loadSizePropertyGroupId } from './pluginConfig.server';
import type { RequestStoreApi } from './storeApi.server';

/** Content blocks above the listing, with the products their sliders name; none when there is no entry. */
const NO_CONTENT: CategoryContent = { blocks: [], products: [] };

/**
 * A category page (spec 2.4: CMS content plus product listing): the category, its listing and its content entry,
 * fetched in parallel (no waterfall). The content never fails the page; the category and listing do.
 */
async function loadCategoryParts(storeApi: RequestStoreApi, categoryId: string, url: URL, page: number) {
  const { client, locale } = storeApi;
  const asked = readListingParams(url.searchParams);
  const [category, { listing, params, paramsDropped }, content, sizePropertyGroupId, defaultSorting] =
    await Promise.all([
      // The listing comes next to it; the category's own layout would carry that listing a second time.
      client.catalogue.readCategory(categoryId, { excludes: { category: ['cmsPage'] } }),
      // Issue 12: a sort or filter the Store API refuses falls back to the default listing.
      readListingOrDefault(asked, page, (query) => client.catalogue.readProductListing(categoryId, query)),
      loadCategoryContent(storeApi, categoryId, url.pathname),
      loadSizePropertyGroupId(storeApi),
      // Without an order in the URL the listing's own sorting is the default.
      asked.order === undefined ? undefined : readDefaultSorting(client, categoryId),
    ]);
  const view = categoryPageView(
    {
      category,
      listing,
      params,
      paramsDropped,
      search: url.search,
      page,
      content: content ?? NO_CONTENT,
      sizePropertyGroupId,
      defaultSorting,
    },
    pathsIn(locale.locale),
  );
  return { view, category, type: category.type, content };
}

/**
 * What a category's address shows (issue 19): its listing with the content above it, its content alone (a
 * service or legal page, a link or folder with content), or the 404 page.
 */
export async function loadCategoryPage(
  storeApi: RequestStoreApi,
  categoryId: string,
  url: URL,
  page: number,
): Promise<CategoryTarget> {
  const parts = await loadCategoryParts(storeApi, categoryId, url, page);
  const { view, type } = parts;
  // Spec 2.3: a category of type link leads to its target (on this shop only; see categoryLinkTarget).
  const linkTarget = categoryLinkTarget(parts.category, serverConfig().appUrl);
  if (linkTarget !== undefined)
    return { kind: 'link', location: localePath(linkTarget, storeApi.locale.locale) };
  // A category without products is most likely a content page (issue 19: the footer's service and legal pages):
  // content that missed the listing's short budget is waited for rather than showing an empty listing.
  const content =
    parts.content ??
    (view.listing.total === 0 || type !== 'page'
      ? await loadCategoryContent(storeApi, categoryId, url.pathname, undefined)
      : undefined);
  const presentation = categoryPresentation({
    type,
    productCount: view.listing.total,
    hasContent: content !== undefined,
  });
  if (presentation === 'listing') return view;
  if (presentation === 'notFound' || content === undefined) return { kind: 'notFound' };
  return {
    kind: 'content',
    // The footer's contact page is a category of this kind, its form a block of its content.
    contactSalutations: await loadContactSalutations(storeApi, content.blocks),
    preview: false,
    alternatePath: view.alternatePath,
    seoPath: view.category.seoPath,
    products: content.products,
    page: {
      id: categoryId,
      kind: 'page',
      title: content.title ?? view.category.name,
      headline: content.title ?? view.category.name,
      description: undefined,
      metaTitle: view.category.metaTitle || undefined,
      metaDescription: view.category.metaDescription || undefined,
      author: undefined,
      media: undefined,
      blocksAbove: [],
      blocks: content.blocks,
    },
  };
}

/**
 * What a category's address shows (issue 19): its listing, its content alone (a service or legal page, a link
 * or folder with content), or the 404 page.
 */
export type CategoryTarget =
  | CategoryPageView<CategoryContent>
  | { kind: 'notFound' }
  /** A category of type link: its target's address in the request's locale, for a redirect. */
  | { kind: 'link'; location: string }
  | {
      kind: 'content';
      preview: false;
      alternatePath: string;
      /** The category's SEO path in the request's language, when it has one (spec 2.3). */
      seoPath: string | undefined;
      products: SliderProduct[];
      /** The salutations of the contact form among the content's blocks; undefined without one. */
      contactSalutations: SelectOption[] | undefined;
      page: ContentPage;
    };

/** A 404 from the Store API (unknown id) is the shop's 404, not a server error. */
export function isNotFound(error: unknown): boolean {
  return isStoreApiHttpError(error) && error.status === 404;
}
