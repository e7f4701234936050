import { availableParallelism } from 'node:os'
import { defineConfig } from 'vitest/config'

// Three kinds of tests: unit (pure functions), api (built app + real database, on PGlite and,
// when TEST_DATABASE_URL is set, on PostgreSQL too) and e2e (Chromium against the built app).
const apiProject = (engine: 'pglite' | 'postgres') => ({
  test: {
    name: engine === 'pglite' ? 'api' : 'api-postgres',
    include: ['src/server/**/*.test.ts', 'tests/api/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['tests/setup/global-database.ts'],
    setupFiles: ['tests/setup/fail-on-logged-errors.ts'],
    provide: { dbEngine: engine },
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks' as const,
    // Each file builds its own app on its own database copy, and nothing of a test lives in module
    // state, so a worker keeps the app's modules loaded between files instead of importing them
    // again for each (half the API projects' CPU time).
    isolate: false,
  },
})

export default defineConfig({
  test: {
    // One file more than the cores: an API test file waits on its database part of the time, so
    // Vitest's default (one fewer than the cores: one worker on two) left the CPU a third idle.
    // Measured on 2 cores, unit and API projects: 599 s with 1 worker, 380 s with 3.
    // The end-to-end project still runs its files one at a time (fileParallelism below).
    maxWorkers: availableParallelism() + 1,
    projects: [
      {
        test: {
          name: 'unit',
          include: [
            'src/shared/**/*.test.ts',
            'src/client/**/*.test.ts',
            'tests/unit/**/*.test.ts',
          ],
          environment: 'node',
        },
      },
      apiProject('pglite'),
      ...(process.env.TEST_DATABASE_URL ? [apiProject('postgres')] : []),
      {
        test: {
          name: 'e2e',
          include: ['e2e/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['e2e/setup/start-server.ts'],
          fileParallelism: false,
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
})
