import type { MenuNode } from '../MobileMenu/MobileMenu';

/** `pathname` when an internal link of the tree, at any level, leads there (that link is the current page's). */
export function currentHrefIn(tree: readonly MenuNode[], pathname: string): string | undefined {
  for (const node of tree) {
    if (node.target.kind === 'internal' && node.target.href === pathname) return pathname;
    const below = currentHrefIn(node.children, pathname);
    if (below !== undefined) return below;
  }
  return undefined;
}
