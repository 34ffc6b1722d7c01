import { configDefaults, defineConfig } from 'vitest/config';

// `*.pg.test.ts` files need a PostgreSQL server of their own (migration lock, cluster of two
// app processes): part of the server suite when TEST_DATABASE_URL is set, and then they
// run; without it they are not part of the suite at all (never a silent skip).
const withPostgres = Boolean(process.env.TEST_DATABASE_URL);

// Projects: pure shared logic, client logic, client components in a DOM, the bench's own
// tests, and the server (in-process against a real database: embedded PGlite by default,
// PostgreSQL when TEST_DATABASE_URL is set).
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
          // Pure client logic and the API layer (no DOM needed).
          name: 'client',
          sequence: { groupOrder: 0 },
          include: ['src/client/**/*.test.ts'],
          environment: 'node',
          setupFiles: ['./src/client/test/fail-on-console-error.ts'],
        },
      },
      {
        test: {
          // Components and hooks with Testing Library in a DOM (happy-dom); whole screens
          // are covered end to end in Chromium.
          name: 'client-dom',
          sequence: { groupOrder: 0 },
          include: ['src/client/**/*.test.tsx'],
          environment: 'happy-dom',
          setupFiles: [
            './src/client/test/fail-on-console-error.ts',
            './src/client/test/dom-setup.ts',
          ],
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
          exclude: [
            ...configDefaults.exclude,
            ...(withPostgres ? [] : ['src/server/**/*.pg.test.ts']),
          ],
          environment: 'node',
          // One database per worker, reused across files (PGlite start-up costs seconds).
          pool: 'forks',
          isolate: false,
          sequence: { groupOrder: 1 },
          // Limits that catch a hang, not a slow machine: on a busy 2-core CI box a test that
          // signs up a dozen users (argon2, real SMTP) takes several times its quiet duration.
          hookTimeout: 180_000,
          testTimeout: 120_000,
          globalSetup: ['./src/server/test/global-setup.ts'],
        },
      },
    ],
  },
});
