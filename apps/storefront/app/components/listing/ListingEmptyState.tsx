import { EmptyState } from '@beautyshop/ui';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslate } from '../../locale/useLocale';
import styles from './ListingEmptyState.module.css';
import pill from './pillLink.module.css';

export interface ListingEmptyStateProps {
  title: string;
  /** Defaults to the hint to remove filters when `resetHref` is given. */
  description?: string;
  /** The listing without filters; given only when filters are applied (a reset would otherwise change nothing). */
  resetHref?: string | undefined;
  /** More ways forward, e.g. frequently searched terms. */
  children?: ReactNode;
}

/** An empty listing: what happened and the way back to products. */
export function ListingEmptyState({ title, description, resetHref, children }: ListingEmptyStateProps) {
  const t = useTranslate();
  return (
    <EmptyState
      title={title}
      description={description ?? (resetHref ? t('listing.emptyHint') : undefined)}
      action={
        resetHref || children ? (
          <div className={styles.action}>
            {resetHref ? (
              <Link to={resetHref} className={pill.pillLink}>
                {t('listing.reset')}
              </Link>
            ) : null}
            {children}
          </div>
        ) : undefined
      }
    />
  );
}
