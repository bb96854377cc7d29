import { configDefaults, defineConfig } from 'vitest/config'

// Two lanes that may run side by side (the CI does: scripts/test-stages.mjs), each one file at
// a time. The lane `accounts-and-cluster` holds every file that shares the machine's Redis (its
// pub/sub channels are global, so two clusters at once would hear each other) or starts server
// processes of its own, and the accounts' files (heavy on password hashing), so that the lanes
// take about as long; `races-and-rest` holds everything else. Each file has fresh databases.
const ACCOUNTS_AND_CLUSTER = [
  'test/cluster*.test.ts',
  'test/kill-9.test.ts',
  'test/db/migrations.test.ts',
  'test/accounts*.test.ts',
]

export default defineConfig({
  test: {
    // Generous: PGlite and Postgres share two busy cores with other suites.
    testTimeout: 120_000,
    hookTimeout: 120_000,
    // Two cores shared by many: one file at a time per lane keeps the databases responsive.
    fileParallelism: false,
    projects: [
      { extends: true, test: { name: 'accounts-and-cluster', include: ACCOUNTS_AND_CLUSTER } },
      {
        extends: true,
        test: {
          name: 'races-and-rest',
          include: ['test/**/*.test.ts', 'src/**/*.test.ts'],
          exclude: [...configDefaults.exclude, ...ACCOUNTS_AND_CLUSTER],
        },
      },
    ],
  },
})
