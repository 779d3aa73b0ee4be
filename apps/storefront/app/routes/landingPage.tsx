import { isEntityId } from '@beautyshop/catalogue';
import { data } from 'react-router';
import { LazyLandingPageView } from '../components/LazyPageViews';
import { shopRequestOf } from '../request/shopRequest';
import { contentMeta } from '../seo/pageMeta';
import { isNotFound } from '../server/categoryPage.server';
import { loadHreflangPaths } from '../server/hreflangPaths.server';
import { loadLandingPage } from '../server/landingPage.server';
import { lazyViewAssets } from '../server/lazyViewAssets.server';
import { notFound } from '../server/notFound.server';
import { redirectToSeoPath } from '../server/seoRedirect.server';
import { cookieHeaders, storeApiFor } from '../server/storeApi.server';
import type { Route } from './+types/landingPage';

/** Spec 2.3: a landing page without an SEO path is linked as /landingPage/{id}; with one, it redirects there. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  if (!isEntityId(params.id)) return notFound(request, shopRequestOf(context));
  const storeApi = await storeApiFor(request, shopRequestOf(context));
  const url = new URL(request.url);
  try {
    const page = await loadLandingPage(storeApi, params.id, url.pathname);
    redirectToSeoPath(page.landingPage.seoPath, storeApi.locale.locale, url);
    // Rendered only where the landing page has no SEO path; the other locales may have one (issue 19).
    const hreflangPaths = await loadHreflangPaths(
      { kind: 'landingPage', id: params.id },
      { locale: storeApi.locale.locale, pathname: url.pathname },
    );
    return data(
      { ...page, hreflangPaths, view: lazyViewAssets('landingPage') },
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
  return page
    ? contentMeta({ ...page.landingPage, title: page.landingPage.name, description: undefined })
    : [];
}

export default function LandingPage({ loaderData }: Route.ComponentProps) {
  return <LazyLandingPageView {...loaderData} assets={loaderData.view} />;
}
