import { IconChevronRight } from '../../icons/icons';
import { cx } from '../../internal/cx';
import { useLinkComponent } from '../Link/LinkProvider';
import styles from './Breadcrumb.module.css';

export interface BreadcrumbItem {
  label: string;
  /** Omitted for the current page (the last item). */
  href?: string;
}

export interface BreadcrumbProps {
  items: readonly BreadcrumbItem[];
  /** Name of the navigation landmark (translated). */
  label?: string;
  className?: string;
}

/** APG breadcrumb: a labelled nav with an ordered list; the last item is the current page. */
export function Breadcrumb({ items, label = 'Breadcrumb', className }: BreadcrumbProps) {
  const LinkComponent = useLinkComponent();
  return (
    <nav aria-label={label} className={cx(styles.breadcrumb, className)}>
      <ol className={styles.list}>
        {items.map((item, index) => {
          const last = index === items.length - 1;
          return (
            <li key={`${item.label}-${item.href ?? ''}`} className={styles.item}>
              {index > 0 ? <IconChevronRight size={14} className={styles.separator} /> : null}
              {last || !item.href ? (
                <span className={styles.current} aria-current={last ? 'page' : undefined}>
                  {item.label}
                </span>
              ) : (
                <LinkComponent href={item.href} className={styles.link}>
                  {item.label}
                </LinkComponent>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
