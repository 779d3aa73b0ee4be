import { matchRoutes, type RouteObject } from 'react-router';
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

// The shop's route tree as React Router sees it (app/routes.ts hands it to the framework under the root route).
function toRouteObject(node: RouteNode): RouteObject {
  switch (node.kind) {
    case 'index':
      return { id: node.id, index: true };
    case 'route':
      return { id: node.id, path: node.path, children: node.children.map(toRouteObject) };
    case 'layout':
      return { id: node.id, children: node.children.map(toRouteObject) };
  }
}

const routes: RouteObject[] = [{ id: 'root', path: '', children: buildRouteTree().map(toRouteObject) }];

/** The id of the page route (the last match) that a path resolves to. */
function pageFor(path: string): string | undefined {
  return matchRoutes(routes, path)?.at(-1)?.route.id;
}

// The workspace patches React Router's matcher to skip branches whose static leading segments a path does not
// start with (pnpm-workspace.yaml). These are the rules of the full scan that the shortcut must keep.
describe('route matching (spec 2.1) with the static-prefix shortcut', () => {
  it('resolves every page under every prefix to its own route', () => {
    // Parameters filled in, a splat given two segments. The catch-all pages would swallow paths that other pages
    // own if the ranking were lost, so each is checked exactly.
    const all = flatten(buildRouteTree()).map(({ id, path }) => ({
      id,
      path: path.replace(/:[\w-]+\??/g, 'x1').replace(/\*$/, 'some/page'),
    }));
    const wrong = all.filter(({ id, path }) => pageFor(path) !== id);
    expect(wrong).toEqual([]);
    expect(all.length).toBeGreaterThan(300);
  });

  it('matches the prefix and static segments without regard to case, as React Router does', () => {
    expect(pageFor('/DE-DE/Search')).toBe('search___de-de');
    expect(pageFor('/En-Gb/CHECKOUT/cart')).toBe('frontend.checkout.cart.page___en-gb');
  });

  it('accepts a trailing slash and a percent-encoded static segment', () => {
    expect(pageFor('/fr-ch/search/')).toBe('search___fr-ch');
    expect(pageFor('/de%2Dat/search')).toBe('search___de-at');
  });

  it('lets a splat match with nothing after it', () => {
    expect(pageFor('/de-de/newsletter')).toBe('newsletter___de-de');
    expect(pageFor('/de-de')).toBe('frontend.home.page___de-de');
  });

  it('sends a path under an unknown prefix to the unprefixed catch-all, not to a locale page', () => {
    expect(pageFor('/xx-yy/search')).toBe('all___de-de___default');
    expect(pageFor('/de-dex/search')).toBe('all___de-de___default');
  });
});
