import { useId } from 'react';
import { Link } from 'react-router';
import { searchHref } from '../../catalogue/searchHref';
import { useLocale, useTranslate } from '../../locale/useLocale';
import styles from './FrequentSearchTerms.module.css';
import pill from './pillLink.module.css';

/** Spec 1 and 2.4: frequently searched terms, each a link to its search results. */
export function FrequentSearchTerms({ terms }: { terms: readonly string[] }) {
  const t = useTranslate();
  const { locale } = useLocale();
  const headingId = useId();
  if (terms.length === 0) return null;
  return (
    <section className={styles.terms} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {t('search.frequentTerms')}
      </h2>
      <ul className={styles.list}>
        {terms.map((term) => (
          <li key={term}>
            <Link to={searchHref(locale, term)} className={pill.pillLink}>
              {term}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
