import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { runInNewContext } from 'node:vm';
import { gzipSync } from 'node:zlib';
import { z } from 'zod';
import { deferredModulesOf } from '../app/server/deferPageModules.ts';

/** The part of React Router's client manifest (`window.__reactRouterManifest`) that names the JS of a first load. */
const manifestSchema = z.object({
  /** The manifest's own module, which every document imports with route discovery 'initial'. */
  url: z.string(),
  entry: z.object({ module: z.string(), imports: z.array(z.string()).default([]) }),
  routes: z.record(
    z.string(),
    z.object({
      id: z.string(),
      parentId: z.string().optional(),
      module: z.string(),
      imports: z.array(z.string()).default([]),
    }),
  ),
});
export type ClientManifest = z.infer<typeof manifestSchema>;

export function readClientManifest(clientRoot: string): ClientManifest {
  const assets = join(clientRoot, 'assets');
  const file = readdirSync(assets).find((name) => /^manifest-[\w-]+\.js$/.test(name));
  if (!file) throw new Error(`bench: no React Router manifest in ${assets}; build first`);
  // Run as the browser runs it: the build writes it as code that expands shared route bodies
  // (scripts/compactRouteManifest.ts), not as a literal.
  const window: { __reactRouterManifest?: unknown } = {};
  runInNewContext(readFileSync(join(assets, file), 'utf8'), { window });
  return manifestSchema.parse(window.__reactRouterManifest);
}

/**
 * The modules a browser loads up front for a route: the client entry, then the route manifest and every route
 * from the root down to it, each with its static imports (what React Router modulepreloads). The floor (no route)
 * is React and React Router alone, so the manifest counts against the pages, not the floor. Lazy chunks are not
 * counted here; those a page preloads are named in its HTML (see modulePreloadsOf).
 */
export function firstLoadModules(manifest: ClientManifest, routeId: string | undefined): string[] {
  const modules = new Set([manifest.entry.module, ...manifest.entry.imports]);
  if (routeId !== undefined) modules.add(manifest.url);
  const chain: string[] = [];
  for (let id = routeId; id !== undefined; id = manifest.routes[id]?.parentId) {
    const route = manifest.routes[id];
    if (!route) throw new Error(`bench: route ${id} is not in the manifest`);
    chain.unshift(id);
  }
  for (const id of chain) {
    const route = manifest.routes[id];
    if (!route) continue;
    modules.add(route.module);
    for (const module of route.imports) modules.add(module);
  }
  return [...modules];
}

/**
 * The modules a server-rendered document asks the browser to preload (`<link rel="modulepreload">`, or the list it
 * preloads once its largest image is painted, app/server/deferPageModules.ts): besides the route chain, the chunks
 * of a lazily loaded view that the page renders (app/build/lazyViews.ts). A first load fetches them all, so the
 * bench counts them with the route's.
 */
export function modulePreloadsOf(html: string): string[] {
  const hrefs = new Set<string>(deferredModulesOf(html));
  for (const [tag] of html.matchAll(/<link\b[^>]*>/g)) {
    if (!/\brel="modulepreload"/.test(tag)) continue;
    const href = /\bhref="([^"]+)"/.exec(tag)?.[1];
    if (href !== undefined) hrefs.add(href);
  }
  return [...hrefs];
}

/** Gzipped bytes (level 9, as a CDN would serve them) of the given client modules together. */
export function gzippedBytes(clientRoot: string, modules: readonly string[]): number {
  return modules.reduce(
    (total, module) => total + gzipSync(readFileSync(join(clientRoot, module)), { level: 9 }).length,
    0,
  );
}
