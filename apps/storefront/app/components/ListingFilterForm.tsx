import type { ListingFacets, ListingParams } from '@beautyshop/catalogue';
import {
  ListingFilterForm as FilterForm,
  type FilterFormComponentProps,
  type LinkComponentProps,
} from '@beautyshop/ui';
import { type FormEvent, useEffect, useRef } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { useTranslate } from '../locale/useLocale';
import { rememberFilterFocus, restoreFilterFocus } from './listing/filterFocus';
import { appliesAtOnce, filterFormHref } from './listing/filterFormHref';
import { useHydrated } from './useHydrated';

export interface ListingFilterFormProps {
  /** The listing's first page (filters restart at page 1). */
  action: string;
  facets: ListingFacets;
  params: ListingParams;
  sorting: string | undefined;
  sortings: readonly { key: string; label: string }[];
  /** `sheet` inside the mobile filter drawer keeps the buttons in reach at its bottom. */
  layout?: 'column' | 'sheet';
  /** Called as the shopper applies or resets the filters (the drawer closes so the updating grid is seen). */
  onApply?: (() => void) | undefined;
}

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
  const here = `${location.pathname}${location.search}`;
  // Runs once per form: a new URL mounts a new form (its key is the query).
  // biome-ignore lint/correctness/useExhaustiveDependencies: the URL the form was mounted for, read once.
  useEffect(() => {
    if (form.current) restoreFilterFocus(form.current, here);
  }, []);
  const hrefOf = (element: HTMLFormElement) => filterFormHref(props.action, new FormData(element));
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

/** Spec 4 and 5: the ui's filter form in the page's language; without JavaScript it is a plain GET form. */
export function ListingFilterForm({ params, ...props }: ListingFilterFormProps) {
  const t = useTranslate();
  return (
    <FilterForm
      {...props}
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
}
