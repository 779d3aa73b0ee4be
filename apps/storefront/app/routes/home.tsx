import { Container } from '@beautyshop/ui';
import { data, redirect } from 'react-router';
import { LazyCmsContent } from '../components/LazyCmsContent';
import { ViewAssetLinks } from '../components/ViewAssetLinks';
import { translateFor } from '../i18n/pageCatalogue';
import { DEFAULT_LOCALE, LOCALE_INFO } from '../locale/locales';
import { rootRedirectLocale } from '../locale/rootRedirect';
import { useTranslate } from '../locale/useLocale';
import { shopRequestOf } from '../request/shopRequest';
import { organizationJsonLd, webSiteJsonLd } from '../seo/siteJsonLd';
import { siteStructuredData } from '../seo/structuredData';
import { loadCmsProducts } from '../server/cmsProducts.server';
import { serverConfig } from '../server/config.server';
import { homeEntryId, loadPageContent } from '../server/content.server';
import { lazyIslandStyles } from '../server/lazyViewAssets.server';
import { cookieHeaders, storeApiFor } from '../server/storeApi.server';
import { loadGeneralStructuredData } from '../server/structuredData.server';
import type { Route } from './+types/home';

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const shop = shopRequestOf(context);
  if (shop.prefix === undefined) {
    // Spec 2.1 root redirect: the remembered locale (i18n_redirected), then the configured default (ROOT_REDIRECT);
    // browser detection is off. The target depends on the cookie, so no cache keeps the answer.
    const target = rootRedirectLocale(shop.session.locale, serverConfig().rootRedirect);
    if (target !== undefined) {
      throw redirect(`/${target}${url.search}`, { headers: { 'Cache-Control': 'private, no-store' } });
    }
  }
  const storeApi = await storeApiFor(request, shop);
  const content = await loadPageContent(homeEntryId(storeApi.locale), storeApi, url.pathname);
  const [products, general] = await Promise.all([
    content ? loadCmsProducts(storeApi, content.blocks) : [],
    loadGeneralStructuredData(storeApi),
  ]);
  // Issue 19: the home page tells search engines who runs the shop and how to search it: the Store API's general
  // structured data (spec 7.1), on the shop's URLs; the shop's own blocks when the Store API gives none.
  const origin = new URL(serverConfig().appUrl).origin;
  const structuredData = siteStructuredData(general, {
    organization: organizationJsonLd(origin, storeApi.locale),
    webSite: webSiteJsonLd(origin, storeApi.locale),
  });
  return data(
    {
      locale: storeApi.locale.locale,
      blocks: content?.blocks ?? [],
      products,
      structuredData,
      contentAssets: lazyIslandStyles('cmsContent'),
    },
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
      <ViewAssetLinks assets={loaderData.contentAssets} />
      <LazyCmsContent blocks={loaderData.blocks} products={loaderData.products} />
    </main>
  );
}
