import { activeFilterCount, listingPageHref, type ProductTile } from '@beautyshop/catalogue';
import { Container } from '@beautyshop/ui';
import { useLocation } from 'react-router';
import { countKey } from '../i18n/countKey';
import { useLocale, useTranslate } from '../locale/useLocale';
import type { CategoryPageData } from '../views/contentViews';
import { LazyCmsContent } from './LazyCmsContent';
import { FilterLinks } from './listing/FilterLinks';
import { LazyCategoryRecommendations } from './listing/LazyCategoryRecommendations';
import { ListingEmptyState } from './listing/ListingEmptyState';
import { ListingFilters } from './listing/ListingFilters';
import styles from './listing/ListingLayout.module.css';
import { ListingResults } from './listing/ListingResults';
import { categoryPageProducts } from './listing/loaderProducts';

/**
 * A category (spec 2.4: CMS content plus product listing): heading, the category's content blocks, then the
 * filters beside (or, on narrow screens, above) the products with 'load more' and page links.
 */
export function CategoryView({
  data,
  recommendations = [],
}: {
  data: CategoryPageData;
  /** Spec 7.2 category recommendations; none is no slider. */
  recommendations?: readonly ProductTile[];
}) {
  const t = useTranslate();
  const { language } = useLocale();
  const location = useLocation();
  const { category, content, listing } = data;
  // Filters restart at page 1 of the plain path (on a filter page, of its category: removing the page's brand
  // leads back there, adding a filter goes on as the category's query); the page links keep them. A selection
  // with a filter page of its own goes there (issue 19, listing/filterPage.ts).
  const basePath = data.listingPath ?? listingPageHref(location.pathname, 1, '');
  const activeFilters = activeFilterCount(listing.params);
  return (
    <main id="content" data-lazy-view="category">
      <Container width="wide">
        <h1>{category.name}</h1>
        <h2 className="listing-count">
          {t(countKey('listing.products', listing.total, language), { count: listing.total })}
        </h2>
        {listing.paramsDropped ? <p role="status">{t('listing.paramsDropped')}</p> : null}
      </Container>
      {content.blocks.length > 0 ? (
        // In the page's column, unlike the home page's full-bleed blocks: the content introduces the listing below.
        <Container width="wide" className={styles.content}>
          <LazyCmsContent blocks={content.blocks} products={content.products} />
        </Container>
      ) : null}
      <Container width="wide">
        <div className={styles.layout}>
          <ListingFilters
            // A filter page and its category differ in the path alone (issue 19): both make a new form.
            formKey={listingPageHref(location.pathname, 1, location.search)}
            activeFilters={activeFilters}
            action={basePath}
            facets={listing.facets}
            params={listing.params}
            sorting={listing.sorting}
            defaultSorting={listing.defaultSorting}
            sortings={listing.sortings}
            filterPages={data.filterLinks}
          />
          <ListingResults
            key={`${location.pathname}${location.search}`}
            label={category.name}
            products={listing.products}
            page={listing.page}
            limit={listing.limit}
            total={listing.total}
            totalPages={listing.totalPages}
            hrefForPage={(page) => listingPageHref(location.pathname, page, listing.search)}
            productsOf={categoryPageProducts}
            empty={
              <ListingEmptyState
                title={t('listing.empty')}
                resetHref={activeFilters > 0 ? basePath : undefined}
              />
            }
          />
        </div>
        <FilterLinks links={data.filterLinks ?? []} />
        {recommendations.length > 0 ? <LazyCategoryRecommendations products={recommendations} /> : null}
      </Container>
    </main>
  );
}
