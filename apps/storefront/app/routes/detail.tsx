import { isEntityId } from '@beautyshop/catalogue';
import { data, redirect } from 'react-router';
import { ProductView } from '../components/ProductView';
import { pageHeaders } from '../request/pageHeaders';
import { shopRequestOf } from '../request/shopRequest';
import { answerProductPagePost } from '../reviews/reviewAction.server';
import { canonicalUrl } from '../seo/canonical';
import { productMeta } from '../seo/pageMeta';
import { onShopPage } from '../seo/structuredData';
import { isNotFound } from '../server/categoryPage.server';
import { serverConfig } from '../server/config.server';
import { loadHreflangPaths } from '../server/hreflangPaths.server';
import { notFound } from '../server/notFound.server';
import { productPageOf, productPagePath, readProductDetail } from '../server/productPage.server';
import { cookieHeaders, storeApiFor } from '../server/storeApi.server';
import { loadSpecificStructuredData } from '../server/structuredData.server';
import type { Route } from './+types/detail';

/** Spec 2.3: a product without an SEO path is linked as /detail/{id}. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  if (!isEntityId(params.id)) return notFound(request, shopRequestOf(context));
  const storeApi = await storeApiFor(request, shopRequestOf(context));
  try {
    const url = new URL(request.url);
    const detail = await readProductDetail(storeApi, params.id);
    // The id form exists in every locale, so the language switcher links it; the SEO path is the page's real
    // URL. Redirect before the page's other calls: they would be thrown away.
    const path = productPagePath(storeApi, detail.product);
    if (!path.endsWith(`/detail/${params.id}`)) throw redirect(`${path}${url.search}`, 301);
    // Rendered only where the product has no SEO path; the other locales may have one.
    const [page, hreflangPaths, structuredData] = await Promise.all([
      productPageOf(storeApi, detail, url),
      loadHreflangPaths(
        { kind: 'product', id: detail.product.id },
        { locale: storeApi.locale.locale, pathname: url.pathname },
      ),
      loadSpecificStructuredData(storeApi, 'product', detail.product.id),
    ]);
    return data(
      {
        ...page,
        hreflangPaths,
        structuredData: onShopPage(structuredData, canonicalUrl(serverConfig().appUrl, url.pathname)),
      },
      { headers: cookieHeaders(storeApi) },
    );
  } catch (error) {
    if (isNotFound(error)) return notFound(request, shopRequestOf(context));
    throw error;
  }
}

/** Spec 2.4: the review form posts to the product page it sits on (app/reviews/reviewAction.server.ts). */
export async function action({ request, context }: Route.ActionArgs) {
  return answerProductPagePost(request, context, async () => data(null, { status: 400 }));
}

export function headers({ loaderHeaders, actionHeaders }: Route.HeadersArgs) {
  return pageHeaders(loaderHeaders, actionHeaders);
}

export function meta({ data: page }: Route.MetaArgs) {
  return page ? productMeta(page.product) : [];
}

export default function DetailPage({ loaderData }: Route.ComponentProps) {
  return <ProductView data={loaderData} />;
}
