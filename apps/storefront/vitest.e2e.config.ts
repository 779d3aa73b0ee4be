import { defineConfig } from 'vitest/config';

/**
 * The files that run a root command (`pnpm start`, `pnpm serve`) build the shop again through turbo, into the
 * build directory every other file serves: they run after all others, one at a time.
 */
const ROOT_COMMAND_FILES = ['e2e/quickStart.e2e.test.ts', 'e2e/serve.e2e.test.ts'];

const shared = { environment: 'node', testTimeout: 60_000, hookTimeout: 120_000 } as const;

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          ...shared,
          name: 'browser',
          include: ['e2e/**/*.e2e.test.ts'],
          exclude: ROOT_COMMAND_FILES,
          // Each file starts its own sandbox, shop and Chromium on free ports, so two files run side by side: on
          // the two-core CI machine that halves the suite's wall time, where one file mostly waits on the other's
          // server. E2E_WORKERS=1 runs them one by one.
          maxWorkers: Number(process.env.E2E_WORKERS ?? 2),
          sequence: { groupOrder: 0 },
        },
      },
      {
        test: {
          ...shared,
          name: 'root commands',
          include: ROOT_COMMAND_FILES,
          fileParallelism: false,
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
