import { defineConfig } from 'tsup';

export default defineConfig({
  entry: ['src/index.ts', 'src/react.ts', 'src/config.ts'],
  format: ['esm', 'cjs'],
  dts: true,
  sourcemap: true,
  clean: true,
  treeshake: true,
  target: 'es2022',
  // Monitoring is loaded on demand (after consent); the bundler of the app splits it into its own chunk.
  external: ['react', '@datadog/browser-rum'],
});
