import { BaseSequencer, type TestSpecification } from 'vitest/node';
import { defineConfig } from 'vitest/config';

/**
 * The files that run a root command (`pnpm start`, `pnpm serve`) build the shop again through turbo, into the
 * build directory every other file serves. They run last, so no other file's server or file read meets a build
 * that is being replaced.
 */
const REBUILDS = /[\\/]e2e[\\/](quickStart|serve)\.e2e\.test\.ts$/;

class RebuildsLastSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    return [
      ...sorted.filter((file) => !REBUILDS.test(file.moduleId)),
      ...sorted.filter((file) => REBUILDS.test(file.moduleId)),
    ];
  }
}

export default defineConfig({
  test: {
    include: ['e2e/**/*.e2e.test.ts'],
    environment: 'node',
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // One browser and one server pair for all files: the machine has two cores.
    fileParallelism: false,
    sequence: { sequencer: RebuildsLastSequencer },
  },
});
