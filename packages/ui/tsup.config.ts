import { readdirSync } from 'node:fs';
import { copyFile, readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { defineConfig } from 'tsup';

/**
 * Besides the package's one public entry, each component folder is an entry of the build, so that every component
 * lands in a module of its own that `index.js` re-exports. A consumer's bundler assigns modules, not statements, to
 * chunks: as one module, every component any page used went to whichever chunk first needed the package (the
 * storefront's shell, loaded by every page). These files are not exports of the package (package.json names only
 * `.`); bundlers reach them through `index.js`.
 */
const componentEntries = Object.fromEntries([
  ...readdirSync('src/components').map((name) => [`components/${name}`, `src/components/${name}/index.ts`]),
  // Tokens, formatters and icons too: code left in index.js would make every import of one token an import of the
  // index, and with it of every component.
  ...['format', 'icons', 'tokens'].map((name) => [name, `src/${name}/index.ts`]),
]);

async function removeCssBesideIndex(directory: string): Promise<void> {
  for (const entry of await readdir(directory, { withFileTypes: true })) {
    const path = join(directory, entry.name);
    if (entry.isDirectory()) await removeCssBesideIndex(path);
    else if (
      /\.css(\.map)?$/.test(entry.name) &&
      !(directory === 'dist' && /^(index|tokens)\./.test(entry.name))
    )
      await rm(path);
  }
}

export default defineConfig({
  entry: { index: 'src/index.ts', ...componentEntries },
  format: ['esm', 'cjs'],
  // Types for the public entry only: the component entries exist for the JS's module layout, not as API.
  dts: { entry: 'src/index.ts' },
  sourcemap: true,
  clean: true,
  // ESM with code splitting keeps the lazily loaded gallery zoom in its own chunk; each component is a pure
  // top-level function, so a consumer's bundler drops the ones an app does not import.
  splitting: true,
  treeshake: true,
  target: 'es2022',
  external: ['react', 'react-dom', 'react/jsx-runtime'],
  // tsup's CSS plugin treats every .css file as global; esbuild's local-css loader gives CSS Modules semantics
  // (scoped class names exported to JS). tokens.css declares only custom properties, so it is unaffected.
  loader: { '.css': 'local-css' },
  // One stylesheet (dist/index.css, exported as ./styles.css) instead of runtime style injection: it renders on
  // the server with the HTML, so there is no flash of unstyled content.
  injectStyle: false,
  async onSuccess() {
    await copyFile('src/tokens/tokens.css', 'dist/tokens.css');
    // esbuild also writes a stylesheet per lazy chunk (GalleryZoom) and per component entry; their rules are all
    // in index.css.
    await removeCssBesideIndex('dist');
  },
});
