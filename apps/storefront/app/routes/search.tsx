import { Container, Pagination } from '@beautyshop/ui';
import { data } from 'react-router';
import { ProductTiles } from '../components/ProductTiles';
import { createTranslate } from '../i18n/translate';
import { localeFromPath } from '../locale/fromPath';
import { LOCALE_INFO } from '../locale/locales';
import { useTranslate } from '../locale/useLocale';
import { loadSearchPage } from '../server/searchPage.server';
import { cookieHeaders, storeApiFor } from '../server/storeApi.server';
import type { Route } from './+types/search';

export async function loader({ request }: Route.LoaderArgs) {
  const storeApi = await storeApiFor(request);
  const page = await loadSearchPage(storeApi, new URL(request.url));
  return data({ ...page, locale: storeApi.locale.locale }, { headers: cookieHeaders(storeApi) });
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

export function meta({ data: page, location }: Route.MetaArgs) {
  const t = createTranslate(LOCALE_INFO[page?.locale ?? localeFromPath(location.pathname)].language);
  return [
    { title: page?.term ? t('search.resultsFor', { query: page.term }) : t('search.title') },
    // Result pages are endless variations of one page: keep them out of the index.
    { name: 'robots', content: 'noindex, follow' },
  ];
}

export default function SearchPage({ loaderData }: Route.ComponentProps) {
  const t = useTranslate();
  const { term, products, total, page, totalPages } = loaderData;
  const hrefForPage = (target: number) =>
    `?${new URLSearchParams({ search: term, ...(target > 1 ? { p: String(target) } : {}) })}`;
  return (
    <main id="content">
      <Container width="wide">
        <h1>{term ? t('search.resultsFor', { query: term }) : t('search.title')}</h1>
        {term ? <p>{t('listing.products', { count: total })}</p> : null}
        {term ? (
          <>
            <ProductTiles label={t('search.title')} products={products} empty={t('search.noResults')} />
            <Pagination
              currentPage={page}
              totalPages={totalPages}
              hrefForPage={hrefForPage}
              labels={{
                navigation: t('pagination.navigation'),
                previous: t('pagination.previous'),
                next: t('pagination.next'),
                page: t('pagination.page'),
              }}
            />
          </>
        ) : null}
      </Container>
    </main>
  );
}
