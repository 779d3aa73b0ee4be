import { defineConfig } from 'vitest/config';

/** Tests that render into a DOM are named `*.client.test.ts(x)` and run in happy-dom. */
const DOM_TESTS = ['app/**/*.client.test.ts', 'app/**/*.client.test.tsx'];

/**
 * DOM tests of what a document keeps once for its whole life (the tracking and consent runtime and its cookies,
 * the shared cart store, the search suggestions' query cache): each file gets a DOM and a module graph of its own.
 * The other DOM tests share a worker's, as a page shares them between its components.
 */
const DOM_TESTS_ALONE = [
  'app/tracking/**/*.client.test.ts',
  'app/tracking/**/*.client.test.tsx',
  'app/cart/CartPageContent.client.test.tsx',
  'app/components/SearchSuggestions.client.test.tsx',
  'app/components/shell/ShopSearch.client.test.tsx',
];

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
          exclude: DOM_TESTS_ALONE,
          environment: 'happy-dom',
          testTimeout,
          hookTimeout,
          // One DOM and one module graph per worker for these files: each renders into a container of its own,
          // unmounts it, and stubs what it fakes per test. With every DOM file isolated the unit run took 76
          // CPU-seconds; with these sharing, 58.
          isolate: false,
        },
      },
      {
        test: {
          name: 'dom alone',
          include: DOM_TESTS_ALONE,
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
