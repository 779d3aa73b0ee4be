import { useId } from 'react';
import { Link, useLocation } from 'react-router';
import { useTranslate } from '../../locale/useLocale';
import type { FilterLink } from '../../views/contentViews';
import styles from './FilterLinks.module.css';
import pill from './pillLink.module.css';

/**
 * Spec 7.1 SEO filter URLs: a category's brand filter pages as plain links, so that shoppers and search engines
 * reach each at its own URL (the filter form's choices are query parameters of the category's one URL).
 */
export function FilterLinks({ links }: { links: readonly FilterLink[] }) {
  const t = useTranslate();
  const headingId = useId();
  const { pathname } = useLocation();
  if (links.length === 0) return null;
  return (
    <nav className={styles.links} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {t('listing.brandPages')}
      </h2>
      <ul className={styles.list}>
        {links.map((link) => (
          <li key={link.href}>
            <Link
              to={link.href}
              className={pill.pillLink}
              aria-current={link.href === pathname ? 'page' : undefined}
            >
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
