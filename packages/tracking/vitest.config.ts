import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Files share one module graph per worker (no test keeps state across files): a quarter of the CPU time or
    // less than with every file loading React, zod and the packages again.
    isolate: false,
    environment: 'node',
    include: ['src/**/*.test.{ts,tsx}'],
  },
});
