// Overhead of the client per listing call (headers, ky, JSON parse, zod schema) against raw fetch to the same
// loopback server answering a realistic 48-product listing. Prints medians and ratios, writes JSON to
// bench-results/. Run with `pnpm bench`.
import { mkdirSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { z } from 'zod';
import { createStoreApiClient, productListingSchema } from '../src/index.js';
import { listingFixture } from '../src/test/fixtures/listing.js';

const ITERATIONS = Number(process.env.BENCH_ITERATIONS ?? 3000);
const WARMUP = 300;
const ACCESS_KEY = 'SWSCBEAUTYSHOPDE000000000';

const listingBody = JSON.stringify(listingFixture(48));
const server = createServer((request, response) => {
  request.resume();
  request.on('end', () => {
    response.writeHead(200, {
      'content-type': 'application/json',
      'content-length': Buffer.byteLength(listingBody),
      'sw-context-token': 'bench-token',
    });
    response.end(listingBody);
  });
});
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
const endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

const requestBody = { page: 1, limit: 48, order: 'topseller', manufacturer: 'a|b' };

async function rawFetch(): Promise<unknown> {
  const response = await fetch(`${endpoint}/store-api/product-listing/skincare`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      accept: 'application/json',
      'sw-access-key': ACCESS_KEY,
      'sw-context-token': 'bench-token',
      'sw-include-seo-urls': 'true',
    },
    body: JSON.stringify(requestBody),
  });
  return response.json();
}

const client = createStoreApiClient({ endpoint, accessKey: ACCESS_KEY, contextToken: 'bench-token' });
const listingQuery = { page: 1, limit: 48, order: 'topseller', filters: { manufacturer: ['a', 'b'] } };
const clientCall = () => client.catalogue.readProductListing('skincare', listingQuery);
// The same transport with a schema that checks nothing: separates ky and header cost from zod's.
const unparsed = z.unknown();
const transportOnly = () =>
  client.transport.json({ method: 'post', path: 'product-listing/skincare', body: requestBody }, unparsed);
const parsed = JSON.parse(listingBody) as unknown;

const cases = {
  rawFetch,
  transportWithoutSchema: transportOnly,
  client: clientCall,
} satisfies Record<string, () => Promise<unknown>>;
type CaseName = keyof typeof cases;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

for (let index = 0; index < WARMUP; index += 1) {
  for (const run of Object.values(cases)) await run();
}

const samples: Record<CaseName, number[]> = { rawFetch: [], transportWithoutSchema: [], client: [] };
const ratios: number[] = [];
const names = Object.keys(cases) as CaseName[];
for (let index = 0; index < ITERATIONS; index += 1) {
  // Rotate the order so that no case always runs first after a GC pause.
  const times: Partial<Record<CaseName, number>> = {};
  for (let offset = 0; offset < names.length; offset += 1) {
    const name = names[(index + offset) % names.length] as CaseName;
    const started = performance.now();
    await cases[name]();
    const elapsed = performance.now() - started;
    samples[name].push(elapsed);
    times[name] = elapsed;
  }
  ratios.push((times.client ?? 0) / (times.rawFetch ?? 1));
}

// zod alone on the already-parsed listing, to say where the time goes.
const zodSamples: number[] = [];
for (let index = 0; index < ITERATIONS; index += 1) {
  const started = performance.now();
  productListingSchema.parse(parsed);
  zodSamples.push(performance.now() - started);
}

const medians = Object.fromEntries(names.map((name) => [name, median(samples[name])])) as Record<
  CaseName,
  number
>;
const result = {
  name: 'store-api-client listing call overhead',
  date: new Date().toISOString(),
  node: process.version,
  // Other work on the machine moves these figures; the load average says how busy it was.
  loadAverage: loadavg(),
  iterations: ITERATIONS,
  responseBytes: Buffer.byteLength(listingBody),
  products: 48,
  medianMs: { ...medians, zodParseOnly: median(zodSamples) },
  ratioOfMedians: medians.client / medians.rawFetch,
  medianOfPairedRatios: median(ratios),
  transportRatio: medians.transportWithoutSchema / medians.rawFetch,
  target: 1.15,
};

server.close();
const fixed = (value: number) => value.toFixed(3);
console.log(`store-api-client: ${ITERATIONS} iterations, 48-product listing (${result.responseBytes} bytes)`);
console.log(`  raw fetch                 median ${fixed(medians.rawFetch)} ms`);
console.log(
  `  transport, no schema      median ${fixed(medians.transportWithoutSchema)} ms  (ratio ${result.transportRatio.toFixed(3)})`,
);
console.log(`  client (readProductListing) median ${fixed(medians.client)} ms`);
console.log(`  zod parse alone           median ${fixed(result.medianMs.zodParseOnly)} ms`);
console.log(
  `  client / raw fetch: ratio of medians ${result.ratioOfMedians.toFixed(3)}, median of paired ratios ${result.medianOfPairedRatios.toFixed(3)} (target <= 1.15)`,
);

const directory = join(import.meta.dirname ?? '.', '..', 'bench-results');
mkdirSync(directory, { recursive: true });
writeFileSync(join(directory, 'listing.json'), `${JSON.stringify(result, null, 2)}\n`);
