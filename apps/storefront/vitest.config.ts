import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['app/**/*.test.ts', 'app/**/*.test.tsx', 'scripts/**/*.test.ts', 'bench/**/*.test.ts'],
    environment: 'node',
    // Component tests import a lazy view's chunk on first render (the content renderer and its schemas): seconds,
    // not milliseconds, on a machine that runs other suites beside them.
    testTimeout: 20_000,
  },
});
