import type { NavigationNode } from '../links/navigationTree';

function node(id: string, label: string, target: NavigationNode['target'], children: NavigationNode[] = []) {
  return { id, label, target, children };
}

const internal = (href: string) => ({ kind: 'internal' as const, href });

/** A three-level main navigation: a category with a flyout, a folder, an external link, a plain category. */
export const NAVIGATION: NavigationNode[] = [
  node('face', 'Gesicht', internal('/de-de/Gesicht/'), [
    node('cleansing', 'Reinigung', internal('/de-de/Gesicht/Reinigung/'), [
      node('foam', 'Schaum', internal('/de-de/Gesicht/Reinigung/Schaum/')),
    ]),
    node('brands', 'Marken', { kind: 'none' }, [node('lumiere', 'Lumière', internal('/de-de/Lumiere/'))]),
  ]),
  node('magazine', 'Magazin', { kind: 'external', href: 'https://magazin.example/', newTab: true }),
  node('sale', 'Sale', internal('/de-de/Sale/')),
];
