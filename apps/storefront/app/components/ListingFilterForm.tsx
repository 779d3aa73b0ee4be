import type { ListingFacets, ListingParams } from '@beautyshop/catalogue';
import {
  ListingFilterForm as FilterForm,
  type FilterFormComponentProps,
  type LinkComponentProps,
} from '@beautyshop/ui';
import type { FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { useTranslate } from '../locale/useLocale';
import { filterFormHref, isSortChange } from './listing/filterFormHref';
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
 * history entry) to the URL without empty values (spec 5), and beside the grid a new sort order submits at once.
 * In the bottom sheet the shopper sorts and filters, then applies once (applying closes the sheet).
 */
function ShopFilterForm({
  onSubmit,
  children,
  sortAtOnce,
  ...props
}: FilterFormComponentProps & { sortAtOnce: boolean }) {
  const navigate = useNavigate();
  // Marks the form once its handlers run (the category view hydrates in its own chunk): before that, a sort
  // change waits for 'Apply' as without JavaScript.
  const hydrated = useHydrated();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    onSubmit?.(event);
    event.preventDefault();
    void navigate(filterFormHref(props.action, new FormData(event.currentTarget)));
  };
  return (
    <form
      {...props}
      data-interactive={hydrated || undefined}
      onSubmit={submit}
      onChange={(event) => {
        if (sortAtOnce && isSortChange(event.target)) event.currentTarget.requestSubmit();
      }}
    >
      {children}
    </form>
  );
}

function ColumnFilterForm(props: FilterFormComponentProps) {
  return <ShopFilterForm {...props} sortAtOnce />;
}

function SheetFilterForm(props: FilterFormComponentProps) {
  return <ShopFilterForm {...props} sortAtOnce={false} />;
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
        any: t('listing.any'),
        ratingAtLeast: t('listing.ratingAtLeast'),
        freeShipping: t('listing.freeShipping'),
        apply: t('listing.apply'),
        reset: t('listing.reset'),
      }}
    />
  );
}
