import { defineConfig } from 'tsup';

// Built, not loaded from source: Vitest loads a package's config with Node, which imports workspace packages as
// they are published (JavaScript).
export default defineConfig({
  entry: ['src/index.ts'],
  format: ['esm'],
  dts: true,
  clean: true,
  target: 'es2022',
});
