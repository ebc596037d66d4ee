import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/**/*.test.ts'],
    benchmark: { include: ['tests/**/*.bench.ts'] },
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // A turn of the event loop before each test, so the runner hears from its worker; one seed for
    // the property tests that name none (see the files).
    setupFiles: ['tests/setup/breathe.ts', 'tests/setup/fast-check-seed.ts'],
  },
});
