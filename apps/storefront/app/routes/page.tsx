import { isPastLastPage, listingRedirectOf } from '@beautyshop/catalogue';
import { data, redirect } from 'react-router';
import { LazyCategoryView, LazyContentPageView, LazyLandingPageView } from '../components/LazyPageViews';
import { ProductView } from '../components/ProductView';
import { answerContentPagePost } from '../contact/contactAction.server';
import { LOCALE_INFO } from '../locale/locales';
import { localeOfMatches } from '../locale/routeId';
import { pageHeaders } from '../request/pageHeaders';
import { shopRequestOf } from '../request/shopRequest';
import { answerProductPagePost } from '../reviews/reviewAction.server';
import { canonicalOf, categoryMeta, contentMeta, productMeta } from '../seo/pageMeta';
import { paginationLinks } from '../seo/paginationLinks';
import { isNotFound, loadCategoryPage } from '../server/categoryPage.server';
import { loadContentPageData } from '../server/contentPage.server';
import { loadHreflangPaths } from '../server/hreflangPaths.server';
import { loadLandingPage } from '../server/landingPage.server';
import { lazyViewAssets } from '../server/lazyViewAssets.server';
import { notFound } from '../server/notFound.server';
import { loadCategoryRecommendations } from '../server/pageRecommendations.server';
import { loadProductPage } from '../server/productPage.server';
import { resolveSeoPath } from '../server/resolveSeoPath.server';
import { seoPathOf } from '../server/seoPathOf.server';
import { cookieHeaders, storeApiFor } from '../server/storeApi.server';
import { enforceTrailingSlash } from '../server/trailingSlash.server';
import type { Route } from './+types/page';

/**
 * Spec 2.2 /{all...} and /{all...}/p={page}: a category or product resolved through its SEO URL, else a content
 * page with that url; /preview/{all...} is always content, from the preview API. Anything else is the 404 page.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const shop = shopRequestOf(context);
  const seoPath = seoPathOf(url.pathname, shop);
  if (seoPath === undefined) return notFound(request, shop);
  const storeApi = await storeApiFor(request, shop);
  const isPreview = url.pathname.includes('/preview');
  // Content is asked only when the Store API knows no such path, so category and product pages cost no lookup.
  const target = isPreview ? undefined : await resolveSeoPath(storeApi.client, seoPath);
  if (target === undefined) {
    const content = await loadContentPageData(storeApi, url.pathname);
    if (content === undefined) return notFound(request, shop);
    enforceTrailingSlash(request);
    const headers = cookieHeaders(storeApi);
    // Drafts never reach a shared cache.
    if (content.preview) headers.set('Cache-Control', 'private, no-store');
    return data({ ...content, view: lazyViewAssets('contentPage') }, { headers });
  }
  try {
    if (target.kind === 'category') {
      // Spec 2.1, 2.2 and 5: a listing page has one URL (page one with the navigation link's trailing slash and
      // no page segment, later pages as the shop links them, no empty filter values); other spellings redirect.
      const location = listingRedirectOf(url.pathname, seoPath.page, url.search);
      if (location !== undefined) throw redirect(location, 301);
      const entity = { kind: 'category', id: target.id, page: seoPath.page } as const;
      const [page, hreflangPaths, recommendations] = await Promise.all([
        loadCategoryPage(storeApi, target.id, url, seoPath.page),
        loadHreflangPaths(entity, { locale: shop.locale.locale, pathname: url.pathname }),
        loadCategoryRecommendations(storeApi, target.id),
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
      return data(
        {
          ...page,
          hreflangPaths,
          recommendations: recommendations.tiles,
          oscEvents: recommendations.oscEvents,
          view: lazyViewAssets('category'),
        },
        { headers: cookieHeaders(storeApi) },
      );
    }
    if (target.kind === 'product') {
      enforceTrailingSlash(request);
      const entity = { kind: 'product', id: target.id } as const;
      const [page, hreflangPaths] = await Promise.all([
        loadProductPage(storeApi, target.id, url),
        loadHreflangPaths(entity, { locale: shop.locale.locale, pathname: url.pathname }),
      ]);
      return data({ ...page, hreflangPaths }, { headers: cookieHeaders(storeApi) });
    }
    if (target.kind === 'landingPage') {
      const [page, hreflangPaths] = await Promise.all([
        loadLandingPage(storeApi, target.id, url.pathname),
        loadHreflangPaths(
          { kind: 'landingPage', id: target.id },
          { locale: shop.locale.locale, pathname: url.pathname },
        ),
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

/**
 * Spec 2.4: a product page's review form and a content page's contact form post to the page they sit on
 * (app/reviews/reviewAction.server.ts, app/contact/contactAction.server.ts).
 */
export async function action({ request, context }: Route.ActionArgs) {
  return answerProductPagePost(request, context, (post) =>
    answerContentPagePost(post, shopRequestOf(context)),
  );
}

export function headers({ loaderHeaders, actionHeaders }: Route.HeadersArgs) {
  return pageHeaders(loaderHeaders, actionHeaders);
}

export function meta({ data: page, matches, location }: Route.MetaArgs) {
  if (!page) return [];
  const canonical = canonicalOf(matches);
  if (page.kind === 'content') return contentMeta(page.page);
  if (page.kind === 'landingPage')
    return contentMeta({ ...page.landingPage, title: page.landingPage.name, description: undefined });
  return page.kind === 'category'
    ? [
        ...categoryMeta(page.category, canonical),
        ...paginationLinks(canonical, page.listing, location.search),
      ]
    : productMeta(page.product, LOCALE_INFO[localeOfMatches(matches)], canonical);
}

/** The product view is this route's own code (most of its visits are product pages); the others load lazily. */
export default function CatalogPage({ loaderData }: Route.ComponentProps) {
  switch (loaderData.kind) {
    case 'product':
      return <ProductView data={loaderData} />;
    case 'category':
      return (
        <LazyCategoryView
          data={loaderData}
          recommendations={loaderData.recommendations}
          assets={loaderData.view}
        />
      );
    case 'landingPage':
      return <LazyLandingPageView {...loaderData} assets={loaderData.view} />;
    case 'content':
      return (
        <LazyContentPageView page={loaderData.page} products={loaderData.products} assets={loaderData.view} />
      );
  }
}
