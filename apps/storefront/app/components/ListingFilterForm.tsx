import type { ListingFacets, ListingParams } from '@beautyshop/catalogue';
import {
  ListingFilterForm as FilterForm,
  type FilterFormComponentProps,
  type LinkComponentProps,
  useHydrated,
} from '@beautyshop/ui';
import { createContext, type FormEvent, useContext, useLayoutEffect, useRef } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { useTranslate } from '../locale/useLocale';
import { rememberFilterFocus, restoreFilterFocus } from './listing/filterFocus';
import { appliesAtOnce, filterFormHref } from './listing/filterFormHref';
import type { KnownFilterPage } from './listing/filterPage';

export interface ListingFilterFormProps {
  /** The listing's first page (filters restart at page 1). */
  action: string;
  facets: ListingFacets;
  params: ListingParams;
  sorting: string | undefined;
  /** The listing's sorting when the URL names none: kept out of the URL (its choice sends an empty value). */
  defaultSorting?: string | undefined;
  sortings: readonly { key: string; label: string }[];
  /** The filter pages the loader named: a selection of one of them goes straight to its URL. */
  filterPages?: readonly KnownFilterPage[] | undefined;
  /** `sheet` inside the mobile filter drawer keeps the buttons in reach at its bottom. */
  layout?: 'column' | 'sheet';
  /** Called as the shopper applies or resets the filters (the drawer closes so the updating grid is seen). */
  onApply?: (() => void) | undefined;
}

/** The filter pages the form's navigation may go to (the form element is a component of its own). */
const NO_FILTER_PAGES: readonly KnownFilterPage[] = [];
const FilterPagesContext = createContext(NO_FILTER_PAGES);

/** The reset link navigates without prefetching: the listing it leads to is the one on screen. */
function ResetLink({ href, ...rest }: LinkComponentProps) {
  return <Link to={href} {...rest} />;
}

/**
 * The filter form element: a plain GET form without JavaScript; with it, a submit is a client navigation (one
 * history entry) to the URL without empty values (spec 5), and beside the grid a new sort order or minimum
 * rating submits at once (keeping the keyboard on the control that changed). In the bottom sheet the shopper
 * sorts and filters, then applies once (applying closes the sheet).
 */
function ShopFilterForm({
  onSubmit,
  children,
  applyAtOnce,
  ...props
}: FilterFormComponentProps & { applyAtOnce: boolean }) {
  const navigate = useNavigate();
  const location = useLocation();
  const form = useRef<HTMLFormElement>(null);
  // Marks the form once its handlers run (the category view hydrates in its own chunk): before that, a sort
  // or rating change waits for 'Apply' as without JavaScript.
  const hydrated = useHydrated();
  const filterPages = useContext(FilterPagesContext);
  const here = `${location.pathname}${location.search}`;
  // Runs once per form: a new URL mounts a new form (its key is the listing's path and query). In the commit that
  // mounts it, not after paint: the old form's control took the focus with it, and Chromium handles a key pressed
  // meanwhile before React's passive effects, so a second arrow key could land on the page (a flaky browser test
  // pressed ArrowDown in that gap, CI runs 31 and 32).
  // biome-ignore lint/correctness/useExhaustiveDependencies: the URL the form was mounted for, read once.
  useLayoutEffect(() => {
    if (form.current) restoreFilterFocus(form.current, here);
  }, []);
  const hrefOf = (element: HTMLFormElement) =>
    filterFormHref(props.action, new FormData(element), filterPages);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    onSubmit?.(event);
    event.preventDefault();
    void navigate(hrefOf(event.currentTarget));
  };
  return (
    <form
      {...props}
      ref={form}
      data-interactive={hydrated || undefined}
      onSubmit={submit}
      onChange={(event) => {
        // React types a form's change target as the form; it is the control that changed.
        const control: EventTarget = event.target;
        if (!applyAtOnce || !appliesAtOnce(control)) return;
        rememberFilterFocus(hrefOf(event.currentTarget), control);
        event.currentTarget.requestSubmit();
      }}
    >
      {children}
    </form>
  );
}

function ColumnFilterForm(props: FilterFormComponentProps) {
  return <ShopFilterForm {...props} applyAtOnce />;
}

function SheetFilterForm(props: FilterFormComponentProps) {
  return <ShopFilterForm {...props} applyAtOnce={false} />;
}

/**
 * Issue 19: the sort choices as the form sends them. The default sorting's value is empty, so that the untouched
 * default never lands in a URL: with JavaScript empty values are left out, without it the listing redirects to
 * the URL without them (spec 5). An unknown default leaves every key as it is.
 */
export function sortChoicesOf(
  sorting: string | undefined,
  sortings: readonly { key: string; label: string }[],
  defaultSorting: string | undefined,
): { sorting: string | undefined; sortings: { key: string; label: string }[] } {
  const sent = (key: string) => (defaultSorting !== undefined && key === defaultSorting ? '' : key);
  return {
    sorting: sorting === undefined ? undefined : sent(sorting),
    sortings: sortings.map((option) => ({ key: sent(option.key), label: option.label })),
  };
}

/** Spec 4 and 5: the ui's filter form in the page's language; without JavaScript it is a plain GET form. */
export function ListingFilterForm({
  params,
  sorting,
  sortings,
  defaultSorting,
  filterPages = NO_FILTER_PAGES,
  ...props
}: ListingFilterFormProps) {
  const t = useTranslate();
  const form = (
    <FilterForm
      {...props}
      {...sortChoicesOf(sorting, sortings, defaultSorting)}
      values={params}
      formAs={props.layout === 'sheet' ? SheetFilterForm : ColumnFilterForm}
      linkAs={ResetLink}
      labels={{
        filters: t('listing.filters'),
        sort: t('listing.sort'),
        manufacturer: t('listing.manufacturer'),
        price: t('listing.price'),
        priceMin: t('listing.priceMin'),
        priceMax: t('listing.priceMax'),
        rating: t('listing.rating'),
        any: t('listingRating.any'),
        ratingAtLeast: t('listing.ratingAtLeast'),
        ratingAtLeastOne: t('listingRating.atLeastOne'),
        freeShipping: t('listing.freeShipping'),
        apply: t('listing.apply'),
        reset: t('listing.reset'),
      }}
    />
  );
  return <FilterPagesContext.Provider value={filterPages}>{form}</FilterPagesContext.Provider>;
}
