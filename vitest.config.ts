import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/**/*.test.ts'],
    benchmark: { include: ['tests/**/*.bench.ts'] },
    // A guard against a test that hangs, not a measure of speed (benchmarks measure that): the
    // heaviest tests (analyze over a whole game, three times) take 10-20 s alone and over a minute
    // on a machine shared with other work, which is no fault of theirs.
    testTimeout: 300_000,
    hookTimeout: 300_000,
    // A turn of the event loop before each test, so the runner hears from its worker; one seed for
    // the property tests that name none (see the files).
    setupFiles: ['tests/setup/breathe.ts', 'tests/setup/fast-check-seed.ts'],
  },
});
