import { ListingFilters as ListingFiltersView } from '@beautyshop/ui';
import { useTranslate } from '../../locale/useLocale';
import { ListingFilterForm, type ListingFilterFormProps } from '../ListingFilterForm';
import { useMediaQuery } from './useMediaQuery';

/** From here up the form sits beside the grid; below it opens from the 'Filter' button (keep in step with ui's CSS). */
export const SIDE_COLUMN_QUERY = '(min-width: 48em)';

export interface ListingFiltersProps extends Omit<ListingFilterFormProps, 'layout' | 'onApply'> {
  /** Changes with the URL: the uncontrolled inputs are remounted to show the URL's state. */
  formKey: string;
  /** Filters the URL applies, shown on the 'Filter' button. */
  activeFilters: number;
}

/**
 * Spec 2.4 mobile filter modal: the ui's filter panel in the page's language around the listing's one filter
 * form. Until hydration tells the screen's width (useMediaQuery), the panel is the disclosure that works without
 * JavaScript; then the side column on wide screens, the bottom sheet on narrow ones.
 */
export function ListingFilters({ formKey, activeFilters, ...formProps }: ListingFiltersProps) {
  const t = useTranslate();
  const wide = useMediaQuery(SIDE_COLUMN_QUERY);
  return (
    <ListingFiltersView
      layout={wide === undefined ? 'pending' : wide ? 'side' : 'sheet'}
      labels={{
        toggle:
          activeFilters > 0 ? t('listing.filtersWithCount', { count: activeFilters }) : t('listing.filters'),
        title: t('listing.filters'),
        close: t('listing.close'),
      }}
    >
      {({ layout, close }) => (
        <ListingFilterForm key={formKey} {...formProps} layout={layout} onApply={close} />
      )}
    </ListingFiltersView>
  );
}
