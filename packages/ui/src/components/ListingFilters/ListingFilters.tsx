import { type ReactNode, useState } from 'react';
import { IconFilter } from '../../icons/icons';
import { Button } from '../Button/Button';
import { Drawer } from '../Drawer/Drawer';
import styles from './ListingFilters.module.css';

/**
 * Where the filter form sits. `pending`: before hydration (and without JavaScript), a disclosure that CSS shows
 * open beside the grid from 48em and collapsed below. `side`: hydrated on a wide screen, the disclosure open.
 * `sheet`: hydrated on a narrow screen, a button that opens the form in a bottom sheet.
 */
export type ListingFiltersLayout = 'pending' | 'side' | 'sheet';

export interface ListingFiltersLabels {
  /** The toggle: 'Filters', or with the count of applied filters: 'Filters (3)'. */
  toggle: string;
  /** The sheet's heading: 'Filters'. */
  title: string;
  /** The sheet's close button: 'Close'. */
  close: string;
}

export interface ListingFiltersProps {
  layout: ListingFiltersLayout;
  labels: ListingFiltersLabels;
  /**
   * The one filter form of the listing. In the sheet it gets `sheet` (buttons kept in reach) and `close`, to
   * call as the shopper applies or resets, so that the updating grid is seen.
   */
  children: (form: { layout: 'column' | 'sheet'; close: (() => void) | undefined }) => ReactNode;
}

/**
 * Spec 2.4 mobile filter modal: a listing's filters beside the grid on wide screens and behind a 'Filter' button
 * in a bottom sheet on narrow ones. The server cannot know the width, so the first markup is a disclosure that
 * works without JavaScript; the app tells the layout once it knows the screen.
 */
export function ListingFilters({ layout, labels, children }: ListingFiltersProps) {
  const [sheetOpen, setSheetOpen] = useState(false);
  if (layout === 'sheet') {
    const close = () => setSheetOpen(false);
    return (
      <div>
        <Button
          variant="secondary"
          iconStart={<IconFilter />}
          aria-haspopup="dialog"
          onClick={() => setSheetOpen(true)}
        >
          {labels.toggle}
        </Button>
        <Drawer open={sheetOpen} onClose={close} title={labels.title} closeLabel={labels.close} side="bottom">
          {children({ layout: 'sheet', close })}
        </Drawer>
      </div>
    );
  }
  return (
    // Open once hydrated on a wide screen, so browsers without ::details-content styling show it too.
    <details className={styles.disclosure} open={layout === 'side' || undefined}>
      <summary className={styles.summary}>
        <IconFilter />
        {labels.toggle}
      </summary>
      <div className={styles.panel}>{children({ layout: 'column', close: undefined })}</div>
    </details>
  );
}
