import { cx } from '../../internal/cx';
import { fill } from '../../internal/template';
import { Button } from '../Button/Button';
import { useLinkComponent } from '../Link/LinkProvider';
import styles from './LoadMore.module.css';

export interface LoadMoreLabels {
  /** Progress text, `{shown}` and `{total}` are product counts. */
  progress: string;
  button: string;
}

export const defaultLoadMoreLabels: LoadMoreLabels = {
  progress: 'You have seen {shown} of {total} products',
  button: 'Load more',
};

export interface LoadMoreProps {
  shown: number;
  total: number;
  /** Appends the next page (spec 4: 'Load more' appends). */
  onLoadMore?: () => void;
  /** URL of the next page: renders a link, so it also works before hydration and without JavaScript. */
  href?: string;
  loading?: boolean;
  labels?: Partial<LoadMoreLabels>;
  className?: string;
}

/** Progress through a listing plus the button that appends the next page. */
export function LoadMore({
  shown,
  total,
  onLoadMore,
  href,
  loading = false,
  labels: overrides,
  className,
}: LoadMoreProps) {
  const labels = { ...defaultLoadMoreLabels, ...overrides };
  const LinkComponent = useLinkComponent();
  const done = shown >= total;
  return (
    <div className={cx(styles.loadMore, className)}>
      <p className={styles.progressText} aria-live="polite">
        {fill(labels.progress, { shown: Math.min(shown, total), total })}
      </p>
      <div className={styles.track} aria-hidden="true">
        <div
          className={styles.bar}
          style={{ width: `${total > 0 ? Math.min(shown / total, 1) * 100 : 0}%` }}
        />
      </div>
      {done ? null : href && !onLoadMore ? (
        <LinkComponent href={href} className={styles.link}>
          {labels.button}
        </LinkComponent>
      ) : (
        <Button variant="secondary" loading={loading} onClick={onLoadMore}>
          {labels.button}
        </Button>
      )}
    </div>
  );
}
