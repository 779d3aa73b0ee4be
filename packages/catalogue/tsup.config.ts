import { defineConfig } from 'tsup';

export default defineConfig([
  // ESM as one module per source file: a browser bundle that takes only `activeFilterCount` or the last-seen
  // rules leaves the zod schemas and the Store API client's product schema behind (`sideEffects: false`).
  {
    entry: ['src/**/*.ts', '!src/**/*.test.ts', '!src/testing/**'],
    format: ['esm'],
    bundle: false,
    dts: { entry: 'src/index.ts' },
    sourcemap: true,
    clean: true,
    target: 'es2022',
  },
  {
    entry: ['src/index.ts'],
    format: ['cjs'],
    dts: true,
    sourcemap: true,
    treeshake: true,
    target: 'es2022',
  },
]);
