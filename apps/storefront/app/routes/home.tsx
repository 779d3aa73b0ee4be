import { Container } from '@beautyshop/ui';
import { data, redirect } from 'react-router';
import { CmsContent } from '../components/CmsContent';
import { translateFor } from '../i18n/pageCatalogue';
import { DEFAULT_LOCALE, LOCALE_INFO } from '../locale/locales';
import { useTranslate } from '../locale/useLocale';
import { shopRequestOf } from '../request/shopRequest';
import { loadCmsProducts } from '../server/cmsProducts.server';
import { homeEntryId, loadPageContent } from '../server/content.server';
import { cookieHeaders, storeApiFor } from '../server/storeApi.server';
import type { Route } from './+types/home';

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const shop = shopRequestOf(context);
  if (shop.prefix === undefined) {
    // Spec 2.1 root redirect: the remembered locale (i18n_redirected) or the default; browser detection is off.
    throw redirect(`/${shop.session.locale ?? DEFAULT_LOCALE}${url.search}`);
  }
  const storeApi = await storeApiFor(request, shop);
  const content = await loadPageContent(homeEntryId(storeApi.locale), storeApi, url.pathname);
  const products = content ? await loadCmsProducts(storeApi, content.blocks) : [];
  return data(
    { locale: storeApi.locale.locale, blocks: content?.blocks ?? [], products },
    { headers: cookieHeaders(storeApi) },
  );
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

export function meta({ data, matches }: Route.MetaArgs) {
  const t = translateFor(matches, LOCALE_INFO[data?.locale ?? DEFAULT_LOCALE].language);
  return [{ title: t('meta.homeTitle') }, { name: 'description', content: t('meta.homeDescription') }];
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const t = useTranslate();
  return (
    <main id="content">
      <Container width="wide">
        <h1 className="visually-hidden">{t('meta.homeTitle')}</h1>
      </Container>
      <CmsContent blocks={loaderData.blocks} products={loaderData.products} />
    </main>
  );
}
