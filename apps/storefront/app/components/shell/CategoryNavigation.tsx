import { CategoryNavigation as CategoryNavigationView } from '@beautyshop/ui';
import { useLocation } from 'react-router';
import type { NavigationNode } from '../../links/navigationTree';
import { useTranslate } from '../../locale/useLocale';
import { ShopLink } from '../ShopLink';
import { useServerFragments } from '../serverFragments';
import { CATEGORY_NAVIGATION_ID } from './categoryNavigationId';

export { CATEGORY_NAVIGATION_ID };

export interface CategoryNavigationProps {
  /** The main navigation, three levels deep. */
  tree: readonly NavigationNode[];
}

/**
 * The ui's category bar in the page's language, marking the current page. On the server the bar is a fifth of a
 * page's markup and the same on every page of a locale but for the current page's link: it is rendered once per
 * tree and current link (serverFragments), with the shop's link passed in because that render has no providers.
 */
export function CategoryNavigation({ tree }: CategoryNavigationProps) {
  const t = useTranslate();
  const { pathname } = useLocation();
  const fragments = useServerFragments();
  return (
    <CategoryNavigationView
      id={CATEGORY_NAVIGATION_ID}
      tree={tree}
      currentPath={pathname}
      linkAs={ShopLink}
      labels={{ navigation: t('nav.main'), subcategories: t('nav.subcategories') }}
      serverMarkup={fragments && ((current, renderBar) => fragments.html(tree, current, renderBar))}
    />
  );
}
