import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Manifest, Plugin } from 'vite';
import { lazyViewAssetsFrom } from './lazyViewAssets.ts';

/** A lazily loaded module's source, or that and the route modules always loaded with it (a layout). */
export type LazyModule = string | { source: string; loadedWith: readonly string[] };

const MODULE_ID = 'virtual:beautyshop/lazy-view-assets';
const RESOLVED_ID = `\0${MODULE_ID}`;

/**
 * Gives the server build `lazyViewAssets`: for each named lazy view, the client chunks and stylesheets a page
 * rendering it needs (see app/build/lazyViews.ts). React Router builds the client first and reads its Vite
 * manifest for its own route manifest; this plugin reads the same file during the server build. In development
 * and in the client build the map is empty: Vite serves modules one by one there, so there is nothing to preload.
 */
export function lazyViewAssetsPlugin(
  views: Readonly<Record<string, LazyModule>>,
  rootRoute = 'app/root.tsx',
): Plugin {
  let root = process.cwd();
  let base = '/';
  let building = false;
  return {
    name: 'beautyshop:lazy-view-assets',
    configResolved(config) {
      root = config.root;
      base = config.base;
      building = config.command === 'build';
    },
    resolveId(id) {
      return id === MODULE_ID ? RESOLVED_ID : undefined;
    },
    load(id) {
      if (id !== RESOLVED_ID) return undefined;
      if (!building || this.environment.name === 'client') return 'export const lazyViewAssets = {};';
      // React Router's default build directory; its client build has just written the manifest there.
      const manifest = JSON.parse(
        readFileSync(resolve(root, 'build/client/.vite/manifest.json'), 'utf8'),
      ) as Manifest;
      const assets = Object.fromEntries(
        Object.entries(views).map(([name, view]) => {
          const { source, loadedWith = [] } = typeof view === 'string' ? { source: view } : view;
          return [name, lazyViewAssetsFrom(manifest, source, { base, roots: [rootRoute, ...loadedWith] })];
        }),
      );
      return `export const lazyViewAssets = ${JSON.stringify(assets)};`;
    },
  };
}
