import { defineConfig } from 'vitest/config';

/** Tests that render into a DOM are named `*.client.test.ts(x)` and run in happy-dom. */
const DOM_TESTS = ['app/**/*.client.test.ts', 'app/**/*.client.test.tsx'];

// Component tests import a lazy view's chunk on first render (the content renderer and its schemas): seconds,
// not milliseconds, on a machine that runs other suites beside them. Hooks that load such a chunk up front get as
// long: the consent dialog's beforeAll import ran past Vitest's default 10 s beside the other packages' suites.
const testTimeout = 20_000;
const hookTimeout = testTimeout;

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'node',
          include: ['app/**/*.test.ts', 'app/**/*.test.tsx', 'scripts/**/*.test.ts', 'bench/**/*.test.ts'],
          exclude: DOM_TESTS,
          environment: 'node',
          testTimeout,
          hookTimeout,
          // These files keep no state between them that another file reads (their servers, caches and clocks are
          // made per test), so a worker loads React, React Router and the packages once for all of them instead of
          // once per file: the whole suite (with the DOM tests below) went from 286 to 79 CPU seconds.
          isolate: false,
        },
      },
      {
        test: {
          name: 'dom',
          include: DOM_TESTS,
          environment: 'happy-dom',
          testTimeout,
          hookTimeout,
          // A DOM is one per worker: cookies, storage and the consent runtime's globals would carry over.
          isolate: true,
        },
      },
    ],
  },
});
