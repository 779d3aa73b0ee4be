/**
 * Benchmarks (not tests): the loader's cache against a loopback Contentful-shaped server, and server rendering of
 * a home page. Prints medians and ratios measured in the same run; writes bench-results/cms-renderer.json.
 *   pnpm --filter @beautyshop/cms-renderer bench
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { renderToString } from 'react-dom/server';
import { CmsBlocks, createContentLoader, createDefaultBlockRegistry, filterEntry } from '../src/index';
import {
  categoryTeasers,
  entry,
  heroTeaser,
  largeCategoryTeaser,
  mediaTextTeaser,
  moduleSlider,
  productSlider,
  products,
} from '../src/stories/fixtures';

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};
async function measure(runs: number, task: (i: number) => unknown): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    const start = performance.now();
    await task(i);
    times.push(performance.now() - start);
  }
  return median(times);
}

const blocks = [
  heroTeaser,
  ...categoryTeasers,
  mediaTextTeaser,
  moduleSlider,
  largeCategoryTeaser,
  productSlider,
];
const page = entry('home', 'page', { title: 'Start', pageContent: blocks });
const body = JSON.stringify({ sys: { type: 'Array' }, total: 1, skip: 0, limit: 100, items: [page] });
const server = createServer((_, res) => {
  res.writeHead(200, { 'Content-Type': 'application/vnd.contentful.delivery.v1+json' });
  res.end(body);
});
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
const host = `127.0.0.1:${(server.address() as AddressInfo).port}`;
const loader = createContentLoader({
  space: 'bench',
  deliveryToken: 'd',
  previewToken: 'p',
  deliveryHost: host,
  previewHost: host,
  insecure: true,
  cacheSize: 10_000,
});
const options = { locale: 'de-de', path: '/' };
await loader.getEntry('warm-up', options);
const uncached = await measure(300, (i) => loader.getEntry(`entry-${i}`, options));
const cached = await measure(3000, () => loader.getEntry('entry-0', options));
server.close();

const registry = createDefaultBlockRegistry();
const context = { platform: 'web' as const, locale: 'de-de' };
const filter = await measure(3000, () => filterEntry(page, context));
const render = await measure(500, () =>
  renderToString(<CmsBlocks blocks={blocks} registry={registry} locale="de-de" products={products} />),
);

const results = {
  node: process.version,
  medianMs: {
    getEntryUncached: uncached,
    getEntryCached: cached,
    filterEntryHomePage: filter,
    renderHomePage: render,
  },
  ratios: {
    uncachedOverCached: uncached / cached,
    renderOverFilter: render / filter,
  },
};
console.table(results.medianMs);
console.table(results.ratios);
mkdirSync('bench-results', { recursive: true });
writeFileSync('bench-results/cms-renderer.json', `${JSON.stringify(results, null, 2)}\n`);
