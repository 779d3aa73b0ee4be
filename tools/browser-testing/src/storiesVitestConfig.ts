import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig, type ViteUserConfig } from 'vitest/config';
import { chromiumLaunchOptions } from './chromium.js';

/**
 * The Vitest config of a package whose stories are tests (ui, cms-renderer): its unit tests in Node, and every
 * story rendered in Debian's Chromium, where the story's `play` function and its checks run.
 */
export function storiesVitestConfig({ storybookDir }: { storybookDir: string }): ViteUserConfig {
  return defineConfig({
    test: {
      projects: [
        {
          test: {
            name: 'unit',
            environment: 'node',
            // Files share one module graph per worker: no test keeps state across files.
            isolate: false,
            include: ['src/**/*.test.{ts,tsx}'],
          },
        },
        {
          plugins: [storybookTest({ configDir: storybookDir })],
          test: {
            name: 'stories',
            // Story files share one page: no story keeps state across files, and the ui stories took 177 CPU
            // seconds isolated against 67 shared.
            isolate: false,
            // CI runs every package's browser tests beside the shop's e2e suite on two cores: a story that renders in
            // 300 ms alone can take seconds there, so the budget is the run's, not one story's.
            testTimeout: 60_000,
            browser: {
              enabled: true,
              // On CI's first minutes every package builds, typechecks and tests at once: Vite's dependency scan
              // alone took 13 s there, and the default 60 s to connect to the page ran out (stop 28's CI run).
              connectTimeout: 300_000,
              headless: true,
              provider: playwright({ launchOptions: chromiumLaunchOptions() }),
              instances: [{ browser: 'chromium' }],
              screenshotFailures: false,
            },
          },
        },
      ],
    },
  });
}
