import { Container } from '@beautyshop/ui';
import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { localePath } from '../locale/fromPath';
import { useLocale, useTranslate } from '../locale/useLocale';
import styles from './ShopHeader.module.css';
import { ShopLink } from './ShopLink';

export interface HeaderLink {
  label: string;
  href: string;
}

export interface ShopHeaderProps {
  /** Top-level navigation entries, already resolved to shop paths (spec 2.3). */
  navigation: readonly HeaderLink[];
  /** App mode (spec 1) hides the navigation. */
  hideNavigation: boolean;
}

const SearchSuggestions = lazy(() => import('./SearchSuggestions'));

/** Logo, a search box that works as a plain GET form, and the category navigation. */
export function ShopHeader({ navigation, hideNavigation }: ShopHeaderProps) {
  const t = useTranslate();
  const { locale } = useLocale();
  // The suggestions module (and TanStack Query) loads only once a shopper types into the box.
  const [term, setTerm] = useState<string | undefined>(undefined);
  return (
    <header className={styles.header}>
      <a className="skip-link" href="#content">
        {t('nav.skipToContent')}
      </a>
      <Container width="wide">
        <div className={styles.bar}>
          <Link className={styles.logo} to={localePath('/', locale)}>
            {t('meta.siteName')}
          </Link>
          <search className={styles.search}>
            <form method="get" action={localePath('/search', locale)}>
              <label className="visually-hidden" htmlFor="header-search">
                {t('header.search')}
              </label>
              <input
                id="header-search"
                type="search"
                name="search"
                placeholder={t('header.searchPlaceholder')}
                autoComplete="off"
                onInput={(event) => setTerm(event.currentTarget.value)}
              />
              <button type="submit">{t('search.submit')}</button>
            </form>
            {term === undefined ? null : (
              <Suspense fallback={null}>
                <SearchSuggestions
                  endpoint={localePath('/search/suggest', locale)}
                  term={term}
                  label={t('header.search')}
                />
              </Suspense>
            )}
          </search>
        </div>
        {hideNavigation || navigation.length === 0 ? null : (
          <nav className={styles.nav} aria-label={t('nav.main')}>
            <ul>
              {navigation.map((entry) => (
                <li key={entry.href}>
                  <ShopLink href={entry.href}>{entry.label}</ShopLink>
                </li>
              ))}
            </ul>
          </nav>
        )}
      </Container>
    </header>
  );
}
