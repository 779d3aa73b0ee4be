import { data, redirect } from 'react-router';
import { LandingPageView } from '../components/LandingPageView';
import { withTrailingSlash } from '../links/navigationLink';
import { asRootPath } from '../links/productLink';
import { localePath } from '../locale/fromPath';
import { contentMeta } from '../seo/pageMeta';
import { isNotFound } from '../server/categoryPage.server';
import { loadLandingPage } from '../server/landingPage.server';
import { notFound } from '../server/notFound.server';
import { cookieHeaders, storeApiFor } from '../server/storeApi.server';
import type { Route } from './+types/landingPage';

/** Spec 2.3: a landing page without an SEO path is linked as /landingPage/{id}; with one, it redirects there. */
export async function loader({ request, params }: Route.LoaderArgs) {
  const storeApi = await storeApiFor(request);
  const url = new URL(request.url);
  try {
    const page = await loadLandingPage(storeApi, params.id, url.pathname);
    if (page.landingPage.seoPath !== undefined) {
      throw redirect(
        `${localePath(withTrailingSlash(asRootPath(page.landingPage.seoPath)), storeApi.locale.locale)}${url.search}`,
        301,
      );
    }
    return data(page, { headers: cookieHeaders(storeApi) });
  } catch (error) {
    if (isNotFound(error)) return notFound(request);
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
  return <LandingPageView {...loaderData} />;
}
