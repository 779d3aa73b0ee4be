import { searchPageHref } from '@beautyshop/catalogue';
import { Container } from '@beautyshop/ui';
import { data, useLocation } from 'react-router';
import { FrequentSearchTerms } from '../components/listing/FrequentSearchTerms';
import { ListingEmptyState } from '../components/listing/ListingEmptyState';
import { ListingResults } from '../components/listing/ListingResults';
import { searchPageProducts } from '../components/listing/loaderProducts';
import { countKey } from '../i18n/countKey';
import { translateFor } from '../i18n/pageCatalogue';
import { LOCALE_INFO } from '../locale/locales';
import { localeOfMatches } from '../locale/routeId';
import { useLocale, useTranslate } from '../locale/useLocale';
import { shopRequestOf } from '../request/shopRequest';
import { loadSearchPage } from '../server/searchPage.server';
import { cookieHeaders, storeApiFor } from '../server/storeApi.server';
import { enforceTrailingSlash } from '../server/trailingSlash.server';
import type { Route } from './+types/search';

export async function loader({ request, context }: Route.LoaderArgs) {
  enforceTrailingSlash(request);
  const storeApi = await storeApiFor(request, shopRequestOf(context));
  const page = await loadSearchPage(storeApi, new URL(request.url));
  return data({ ...page, locale: storeApi.locale.locale }, { headers: cookieHeaders(storeApi) });
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

export function meta({ data: page, matches }: Route.MetaArgs) {
  const t = translateFor(matches, LOCALE_INFO[page?.locale ?? localeOfMatches(matches)].language);
  return [
    { title: page?.term ? t('search.resultsFor', { query: page.term }) : t('search.title') },
    // Result pages are endless variations of one page: keep them out of the index.
    { name: 'robots', content: 'noindex, follow' },
  ];
}

/** Search results with 'load more' and page links; without a term or results, the frequently searched terms. */
export default function SearchPage({ loaderData }: Route.ComponentProps) {
  const t = useTranslate();
  const { language } = useLocale();
  const location = useLocation();
  const { term, products, total, page, limit, totalPages, frequentTerms } = loaderData;
  return (
    <main id="content">
      <Container width="wide">
        <h1>{term ? t('search.resultsFor', { query: term }) : t('search.title')}</h1>
        {term ? (
          <>
            <h2 className="listing-count">
              {t(countKey('listing.products', total, language), { count: total })}
            </h2>
            <ListingResults
              key={`${location.pathname}${location.search}`}
              label={t('search.title')}
              products={products}
              page={page}
              limit={limit}
              total={total}
              totalPages={totalPages}
              hrefForPage={(target) => searchPageHref(location.pathname, location.search, target)}
              productsOf={searchPageProducts}
              empty={
                <ListingEmptyState title={t('search.noResults')} description={t('search.noResultsHint')}>
                  <FrequentSearchTerms terms={frequentTerms} />
                </ListingEmptyState>
              }
            />
          </>
        ) : (
          <FrequentSearchTerms terms={frequentTerms} />
        )}
      </Container>
    </main>
  );
}
