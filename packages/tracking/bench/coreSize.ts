import { resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';

/**
 * The budget: the tracking core adds at most 6 KB gzipped to a page's first-load JS before consent. This
 * bundles every export of the core (the worst case: a page that imported all of it), minified for browsers, with
 * the monitoring library left out (it is imported on demand after consent, a chunk of its own), and prints the
 * gzipped size. `apps/storefront/bench/pageJs.ts` measures what the built shop really ships.
 */
const BUDGET_BYTES = 6 * 1024;
const root = resolve(import.meta.dirname, '..');

async function gzippedBundle(entry: string, external: string[]): Promise<number> {
  const result = await build({
    entryPoints: [resolve(root, entry)],
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    write: false,
    external,
  });
  const code = result.outputFiles[0]?.contents ?? new Uint8Array();
  return gzipSync(code, { level: 9 }).length;
}

const core = await gzippedBundle('src/index.ts', ['@datadog/browser-rum']);
const react = await gzippedBundle('src/react.ts', ['@datadog/browser-rum', 'react', 'react/jsx-runtime']);
const figures = {
  coreGzipBytes: core,
  coreWithReactEntryGzipBytes: react,
  budgetBytes: BUDGET_BYTES,
  withinBudget: react <= BUDGET_BYTES,
};
console.log(JSON.stringify(figures, null, 2));
if (!figures.withinBudget) process.exitCode = 1;
