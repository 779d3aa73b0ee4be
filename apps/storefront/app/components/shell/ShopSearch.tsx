import { SearchCombobox } from '@beautyshop/ui';
import { lazy, Suspense, useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import { searchHref } from '../../catalogue/searchHref';
import { localePath } from '../../locale/fromPath';
import { useLocale, useTranslate } from '../../locale/useLocale';
import { PriceNotice } from '../product/PriceNotice';
import { priceLabels } from '../product/priceLabels';
import type { SuggestionResult } from '../SearchSuggestions';

const SearchSuggestions = lazy(() => import('../SearchSuggestions'));

const NO_SUGGESTIONS: SuggestionResult = { status: 'idle', suggestions: [] };

/**
 * The header's search box: the ui combobox, a plain GET form to the search page without JavaScript. Its
 * suggestion source (and TanStack Query) loads only once a shopper focuses the field.
 */
export function ShopSearch() {
  const t = useTranslate();
  const { locale, currency } = useLocale();
  const navigate = useNavigate();
  const [term, setTerm] = useState<string | undefined>(undefined);
  const [result, setResult] = useState(NO_SUGGESTIONS);
  const termHref = useCallback((entry: string) => searchHref(locale, entry), [locale]);
  return (
    <>
      <SearchCombobox
        id="header-search"
        action={localePath('/search', locale)}
        suggestions={result.suggestions}
        status={result.status}
        currency={currency}
        locale={locale}
        labels={{
          field: t('header.search'),
          placeholder: t('header.searchPlaceholder'),
          submit: t('search.submit'),
          terms: t('search.frequentTerms'),
          products: t('header.suggestedProducts'),
          countOne: t('header.suggestionCount.one'),
          countOther: t('header.suggestionCount.other'),
          noSuggestions: t('header.noSuggestions'),
          loading: t('header.suggestionsLoading'),
          lowestPrice30Days: t('price.lowest30DaysShort'),
          showAll: t('header.showAllResults'),
        }}
        priceLabels={priceLabels(t)}
        // One line under the products says the tax and shipping of all their prices: a notice in every row would
        // crowd the list and push the names into one-word lines on a phone. A reduced price still shows its own
        // lowest price of the last 30 days, which belongs to that price.
        priceNotice={<PriceNotice size="sm" allPrices />}
        onFocus={() => setTerm((current) => current ?? '')}
        onTermChange={setTerm}
        onNavigate={(href) => navigate(href)}
      />
      {term === undefined ? null : (
        <Suspense fallback={null}>
          <SearchSuggestions
            endpoint={localePath('/search/suggest', locale)}
            term={term}
            termHref={termHref}
            onResult={setResult}
          />
        </Suspense>
      )}
    </>
  );
}
