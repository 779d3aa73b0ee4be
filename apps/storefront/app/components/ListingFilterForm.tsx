import type { ListingFacets, ListingParams } from '@beautyshop/catalogue';
import { ListingFilterForm as FilterForm, type LinkComponentProps } from '@beautyshop/ui';
import { Form, Link } from 'react-router';
import { useTranslate } from '../locale/useLocale';

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
 * Spec 4 and 5: the ui's filter form in the page's language. React Router's Form submits it as a client
 * navigation that pushes a history entry; without JavaScript it is a plain GET form.
 */
export function ListingFilterForm({ params, ...props }: ListingFilterFormProps) {
  const t = useTranslate();
  return (
    <FilterForm
      {...props}
      values={params}
      formAs={Form}
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
