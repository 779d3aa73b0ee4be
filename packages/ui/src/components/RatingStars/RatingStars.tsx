import { cx } from '../../internal/cx';
import styles from './RatingStars.module.css';
import { StarRow } from './StarRow';

export interface RatingStarsProps {
  /** Average rating, e.g. `ratingAverage` 4.3. */
  value: number;
  max?: number;
  /** Accessible text (translated by the app); defaults to '4.3 out of 5 stars'. */
  label?: string;
  /** Number of reviews, shown in brackets after the stars. */
  count?: number;
  size?: 'sm' | 'md';
  className?: string;
}

/** A read-only star rating, exposed as one image with a text alternative. */
export function RatingStars({ value, max = 5, label, count, size = 'md', className }: RatingStarsProps) {
  const clamped = Math.min(Math.max(value, 0), max);
  const rounded = Math.round(clamped * 10) / 10;
  return (
    <span className={cx(styles.rating, styles[size], className)}>
      <span role="img" aria-label={label ?? `${rounded} out of ${max} stars`} className={styles.stars}>
        <StarRow max={max} fill={clamped / max} />
      </span>
      {count !== undefined ? (
        <span className={styles.count} aria-hidden="true">
          ({count})
        </span>
      ) : null}
    </span>
  );
}
