import { describe, expect, it } from 'vitest';
import { compactManifestSource, evaluateManifest } from './compactRouteManifest.ts';

const body = (module: string) => ({
  hasAction: false,
  hasLoader: true,
  hasDefaultExport: true,
  module,
  imports: ['/assets/entry.client-A.js', '/assets/shell-B.js'],
  css: ['/assets/shell-C.css#'],
});

/** The shape of the shop's routes: each page once unprefixed (`___default`) and once per locale prefix. */
const localeCopies = (suffix: string, path: string | undefined, pages: boolean) => ({
  [`locale${suffix}`]: {
    id: `locale${suffix}`,
    parentId: 'root',
    ...(path ? { path } : {}),
    ...body('/assets/locale-G.js'),
  },
  [`home${suffix}`]: {
    id: `home${suffix}`,
    parentId: `locale${suffix}`,
    index: true,
    ...body('/assets/home-E.js'),
  },
  ...(pages
    ? {
        [`cart${suffix}`]: {
          id: `cart${suffix}`,
          parentId: `locale${suffix}`,
          path: 'checkout/cart',
          ...body('/assets/cart-F.js'),
        },
      }
    : {}),
});

const manifest = {
  entry: { module: '/assets/entry.client-A.js', imports: [], css: [] },
  routes: {
    root: { id: 'root', path: '', ...body('/assets/root-D.js') },
    ...localeCopies('___de-de___default', undefined, true),
    ...localeCopies('___de-de', 'de-de', true),
    ...localeCopies('___en-gb', 'en-gb', true),
    // A locale whose routes differ from the others' breaks the run of equal shapes.
    ...localeCopies('___fr-fr', 'fr-fr', false),
    ...localeCopies('___fr-ch', 'fr-ch', true),
    'wishlist___fr-ch': {
      id: 'wishlist___fr-ch',
      parentId: 'root',
      path: 'fr-ch/wishlist',
      ...body('/assets/w-H.js'),
    },
  },
  url: '/assets/manifest-1234abcd.js',
  version: '1234abcd',
};
const source = `window.__reactRouterManifest=${JSON.stringify(manifest)};`;

function compact(manifestSource: string): string {
  const code = compactManifestSource(manifestSource);
  if (code === null) throw new Error('not compacted');
  return code;
}

describe('the compact route manifest', () => {
  it('builds the same object as the manifest React Router writes', () => {
    expect(evaluateManifest(compact(source))).toEqual(manifest);
  });

  it('keeps the order of the routes', () => {
    const built = evaluateManifest(compact(source)) as typeof manifest;
    expect(Object.keys(built.routes)).toEqual(Object.keys(manifest.routes));
  });

  it('writes each distinct route body once', () => {
    const code = compact(source);
    expect(code.match(/\/assets\/home-E\.js/g)).toHaveLength(1);
    expect(code.length).toBeLessThan(source.length);
  });

  it('gives every route its own lists, so a change to one route never shows in its locale copies', () => {
    const built = evaluateManifest(compact(source)) as { routes: Record<string, { imports: string[] }> };
    built.routes['home___de-de']?.imports.push('/assets/patched.js');
    expect(built.routes['home___de-de']?.imports).toContain('/assets/patched.js');
    expect(built.routes['home___fr-ch']?.imports).not.toContain('/assets/patched.js');
  });

  it('leaves a manifest it cannot rebuild as it is (a field of a kind React Router does not write today)', () => {
    const changed = {
      ...manifest,
      routes: { ...manifest.routes, root: { ...manifest.routes.root, weight: 3 } },
    };
    expect(compactManifestSource(`window.__reactRouterManifest=${JSON.stringify(changed)};`)).toBeNull();
  });

  it('refuses a file that is not a React Router client manifest', () => {
    expect(() => compactManifestSource('export const x = 1;')).toThrow(/not a React Router client manifest/);
  });
});
