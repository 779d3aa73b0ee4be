import { type CategoryPageView, isPastLastPage, listingRedirectOf } from '@beautyshop/catalogue';
import { data, redirect } from 'react-router';
import { serverTranslate } from '../checkout/checkoutRequest.server';
import { trailingSlashRedirect } from '../links/trailingSlash';
import { localePath } from '../locale/fromPath';
import type { Locale } from '../locale/locales';
import type { ShopRequest } from '../request/shopRequest';
import { canonicalUrl } from '../seo/canonical';
import { onShopPage } from '../seo/structuredData';
import type { CategoryContent } from '../views/contentViews';
import { isNotFound, loadCategoryPage } from './categoryPage.server';
import { serverConfig } from './config.server';
import { loadContentPageData } from './contentPage.server';
import { filterPageRedirectOf } from './filterPageRedirect.server';
import { loadFilterPageHreflangPaths, loadHreflangPaths } from './hreflangPaths.server';
import { loadLandingPage } from './landingPage.server';
import { lazyViewAssets } from './lazyViewAssets.server';
import { notFound } from './notFound.server';
import { loadCategoryRecommendations } from './pageRecommendations.server';
import { loadProductPage } from './productPage.server';
import { resolveSeoPath } from './resolveSeoPath.server';
import {
  loadBrandFilterLinks,
  resolveSeoFilterPath,
  type SeoFilter,
  seoFilterTitle,
  withSeoFilter,
} from './seoFilter.server';
import { seoPathOf } from './seoPathOf.server';
import { anonymousCatalogueOf, cookieHeaders, storeApiFor } from './storeApi.server';
import { loadSpecificStructuredData } from './structuredData.server';
import { enforceTrailingSlash } from './trailingSlash.server';

/**
 * An SEO filter page (spec 7.1): its heading and title name the filters; its filter form starts from the
 * category's own listing. Its canonical is its own path (the root's, from the request).
 */
function seoFilterPageOf(page: CategoryPageView<CategoryContent>, locale: Locale) {
  const { facets } = page.listing;
  const selected = [
    ...facets.manufacturers.filter((option) => option.selected),
    ...facets.propertyGroups.flatMap((group) => group.options.filter((option) => option.selected)),
  ].map((option) => option.label);
  const { category } = page;
  return {
    category: {
      ...category,
      name: seoFilterTitle(category.name, selected),
      metaTitle: seoFilterTitle(category.metaTitle || category.name, selected),
    },
    listingPath: localePath(
      category.seoPath ? `/${category.seoPath}` : `/navigation/${category.id}/`,
      locale,
    ),
  };
}

/**
 * Spec 2.2 /{all...} and /{all...}/p={page}: a category or product resolved through its SEO URL, else a content
 * page with that url; /preview/{all...} is always content, from the preview API. Anything else is the 404 page.
 */
export async function loadCatalogPage(request: Request, shop: ShopRequest) {
  const url = new URL(request.url);
  const seoPath = seoPathOf(url.pathname, shop);
  if (seoPath === undefined) return notFound(request, shop);
  const storeApi = await storeApiFor(request, shop);
  const isPreview = url.pathname.includes('/preview');
  // Content is asked only when the Store API knows no such path, so category and product pages cost no lookup.
  let target = isPreview ? undefined : await resolveSeoPath(storeApi.client, seoPath);
  // Spec 7.1: a path no entity has may be a category's SEO filter URL (its path plus filter segments).
  let filter: SeoFilter | undefined;
  if (target === undefined && !isPreview) {
    const resolved = await resolveSeoFilterPath(storeApi.client, seoPath.candidates[0] ?? '');
    if (resolved === 'malformed')
      throw data(
        { path: url.pathname, message: serverTranslate(shop)('error.malformedPath') },
        { status: 400 },
      );
    if (resolved !== undefined) {
      filter = resolved;
      target = { kind: 'category', id: resolved.categoryId };
    }
  }
  if (target === undefined) {
    const content = await loadContentPageData(storeApi, url.pathname);
    if (content === undefined) return notFound(request, shop);
    enforceTrailingSlash(request);
    const headers = cookieHeaders(storeApi);
    // Drafts never reach a shared cache.
    if (content.preview) headers.set('Cache-Control', 'private, no-store');
    return data({ ...content, view: lazyViewAssets('contentPage') }, { headers });
  }
  // Each page names its alternates in the other locales at their final URLs (hreflang).
  const current = { locale: shop.locale.locale, pathname: url.pathname };
  const alternatesOf = (entity: Parameters<typeof loadHreflangPaths>[0]) =>
    loadHreflangPaths(entity, current);
  try {
    if (target.kind === 'category') {
      // Spec 2.1, 2.2 and 5: a listing page has one URL (page one with the navigation link's trailing slash and
      // no page segment, later pages as the shop links them, no empty filter values); other spellings redirect.
      // Issue 19: so does a query selecting what a filter page stands for (one brand): to that page.
      const filterPage = filter
        ? undefined
        : await filterPageRedirectOf(storeApi, target.id, url, seoPath.page);
      if (filterPage !== undefined) throw redirect(filterPage, 301);
      const location = listingRedirectOf(url.pathname, seoPath.page, url.search);
      if (location !== undefined) throw redirect(location, 301);
      const [page, hreflangPaths, recommendations, structuredData] = await Promise.all([
        loadCategoryPage(storeApi, target.id, filter ? withSeoFilter(url, filter) : url, seoPath.page),
        // A filter page's alternates are the other locales' filter pages for the same filters.
        filter
          ? loadFilterPageHreflangPaths(
              {
                categoryId: target.id,
                ids: [...filter.manufacturer, ...filter.properties],
                page: seoPath.page,
              },
              current,
            )
          : alternatesOf({ kind: 'category', id: target.id, page: seoPath.page }),
        loadCategoryRecommendations(storeApi, target.id),
        loadSpecificStructuredData(storeApi, 'category', target.id),
      ]);
      if (page.kind === 'notFound') return notFound(request, shop);
      if (page.kind === 'link') throw redirect(page.location, 301);
      if (page.kind === 'content') {
        return data(
          { ...page, hreflangPaths, view: lazyViewAssets('contentPage') },
          { headers: cookieHeaders(storeApi) },
        );
      }
      if (isPastLastPage(seoPath.page, page.listing.totalPages)) return notFound(request, shop);
      // A filter page's URL is the same for every shopper of the locale: asked anonymously, a shopper with a
      // session shares the 60 s read cache (spec 9) instead of asking once per brand on every render.
      const filterLinks = await loadBrandFilterLinks(
        { ...storeApi, client: await anonymousCatalogueOf(storeApi.locale) },
        target.id,
        page.listing.facets.manufacturers,
      );
      return data(
        {
          ...page,
          ...(filter ? seoFilterPageOf(page, storeApi.locale.locale) : {}),
          filterLinks,
          hreflangPaths,
          recommendations: recommendations.tiles,
          oscEvents: recommendations.oscEvents,
          structuredData: onShopPage(structuredData, canonicalUrl(serverConfig().appUrl, url.pathname)),
          view: lazyViewAssets('category'),
        },
        { headers: cookieHeaders(storeApi) },
      );
    }
    if (target.kind === 'product') {
      enforceTrailingSlash(request);
      const [page, hreflangPaths, structuredData] = await Promise.all([
        loadProductPage(storeApi, target.id, url),
        alternatesOf({ kind: 'product', id: target.id }),
        loadSpecificStructuredData(storeApi, 'product', target.id),
      ]);
      return data(
        {
          ...page,
          hreflangPaths,
          structuredData: onShopPage(structuredData, canonicalUrl(serverConfig().appUrl, url.pathname)),
        },
        { headers: cookieHeaders(storeApi) },
      );
    }
    if (target.kind === 'landingPage') {
      // Spec 2.1: a landing page is a navigation entry, so its one URL is the navigation link's, with the
      // trailing slash (where /landingPage/{id} leads and hreflang points); the other spelling redirects there.
      const slashed = trailingSlashRedirect(url, 'append');
      if (slashed.kind === 'redirect') throw redirect(slashed.location, 301);
      const [page, hreflangPaths] = await Promise.all([
        loadLandingPage(storeApi, target.id, url.pathname),
        alternatesOf({ kind: 'landingPage', id: target.id }),
      ]);
      return data(
        { ...page, hreflangPaths, view: lazyViewAssets('landingPage') },
        { headers: cookieHeaders(storeApi) },
      );
    }
  } catch (error) {
    if (isNotFound(error)) return notFound(request, shop);
    throw error;
  }
  return notFound(request, shop);
}
