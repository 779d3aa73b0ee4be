import { data } from 'react-router';
import { ProductView } from '../components/ProductView';
import { isNotFound } from '../server/categoryPage.server';
import { notFound } from '../server/notFound.server';
import { loadProductPage } from '../server/productPage.server';
import { cookieHeaders, storeApiFor } from '../server/storeApi.server';
import type { Route } from './+types/detail';

/** Spec 2.3: a product without an SEO path is linked as /detail/{id}. */
export async function loader({ request, params }: Route.LoaderArgs) {
  const storeApi = await storeApiFor(request);
  try {
    return data(await loadProductPage(storeApi, params.id), { headers: cookieHeaders(storeApi) });
  } catch (error) {
    if (isNotFound(error)) notFound(request);
    throw error;
  }
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

export function meta({ data: page }: Route.MetaArgs) {
  return page
    ? [{ title: page.product.metaTitle }, { name: 'description', content: page.product.metaDescription }]
    : [];
}

export default function DetailPage({ loaderData }: Route.ComponentProps) {
  return <ProductView data={loaderData} />;
}
