// Issue 20's size check: what tracking costs a first visit before consent. The provider and hooks sit in the
// first-load shell (React Router modulepreloads it); the runtime, the page events and the consent dialog are
// imported on demand after hydration. This prints the gzipped bytes of those on-demand chunks (with the chunks
// they import that the first load does not already hold) beside the page's first-load JS, for a built client:
// `react-router build && tsx bench/trackingJs.ts`.
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { routeIdFor } from '../app/locale/routeId.ts';
import { firstLoadModules, gzippedBytes, readClientManifest } from './pageJs.ts';

/** The on-demand modules of tracking: `@beautyshop/tracking/react`'s runtime and the shop's own. */
const TRACKING_CHUNKS = /^(startBrowserTracking|pageEvents|ConsentDialogView)-/;

const clientRoot = resolve(import.meta.dirname, '../build/client');

function importsOf(module: string, pattern: RegExp): string[] {
  const source = readFileSync(join(clientRoot, module), 'utf8');
  return [...source.matchAll(pattern)].map((match) => `/assets/${match[1]}`);
}

/** The chunks `modules` import on demand that belong to tracking, with their static imports outside `loaded`. */
export function trackingChunksOf(modules: readonly string[]): string[] {
  const loaded = new Set(modules);
  const found = new Set<string>();
  const dynamic = modules.flatMap((module) => importsOf(module, /import\(["`]\.\/([^"`]+\.js)["`]\)/g));
  const queue = dynamic.filter((module) => TRACKING_CHUNKS.test(module.replace('/assets/', '')));
  for (let module = queue.shift(); module !== undefined; module = queue.shift()) {
    if (found.has(module) || loaded.has(module)) continue;
    found.add(module);
    queue.push(...importsOf(module, /from"\.\/([^"]+\.js)"/g));
  }
  return [...found];
}

const manifest = readClientManifest(clientRoot);
const floor = gzippedBytes(clientRoot, firstLoadModules(manifest, undefined));
const pages = [
  ['home', routeIdFor('frontend.home.page', 'de-de')],
  ['product or category', routeIdFor('all', 'de-de')],
  ['search', routeIdFor('search', 'de-de')],
] as const;
const figures = pages.map(([page, routeId]) => {
  const firstLoad = firstLoadModules(manifest, routeId);
  const chunks = trackingChunksOf(firstLoad);
  return {
    page,
    firstLoadGzipBytes: gzippedBytes(clientRoot, firstLoad),
    firstLoadToFloor: Number((gzippedBytes(clientRoot, firstLoad) / floor).toFixed(3)),
    trackingOnDemandGzipBytes: gzippedBytes(clientRoot, chunks),
    trackingOnDemandChunks: chunks,
  };
});
console.log(JSON.stringify({ floorGzipBytes: floor, pages: figures }, null, 2));
