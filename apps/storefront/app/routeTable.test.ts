import { describe, expect, it } from 'vitest';
import { LOCALES } from './locale/locales';
import { buildRouteTree, PAGE_ROUTES, type RouteNode } from './routeTable';

function flatten(nodes: RouteNode[], prefix = ''): { id: string; path: string }[] {
  return nodes.flatMap((node) => {
    if (node.kind === 'index') return [{ id: node.id, path: prefix || '/' }];
    const path = node.kind === 'route' ? `${prefix}/${node.path}` : prefix;
    return node.kind === 'route' && node.children.length === 0
      ? [{ id: node.id, path }]
      : flatten(node.children, path);
  });
}

describe('spec 2.1 every route exists without a prefix and with each locale prefix', () => {
  const leaves = flatten(buildRouteTree());

  it('has one route per page and prefix (unprefixed plus six locales)', () => {
    expect(leaves).toHaveLength(PAGE_ROUTES.length * (LOCALES.length + 1));
  });

  it('route ids carry ___{locale}; unprefixed ones the default locale with a default marker', () => {
    expect(leaves).toContainEqual({ id: 'error___fr-ch', path: '/fr-ch/error' });
    expect(leaves).toContainEqual({ id: 'error___de-de___default', path: '/error' });
    expect(leaves).toContainEqual({ id: 'frontend.home.page___en-gb', path: '/en-gb' });
    expect(leaves).toContainEqual({ id: 'all___de-at', path: '/de-at/*' });
  });

  it('route ids are unique', () => {
    const ids = leaves.map((leaf) => leaf.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('no route path has a trailing slash', () => {
    expect(leaves.filter((leaf) => leaf.path !== '/' && leaf.path.endsWith('/'))).toEqual([]);
  });
});
