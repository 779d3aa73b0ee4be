// size-limit's esbuild config for the check "import of the core only pulls no React" (.size-limit.json `config`).
// size-limit keeps peer dependencies (react) out of every bundle it measures, so a size budget alone cannot see
// React. This bundle of the core's ESM entry leaves the Store API client (a peer) out, and fails the build
// when anything in it resolves react or react-dom.
import { join } from 'node:path';

const root = join(import.meta.dirname, '..');

/** @type {import('esbuild').Plugin} */
const noReact = {
  name: 'no-react-in-the-core',
  setup(build) {
    build.onResolve({ filter: /^react(-dom)?(\/.*)?$/ }, (args) => ({
      errors: [{ text: `the core (@beautyshop/cart-core) imports '${args.path}' from ${args.importer}` }],
    }));
  },
};

export default {
  entryPoints: [join(root, 'dist/index.js')],
  bundle: true,
  format: 'esm',
  platform: 'browser',
  external: ['@beautyshop/store-api-client'],
  minifyIdentifiers: true,
  minifySyntax: true,
  minifyWhitespace: true,
  treeShaking: true,
  outdir: join(root, 'node_modules/.cache/size-limit-core'),
  allowOverwrite: true,
  write: true,
  plugins: [noReact],
};
