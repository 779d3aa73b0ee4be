import { Container, Pagination } from '@beautyshop/ui';
import { useLocation } from 'react-router';
import { listingPageHref } from '../catalogue/listingPageHref';
import { useTranslate } from '../locale/useLocale';
import type { loadCategoryPage } from '../server/categoryPage.server';
import { ListingFilterForm } from './ListingFilterForm';
import { ProductTiles } from './ProductTiles';

type CategoryPageData = Awaited<ReturnType<typeof loadCategoryPage>>;

/** A category: heading, filter form beside the product grid, page links. */
export function CategoryView({ data }: { data: CategoryPageData }) {
  const t = useTranslate();
  const location = useLocation();
  const { category, listing } = data;
  const basePath = listingPageHref(location.pathname, 1, '');
  return (
    <main id="content">
      <Container width="wide">
        <h1>{category.name}</h1>
        <p>{t('listing.products', { count: listing.total })}</p>
        <div className="listing-layout">
          {/* Remount on every URL change: the inputs are uncontrolled and must show the URL's state. */}
          <ListingFilterForm
            key={location.search}
            action={basePath}
            facets={listing.facets}
            params={listing.params}
            sorting={listing.sorting}
            sortings={listing.sortings}
          />
          <div>
            <ProductTiles label={category.name} products={listing.products} empty={t('listing.empty')} />
            <Pagination
              currentPage={listing.page}
              totalPages={listing.totalPages}
              hrefForPage={(page) => listingPageHref(location.pathname, page, location.search)}
              labels={{
                navigation: t('pagination.navigation'),
                previous: t('pagination.previous'),
                next: t('pagination.next'),
                page: t('pagination.page'),
              }}
            />
          </div>
        </div>
      </Container>
    </main>
  );
}
