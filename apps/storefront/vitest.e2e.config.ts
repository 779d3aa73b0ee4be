import { defineConfig } from 'vitest/config';

/**
 * The files that run a root command (`pnpm start`, `pnpm serve`) build the shop through turbo, into the build
 * directory every other file serves (a cache hit after `test:e2e`, which builds through turbo too): they run after
 * all others, one at a time.
 */
const ROOT_COMMAND_FILES = ['e2e/quickStart.e2e.test.ts', 'e2e/serve.e2e.test.ts'];

/**
 * Files that measure time (fault injection: each answer within the render budget plus a margin) run after the
 * browser files, without them: beside two Chromiums and the other suites a fresh shop process's first render
 * overshot the margin. The two run side by side: most of their time is waiting for a budget or a breaker's trial.
 */
const TIMED_FILES = ['e2e/faultInjection.storeApi.e2e.test.ts', 'e2e/faultInjection.content.e2e.test.ts'];

/**
 * `expect.poll` waits for what a page does in its own time (a re-render, a count, a revalidated copy): with two files,
 * two Chromiums, the shop and the sandbox on two cores, that can take longer than Vitest's 1 s default.
 */
const POLL = { timeout: 15_000, interval: 100 } as const;

const shared = {
  environment: 'node',
  testTimeout: 60_000,
  hookTimeout: 120_000,
  expect: { poll: POLL },
} as const;

export default defineConfig({
  test: {
    reporters: ['default', './e2e/retryReport.ts'],
    projects: [
      {
        test: {
          ...shared,
          name: 'browser',
          include: ['e2e/**/*.e2e.test.ts'],
          exclude: [...ROOT_COMMAND_FILES, ...TIMED_FILES],
          // One sandbox and one built shop for every file (sharedShop.ts), each in processes of their own; the files
          // run side by side against them, each worker with one Chromium (harness.ts). Two files keep both cores
          // busy (a third, measured, made the run slower and timed journeys out on a two-core machine).
          // E2E_WORKERS=1 runs them one by one.
          globalSetup: ['e2e/sharedShop.ts'],
          maxWorkers: Number(process.env.E2E_WORKERS ?? 2),
          // A worker runs file after file in one process: the files share no state but the shop they test and the
          // worker's Chromium (each makes its own shoppers and emails), and a fresh process per file loaded
          // Playwright and the helpers again each time: eight small files took 72 CPU seconds isolated against 61
          // shared.
          isolate: false,
          // On CI a failed test runs once more: two CI runs in a row failed on one different timing miss each (a
          // page waited on past 30 s beside the other file's Chromium), out of 300 tests. A test that fails twice
          // still fails the run, and retryReport.ts names every test that needed its second attempt.
          retry: process.env.CI ? 1 : 0,
          setupFiles: ['e2e/retrySetup.ts', 'e2e/pagePoolSetup.ts'],
          sequence: { groupOrder: 0 },
        },
      },
      {
        test: {
          ...shared,
          name: 'timed',
          include: TIMED_FILES,
          maxWorkers: 2,
          sequence: { groupOrder: 1 },
        },
      },
      {
        test: {
          ...shared,
          name: 'one at a time',
          include: ROOT_COMMAND_FILES,
          fileParallelism: false,
          sequence: { groupOrder: 2 },
        },
      },
    ],
  },
});
