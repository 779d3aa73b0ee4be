/** Spec 3: the page meta record's breadcrumb is the names joined with ' > '. */
export const BREADCRUMB_SEPARATOR = ' > ';
/** Spec 3: the home page's breadcrumb. */
export const HOME_BREADCRUMB = 'Home';

/**
 * Spec 3 breadcrumb text: 'Home' for the home page ('/'), the crumb names joined with ' > ' otherwise, and on product
 * pages without the last crumb (the product itself). Empty names are left out.
 */
export function breadcrumbText(names: readonly string[], page: { path: string; type: string }): string {
  if (page.path === '/') return HOME_BREADCRUMB;
  const crumbs = names.map((name) => name.trim()).filter((name) => name !== '');
  return (page.type === 'product' ? crumbs.slice(0, -1) : crumbs).join(BREADCRUMB_SEPARATOR);
}
