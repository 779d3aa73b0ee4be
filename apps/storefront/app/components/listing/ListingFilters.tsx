import { Button, Drawer, IconFilter } from '@beautyshop/ui';
import { useState } from 'react';
import { useTranslate } from '../../locale/useLocale';
import { ListingFilterForm, type ListingFilterFormProps } from '../ListingFilterForm';
import styles from './ListingFilters.module.css';
import { useMediaQuery } from './useMediaQuery';

/** From here up the form sits beside the grid; below it opens from the 'Filter' button (keep in step with CSS). */
export const SIDE_COLUMN_QUERY = '(min-width: 48em)';

export interface ListingFiltersProps extends Omit<ListingFilterFormProps, 'layout' | 'onApply'> {
  /** Changes with the URL: the uncontrolled inputs are remounted to show the URL's state. */
  formKey: string;
  /** Filters the URL applies, shown on the 'Filter' button. */
  activeFilters: number;
}

/**
 * Spec 2.4 mobile filter modal. The one filter form of a listing sits beside the grid on wide screens and behind
 * a 'Filter' button in a bottom sheet on narrow ones. The server cannot know the width, so it sends a
 * disclosure that works without JavaScript: collapsed on narrow screens, shown open beside the grid on wide
 * ones by CSS. Once hydrated on a narrow screen the disclosure becomes the button that opens the sheet.
 */
export function ListingFilters({ formKey, activeFilters, ...formProps }: ListingFiltersProps) {
  const t = useTranslate();
  const wide = useMediaQuery(SIDE_COLUMN_QUERY);
  const [sheetOpen, setSheetOpen] = useState(false);
  const label =
    activeFilters > 0 ? t('listing.filtersWithCount', { count: activeFilters }) : t('listing.filters');

  if (wide === false) {
    return (
      <div className={styles.filters}>
        <Button
          variant="secondary"
          iconStart={<IconFilter />}
          aria-haspopup="dialog"
          onClick={() => setSheetOpen(true)}
        >
          {label}
        </Button>
        <Drawer
          open={sheetOpen}
          onClose={() => setSheetOpen(false)}
          title={t('listing.filters')}
          closeLabel={t('listing.close')}
          side="bottom"
        >
          <ListingFilterForm
            key={formKey}
            {...formProps}
            layout="sheet"
            onApply={() => setSheetOpen(false)}
          />
        </Drawer>
      </div>
    );
  }
  return (
    // Open once hydrated on a wide screen, so browsers without ::details-content styling show it too.
    <details className={styles.disclosure} open={wide === true || undefined}>
      <summary className={styles.summary}>
        <IconFilter />
        {label}
      </summary>
      <div className={styles.panel}>
        <ListingFilterForm key={formKey} {...formProps} />
      </div>
    </details>
  );
}
