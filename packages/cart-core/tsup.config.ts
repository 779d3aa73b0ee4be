import { readdirSync } from 'node:fs';
import { defineConfig } from 'tsup';

/**
 * Besides the two public entries, each source module is an entry of the build, so that it lands in a module of its
 * own that `index.js` re-exports. A consumer's bundler assigns modules, not statements, to chunks: as one module,
 * every part of the core any page used (the cart store, the operations) went to the chunk of the first page that
 * needed one function of it (a cart page's quantity rules). These files are not exports of the package
 * (package.json names only `.` and `./react`); bundlers reach them through `index.js`, as the storefront's
 * barrel-imports build plugin does.
 */
const moduleEntries = Object.fromEntries(
  readdirSync('src', { recursive: true, encoding: 'utf8' })
    .filter((path) => /\.ts$/.test(path) && !/\.test\.ts$/.test(path) && !/^(test|react)[\\/]/.test(path))
    .filter((path) => path !== 'index.ts' && path !== 'react.ts')
    .map((path) => [`modules/${path.replace(/\.ts$/, '')}`, `src/${path}`]),
);

export default defineConfig({
  entry: { index: 'src/index.ts', react: 'src/react.ts', ...moduleEntries },
  format: ['esm', 'cjs'],
  // Types for the public entries only: the module entries exist for the JS's module layout, not as API.
  dts: { entry: { index: 'src/index.ts', react: 'src/react.ts' } },
  sourcemap: true,
  clean: true,
  treeshake: true,
  target: 'es2022',
  external: ['react', '@beautyshop/store-api-client'],
});
