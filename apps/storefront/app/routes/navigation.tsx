import { isEntityId } from '@beautyshop/catalogue';
import { data, redirect } from 'react-router';
import { LazyCategoryView, LazyContentPageView } from '../components/LazyPageViews';
import { navigationSlashRedirect } from '../links/navigationSlash';
import { shopRequestOf } from '../request/shopRequest';
import { canonicalUrl } from '../seo/canonical';
import { categoryMeta, contentMeta } from '../seo/pageMeta';
import { onShopPage } from '../seo/structuredData';
import { isNotFound, loadCategoryPage } from '../server/categoryPage.server';
import { serverConfig } from '../server/config.server';
import { loadHreflangPaths } from '../server/hreflangPaths.server';
import { lazyViewAssets } from '../server/lazyViewAssets.server';
import { notFound } from '../server/notFound.server';
import { loadCategoryRecommendations } from '../server/pageRecommendations.server';
import { redirectToSeoPath } from '../server/seoRedirect.server';
import { cookieHeaders, storeApiFor } from '../server/storeApi.server';
import { loadSpecificStructuredData } from '../server/structuredData.server';
import type { Route } from './+types/navigation';

/** Spec 2.3: a category without an SEO path is linked as /navigation/{id}. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  if (!isEntityId(params.id)) return notFound(request, shopRequestOf(context));
  const storeApi = await storeApiFor(request, shopRequestOf(context));
  try {
    const url = new URL(request.url);
    const [page, recommendations, structuredData] = await Promise.all([
      loadCategoryPage(storeApi, params.id, url, 1),
      loadCategoryRecommendations(storeApi, params.id),
      loadSpecificStructuredData(storeApi, 'category', params.id),
    ]);
    if (page.kind === 'notFound') return notFound(request, shopRequestOf(context));
    if (page.kind === 'link') throw redirect(page.location, 301);
    redirectToSeoPath(
      page.kind === 'content' ? page.seoPath : page.category.seoPath,
      storeApi.locale.locale,
      url,
    );
    // Spec 2.1: frontend.navigation.page carries a trailing slash; the form without it redirects (once the page is
    // known to stay here, so that a category with an SEO path costs one redirect, not two).
    const slashed = navigationSlashRedirect(request.method, url);
    if (slashed !== undefined) throw redirect(slashed, 301);
    // Rendered only where the category has no SEO path; the other locales may have one.
    const hreflangPaths = await loadHreflangPaths(
      { kind: 'category', id: params.id, page: 1 },
      { locale: storeApi.locale.locale, pathname: url.pathname },
    );
    if (page.kind === 'content') {
      return data(
        { ...page, hreflangPaths, view: lazyViewAssets('contentPage') },
        { headers: cookieHeaders(storeApi) },
      );
    }
    return data(
      {
        ...page,
        hreflangPaths,
        recommendations: recommendations.tiles,
        oscEvents: recommendations.oscEvents,
        structuredData: onShopPage(structuredData, canonicalUrl(serverConfig().appUrl, url.pathname)),
        view: lazyViewAssets('category'),
      },
      { headers: cookieHeaders(storeApi) },
    );
  } catch (error) {
    if (isNotFound(error)) return notFound(request, shopRequestOf(context));
    throw error;
  }
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

export function meta({ data: page }: Route.MetaArgs) {
  if (!page) return [];
  return page.kind === 'content' ? contentMeta(page.page) : categoryMeta(page.category);
}

export default function NavigationPage({ loaderData }: Route.ComponentProps) {
  return loaderData.kind === 'content' ? (
    <LazyContentPageView page={loaderData.page} products={loaderData.products} assets={loaderData.view} />
  ) : (
    <LazyCategoryView
      data={loaderData}
      recommendations={loaderData.recommendations}
      assets={loaderData.view}
    />
  );
}
