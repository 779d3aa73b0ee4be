import { MobileMenu as MobileMenuDrawer } from '@beautyshop/ui';
import { useLocation } from 'react-router';
import type { NavigationNode } from '../../links/navigationTree';
import { useTranslate } from '../../locale/useLocale';

export interface MobileMenuProps {
  /** The main navigation, three levels deep. */
  tree: readonly NavigationNode[];
  /** Called once the drawer has closed (close button, Escape, backdrop or a followed link). */
  onClose: () => void;
}

/** The ui's mobile menu in the page's language, marking the current page; mounted only while open. */
export function MobileMenu({ tree, onClose }: MobileMenuProps) {
  const t = useTranslate();
  const { pathname } = useLocation();
  return (
    <MobileMenuDrawer
      tree={tree}
      currentPath={pathname}
      onClose={onClose}
      labels={{
        title: t('nav.menu'),
        close: t('nav.closeMenu'),
        navigation: t('nav.main'),
        subcategories: t('nav.subcategories'),
      }}
    />
  );
}
