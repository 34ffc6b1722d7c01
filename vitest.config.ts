import { defineConfig } from 'vitest/config';

// Two projects: pure shared logic, and the server (in-process against a real database:
// embedded PGlite by default, PostgreSQL when TEST_DATABASE_URL is set).
export default defineConfig({
  test: {
    reporters: ['default', './scripts/vitest-counts-reporter.ts'],
    projects: [
      {
        test: {
          name: 'shared',
          sequence: { groupOrder: 0 },
          include: ['src/shared/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          // Pure client logic (no DOM needed); components are covered end to end in Chromium.
          name: 'client',
          sequence: { groupOrder: 0 },
          include: ['src/client/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'bench',
          sequence: { groupOrder: 0 },
          include: ['bench/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'server',
          include: ['src/server/**/*.test.ts'],
          environment: 'node',
          // One database per worker, reused across files (PGlite start-up costs seconds).
          pool: 'forks',
          isolate: false,
          sequence: { groupOrder: 1 },
          hookTimeout: 60_000,
          testTimeout: 30_000,
          globalSetup: ['./src/server/test/global-setup.ts'],
        },
      },
    ],
  },
});
