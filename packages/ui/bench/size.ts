// Gzipped size of the package and of a storefront import of ProductCard + Price + RatingStars alone.
// Run after `tsup` (the bench script does both). Sizes are deterministic: one measurement each, no median.
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const dist = join(root, 'dist');
const entry = join(dist, 'index.js');
if (!existsSync(entry)) throw new Error('dist/index.js is missing: run `pnpm build` or `tsup` first');

const gzip = (content: string | Uint8Array) => gzipSync(content, { level: 9 }).length;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(2)} KB`;

/**
 * Bundles `source` the way an app's production build would: ESM, minified, React external, tree-shaken.
 * Imports go through the package name, so the `exports` map and `sideEffects` are what a consumer gets
 * (esbuild resolves a package's own name from inside it, like Node's self-reference).
 */
async function bundle(source: string): Promise<{ js: string; bytes: number; gzip: number; css: string }> {
  const result = await build({
    stdin: { contents: source, resolveDir: root, loader: 'js' },
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    write: false,
    outdir: join(root, 'bench-results', 'bundle'),
    splitting: false,
    // The dynamic import of the zoom view stays a separate chunk in apps; measure only the entry.
    external: ['react', 'react-dom', 'react/jsx-runtime', './GalleryZoom-*'],
    logLevel: 'silent',
  });
  const js = result.outputFiles.find((file) => file.path.endsWith('.js'))?.text ?? '';
  const css = result.outputFiles.find((file) => file.path.endsWith('.css'))?.text ?? '';
  return { js, bytes: Buffer.byteLength(js), gzip: gzip(js), css };
}

const from = "'@beautyshop/ui'";
const selection = await bundle(
  `import '@beautyshop/ui/styles.css'; export { ProductCard, Price, RatingStars } from ${from};`,
);
if (!selection.css.includes('--bs-brand-600'))
  throw new Error('@beautyshop/ui/styles.css did not resolve to the stylesheet');
const single = await bundle(`export { Button } from ${from};`);
const everything = await bundle(`export * from ${from};`);

const css = readFileSync(join(dist, 'index.css'), 'utf8');
const cssMin =
  (await build({ stdin: { contents: css, loader: 'css' }, minify: true, write: false, logLevel: 'silent' }))
    .outputFiles[0]?.text ?? '';
const distJs = readdirSync(dist).filter((file) => file.endsWith('.js'));
const distJsGzip = distJs.reduce((sum, file) => sum + gzip(readFileSync(join(dist, file))), 0);

// Strings that only other components contain: present in the selection means tree-shaking failed.
const foreign = ['aria-roledescription', 'Previous slides', 'showModal', 'Load more', 'tablist'];
const leaked = foreign.filter((marker) => selection.js.includes(marker));

const targetGzip = 12 * 1024;
const results = {
  date: new Date().toISOString(),
  node: process.version,
  productCardPriceRatingStars: { minifiedBytes: selection.bytes, gzipBytes: selection.gzip },
  buttonAlone: { minifiedBytes: single.bytes, gzipBytes: single.gzip },
  wholePackage: { minifiedBytes: everything.bytes, gzipBytes: everything.gzip },
  distJs: { files: distJs, gzipBytes: distJsGzip },
  css: { bytes: Buffer.byteLength(css), minifiedBytes: Buffer.byteLength(cssMin), gzipBytes: gzip(cssMin) },
  ratios: {
    selectionToWholePackage: selection.gzip / everything.gzip,
    selectionToTarget: selection.gzip / targetGzip,
  },
  treeShaking: { leakedMarkers: leaked, ok: leaked.length === 0 },
  targetMet: selection.gzip < targetGzip,
};

console.log('@beautyshop/ui bundle sizes (minified, gzip -9, react external)');
console.log(
  `  ProductCard + Price + RatingStars  ${kb(selection.gzip)}  (target < 12 KB: ${results.targetMet ? 'met' : 'MISSED'})`,
);
console.log(`  Button alone                       ${kb(single.gzip)}`);
console.log(`  whole package (export *)           ${kb(everything.gzip)}  (baseline)`);
console.log(
  `  selection / whole package          ${(results.ratios.selectionToWholePackage * 100).toFixed(1)} %`,
);
console.log(`  dist JS files as shipped (${distJs.length})       ${kb(distJsGzip)}`);
console.log(
  `  styles.css minified                ${kb(results.css.gzipBytes)}  (${kb(results.css.minifiedBytes)} before gzip)`,
);
console.log(
  `  tree-shaking                       ${leaked.length === 0 ? 'ok' : `LEAKED ${leaked.join(', ')}`}`,
);

mkdirSync(join(root, 'bench-results'), { recursive: true });
writeFileSync(join(root, 'bench-results', 'size.json'), `${JSON.stringify(results, null, 2)}\n`);
if (!results.targetMet || !results.treeShaking.ok) process.exitCode = 1;
