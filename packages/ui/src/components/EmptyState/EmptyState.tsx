import type { ReactNode } from 'react';
import { cx } from '../../internal/cx';
import styles from './EmptyState.module.css';

export interface EmptyStateProps {
  title: ReactNode;
  description?: ReactNode;
  /** A decorative icon (e.g. `<IconHeart size={32} />` for an empty wishlist). */
  icon?: ReactNode;
  /** A way forward, e.g. a Button or Link to the shop. */
  action?: ReactNode;
  headingLevel?: 2 | 3;
  className?: string;
}

/** What a page shows when a list is empty (wishlist, cart, search without results). */
export function EmptyState({
  title,
  description,
  icon,
  action,
  headingLevel = 2,
  className,
}: EmptyStateProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <div className={cx(styles.empty, className)}>
      {icon ? (
        <span className={styles.icon} aria-hidden="true">
          {icon}
        </span>
      ) : null}
      <Heading className={styles.title}>{title}</Heading>
      {description ? <p className={styles.description}>{description}</p> : null}
      {action ? <div className={styles.action}>{action}</div> : null}
    </div>
  );
}
