import { defineConfig } from 'vitest/config';

/**
 * Tests never time anything; a test's time limit only stops a hung one. The default 5 s is
 * too short for a property test on a loaded 2-core machine (or while the package test runs
 * `npm pack`, which builds dist/), so the limit is a minute.
 */
export default defineConfig({
  test: {
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
