import { Container, IconButton, IconMenu, useHydrated } from '@beautyshop/ui';
import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import type { NavigationNode } from '../links/navigationTree';
import { localePath } from '../locale/fromPath';
import { useLocale, useTranslate } from '../locale/useLocale';
import styles from './ShopHeader.module.css';
import { CATEGORY_NAVIGATION_ID } from './shell/categoryNavigationId';
import { HeaderEntryPoints } from './shell/HeaderEntryPoints';
import icon from './shell/iconLink.module.css';
import { LazyCategoryNavigation } from './shell/LazyCategoryNavigation';
import { LazyShopSearch } from './shell/LazyShopSearch';
import { usePreloadWhenIdle } from './usePreloadWhenIdle';

// Mounted only while open, and only on small screens: the drawer and its accordion load on demand.
const loadMobileMenu = () => import('./shell/MobileMenu');
const MobileMenu = lazy(() => loadMobileMenu().then((module) => ({ default: module.MobileMenu })));

export interface ShopHeaderProps {
  /** The main navigation tree, already resolved to shop paths (spec 2.3). */
  navigation: readonly NavigationNode[];
  /** App mode (spec 1) hides the navigation. */
  hideNavigation: boolean;
}

/**
 * Logo, a search box that works as a plain GET form, the account, wishlist and cart entry points, and the
 * category navigation: a flyout bar from 64em, a drawer menu below.
 */
export function ShopHeader({ navigation, hideNavigation }: ShopHeaderProps) {
  const t = useTranslate();
  const { locale } = useLocale();
  const hydrated = useHydrated();
  const [menuOpen, setMenuOpen] = useState(false);
  const showNavigation = !hideNavigation && navigation.length > 0;
  usePreloadWhenIdle(loadMobileMenu);
  return (
    <header className={styles.header}>
      <a className="skip-link" href="#content">
        {t('nav.skipToContent')}
      </a>
      <Container width="wide">
        <div className={styles.bar}>
          {showNavigation ? (
            <div className={styles.menu}>
              {hydrated ? (
                <IconButton
                  label={t('nav.menu')}
                  icon={<IconMenu size={22} />}
                  aria-haspopup="dialog"
                  onClick={() => setMenuOpen(true)}
                />
              ) : (
                // Before hydration and without JavaScript the control jumps to the category list, which CSS
                // shows on small screens while it is the URL's target.
                <a className={icon.iconLink} href={`#${CATEGORY_NAVIGATION_ID}`}>
                  <IconMenu size={22} />
                  <span className="visually-hidden">{t('nav.menu')}</span>
                </a>
              )}
            </div>
          ) : null}
          <Link className={styles.logo} to={localePath('/', locale)}>
            {t('meta.siteName')}
          </Link>
          <search className={styles.search}>
            <LazyShopSearch />
          </search>
          <div className={styles.entryPoints}>
            <HeaderEntryPoints />
          </div>
        </div>
        {showNavigation ? <LazyCategoryNavigation tree={navigation} /> : null}
      </Container>
      {showNavigation && menuOpen ? (
        <Suspense fallback={null}>
          <MobileMenu tree={navigation} onClose={() => setMenuOpen(false)} />
        </Suspense>
      ) : null}
    </header>
  );
}
