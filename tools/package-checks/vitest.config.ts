import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    globalSetup: ['src/globalSetup.ts'],
    // Installs, builds and browsers: generous, but each check reports its own step when it fails.
    testTimeout: 180_000,
    hookTimeout: 180_000,
  },
});
