import { describe, expect, it } from 'vitest';
import type { MenuNode } from '../MobileMenu/MobileMenu';
import { currentHrefIn } from './currentHref';

describe('the current page in a navigation tree', () => {
  const node = (id: string, target: MenuNode['target'], children: MenuNode[] = []): MenuNode => ({
    id,
    label: id,
    target,
    children,
  });
  const tree = [
    node('skincare', { kind: 'internal', href: '/de-de/Hautpflege/' }, [
      node('face', { kind: 'none' }, [node('serum', { kind: 'internal', href: '/de-de/Hautpflege/Seren/' })]),
    ]),
    node('magazine', { kind: 'external', href: 'https://example.com/de-de/Magazin/', newTab: true }),
  ];

  it('is the path when a link at any level leads there', () => {
    expect(currentHrefIn(tree, '/de-de/Hautpflege/')).toBe('/de-de/Hautpflege/');
    expect(currentHrefIn(tree, '/de-de/Hautpflege/Seren/')).toBe('/de-de/Hautpflege/Seren/');
  });

  it('is undefined for a page the tree does not link, a folder, or another host', () => {
    expect(currentHrefIn(tree, '/de-de/Hautpflege')).toBeUndefined();
    expect(currentHrefIn(tree, '/de-de/search')).toBeUndefined();
    expect(currentHrefIn(tree, '/de-de/Magazin/')).toBeUndefined();
    expect(currentHrefIn([], '/de-de/')).toBeUndefined();
  });
});
