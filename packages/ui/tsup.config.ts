import { copyFile, readdir, rm } from 'node:fs/promises';
import { defineConfig } from 'tsup';

export default defineConfig({
  entry: ['src/index.ts'],
  format: ['esm', 'cjs'],
  dts: true,
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
    // esbuild also writes a stylesheet per lazy chunk (GalleryZoom); its rules are already in index.css.
    for (const file of await readdir('dist')) {
      if (/\.css(\.map)?$/.test(file) && !file.startsWith('index.') && file !== 'tokens.css') {
        await rm(`dist/${file}`);
      }
    }
  },
});
