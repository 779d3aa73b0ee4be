import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    testTimeout: 30_000,
    // Files share one module graph per worker: each test opens its own database and server, so nothing carries
    // over, and the suite took 145 CPU seconds isolated against 96 shared.
    isolate: false,
    hookTimeout: 120_000,
  },
});
