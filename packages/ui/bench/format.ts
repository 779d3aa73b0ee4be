// Why formatters are cached: formatting 1000 prices with a cached Intl.NumberFormat against creating one per call.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { formatCurrency } from '../src/format/formatCurrency';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const locales = ['de-de', 'en-gb', 'de-at', 'de-ch', 'fr-fr', 'fr-ch'];
const amounts = Array.from({ length: 1000 }, (_, i) => 1 + i * 0.37);

function timeOnce(run: () => void): number {
  const start = performance.now();
  run();
  return performance.now() - start;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

const uncached = () => {
  for (const [i, amount] of amounts.entries()) {
    new Intl.NumberFormat(locales[i % 6], { style: 'currency', currency: 'EUR' }).format(amount);
  }
};
const cached = () => {
  for (const [i, amount] of amounts.entries()) formatCurrency(amount, 'EUR', locales[i % 6] ?? 'de-de');
};

for (let i = 0; i < 3; i++) {
  uncached();
  cached();
}
const runs = 15;
const baseline = median(Array.from({ length: runs }, () => timeOnce(uncached)));
const withCache = median(Array.from({ length: runs }, () => timeOnce(cached)));

console.log('formatCurrency, 1000 prices over 6 locales (median of 15 runs)');
console.log(`  new Intl.NumberFormat per call (baseline)  ${baseline.toFixed(2)} ms`);
console.log(`  cached formatter                           ${withCache.toFixed(2)} ms`);
console.log(`  speed-up                                   ${(baseline / withCache).toFixed(1)}×`);

mkdirSync(join(root, 'bench-results'), { recursive: true });
writeFileSync(
  join(root, 'bench-results', 'format.json'),
  `${JSON.stringify({ date: new Date().toISOString(), runs, medianMs: { uncached: baseline, cached: withCache }, speedup: baseline / withCache }, null, 2)}\n`,
);
