import { isSameListing, type ProductTile } from '@beautyshop/catalogue';
import { LoadMore, Pagination, useHydrated } from '@beautyshop/ui';
import { type ReactNode, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigation } from 'react-router';
import { useTranslate } from '../../locale/useLocale';
import { ProductTiles } from '../ProductTiles';
import styles from './ListingResults.module.css';
import { useLoadMore } from './useLoadMore';

export interface ListingResultsProps {
  /** Accessible name of the product list. */
  label: string;
  /** The products of the URL's page. */
  products: readonly ProductTile[];
  page: number;
  /** Products per page, for 'you have seen n of m'. */
  limit: number;
  total: number;
  totalPages: number;
  /** The URL of a page of this listing, with the same filters and sorting. */
  hrefForPage: (page: number) => string;
  /** The products in another page's loader data; undefined when the answer is not this kind of listing. */
  productsOf: (data: unknown) => readonly ProductTile[] | undefined;
  /** Shown instead of the grid when the listing is empty. */
  empty: ReactNode;
}

/** Placeholder cards while more products load: about one row. */
const APPEND_PLACEHOLDERS = 4;

/**
 * The product grid of a listing, 'load more' below it and the page links for direct access. Render it with a key
 * per URL: a new page, filter or sorting starts again from the URL's page.
 */
export function ListingResults({
  label,
  products,
  page,
  limit,
  total,
  totalPages,
  hrefForPage,
  productsOf,
  empty,
}: ListingResultsProps) {
  const t = useTranslate();
  const hydrated = useHydrated();
  const location = useLocation();
  const navigation = useNavigation();
  const { state, loadMore, nextHref } = useLoadMore({ page, totalPages, hrefForPage, itemsOf: productsOf });
  const gridRef = useRef<HTMLDivElement>(null);
  const focusIndex = useRef<number | undefined>(undefined);

  const onPage = new Set(products.map((product) => product.id));
  const shown = [...products, ...state.items.filter((product) => !onPage.has(product.id))];
  // Spec 4 'applied listing': while a new page, filter or sorting of this listing loads, the grid is busy.
  const pending =
    navigation.state === 'loading' &&
    navigation.location !== undefined &&
    isSameListing(navigation.location.pathname, location.pathname);
  const shownCount = state.status === 'complete' ? total : Math.min(total, (page - 1) * limit + shown.length);

  // Keyboard and screen reader users continue at the first appended product instead of below the list; when
  // nothing arrived, the list itself takes focus (the button they pressed is gone). In the commit that shows the
  // products: a passive effect runs after paint, and a key pressed in between went to the page.
  useLayoutEffect(() => {
    const index = focusIndex.current;
    if (index === undefined || state.status === 'loading') return;
    focusIndex.current = undefined;
    const grid = gridRef.current;
    const item = grid?.querySelectorAll(':scope > ul > li')[index];
    const link = item?.querySelector<HTMLElement>('a[href]');
    (link ?? grid)?.focus();
  }, [state.status]);

  const onLoadMore = () => {
    focusIndex.current = shown.length;
    loadMore();
  };

  return (
    <div className={styles.results}>
      <div ref={gridRef} tabIndex={-1} className={pending ? `${styles.grid} ${styles.pending}` : styles.grid}>
        {/* While the applied listing loads, the current products stay in place, dimmed and marked busy: no
            flash of placeholders on a fast answer, no jump of the page. Appending adds placeholders below. */}
        <ProductTiles
          label={label}
          products={shown}
          empty={empty}
          loading={pending || state.status === 'loading'}
          loadingCount={pending ? 0 : APPEND_PLACEHOLDERS}
        />
      </div>
      {products.length > 0 ? (
        <LoadMore
          shown={shownCount}
          total={total}
          loading={state.status === 'loading'}
          // Before hydration (and without JavaScript) 'load more' is the link to the next page.
          {...(hydrated ? { onLoadMore } : nextHref ? { href: nextHref } : {})}
          labels={{ button: t('listing.loadMore'), progress: t('listing.loadMoreProgress') }}
        />
      ) : null}
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
    </div>
  );
}
