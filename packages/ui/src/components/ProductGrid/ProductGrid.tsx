import { Children, type ReactNode } from 'react';
import { cx } from '../../internal/cx';
import { Skeleton } from '../Skeleton/Skeleton';
import styles from './ProductGrid.module.css';

export interface ProductGridProps {
  /** Accessible name of the list, e.g. the category name or 'Search results'. */
  label: string;
  /** One element per product, usually `ProductCard`s; each is wrapped in a list item. */
  children?: ReactNode;
  /** Shows `loadingCount` skeleton cards and marks the list busy. */
  loading?: boolean;
  loadingCount?: number;
  /** Shown instead of the grid when there are no products and nothing is loading (e.g. `<EmptyState>`). */
  empty?: ReactNode;
  /** Columns from the large breakpoint up (2 on phones, 3 on tablets). */
  columns?: 3 | 4 | 5;
  className?: string;
}

/** The listing grid: a labelled list of product cards, 2 / 3 / 4 columns. */
export function ProductGrid({
  label,
  children,
  loading = false,
  loadingCount = 8,
  empty,
  columns = 4,
  className,
}: ProductGridProps) {
  const items = Children.toArray(children);
  if (!loading && items.length === 0 && empty) return <>{empty}</>;
  return (
    <ul
      className={cx(styles.grid, styles[`columns${columns}`], className)}
      aria-label={label}
      aria-busy={loading || undefined}
    >
      {items.map((item, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: Children.toArray already keyed the items.
        <li key={index} className={styles.item}>
          {item}
        </li>
      ))}
      {loading
        ? Array.from({ length: loadingCount }, (_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: skeletons have no identity.
            <li key={`skeleton-${index}`} className={styles.item} aria-hidden="true">
              <div className={styles.skeleton}>
                <Skeleton shape="rect" aspectRatio="1 / 1" />
                <Skeleton width="35%" />
                <Skeleton width="90%" />
                <Skeleton width="30%" />
              </div>
            </li>
          ))
        : null}
    </ul>
  );
}
