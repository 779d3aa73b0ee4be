import { IconChevronLeft, IconChevronRight } from '../../icons/icons';
import { cx } from '../../internal/cx';
import { fill } from '../../internal/template';
import { useLinkComponent } from '../Link/LinkProvider';
import styles from './Pagination.module.css';
import { paginationRange } from './paginationRange';

export interface PaginationLabels {
  /** Name of the navigation landmark. */
  navigation: string;
  previous: string;
  next: string;
  /** Accessible name of a page link, `{n}` is the page number. */
  page: string;
}

export const defaultPaginationLabels: PaginationLabels = {
  navigation: 'Pagination',
  previous: 'Previous page',
  next: 'Next page',
  page: 'Page {n}',
};

export interface PaginationProps {
  currentPage: number;
  totalPages: number;
  /** The URL of a page, built by the app (keeps filters and sorting in the query). */
  hrefForPage: (page: number) => string;
  labels?: Partial<PaginationLabels>;
  className?: string;
}

/** Page links for listings (links, so they work without JavaScript and can be crawled). */
export function Pagination({
  currentPage,
  totalPages,
  hrefForPage,
  labels: overrides,
  className,
}: PaginationProps) {
  const labels = { ...defaultPaginationLabels, ...overrides };
  const LinkComponent = useLinkComponent();
  if (totalPages <= 1) return null;
  const slots = paginationRange(currentPage, totalPages);
  return (
    <nav aria-label={labels.navigation} className={cx(styles.pagination, className)}>
      <ul className={styles.list}>
        <li>
          {currentPage > 1 ? (
            <LinkComponent
              href={hrefForPage(currentPage - 1)}
              className={styles.step}
              aria-label={labels.previous}
            >
              <IconChevronLeft />
            </LinkComponent>
          ) : (
            <span className={cx(styles.step, styles.disabled)} aria-hidden="true">
              <IconChevronLeft />
            </span>
          )}
        </li>
        {slots.map((slot, index) =>
          slot === 'gap' ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: at most two gaps, told apart by position.
            <li key={`gap-${index}`} className={styles.gap} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={slot}>
              <LinkComponent
                href={hrefForPage(slot)}
                className={cx(styles.page, slot === currentPage && styles.current)}
                aria-current={slot === currentPage ? 'page' : undefined}
                aria-label={fill(labels.page, { n: slot })}
              >
                {slot}
              </LinkComponent>
            </li>
          ),
        )}
        <li>
          {currentPage < totalPages ? (
            <LinkComponent
              href={hrefForPage(currentPage + 1)}
              className={styles.step}
              aria-label={labels.next}
            >
              <IconChevronRight />
            </LinkComponent>
          ) : (
            <span className={cx(styles.step, styles.disabled)} aria-hidden="true">
              <IconChevronRight />
            </span>
          )}
        </li>
      </ul>
    </nav>
  );
}
