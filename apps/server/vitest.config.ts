import { configDefaults, defineConfig } from 'vitest/config'

// Two lanes that may run side by side (the CI does: scripts/test-stages.mjs), each one file at
// a time. The cluster lane holds every file that shares the machine's Redis (its pub/sub
// channels are global, so two clusters at once would hear each other) or starts server
// processes of its own; everything else runs in-process on its own fresh databases.
const CLUSTER_LANE = ['test/cluster*.test.ts', 'test/kill-9.test.ts', 'test/db/migrations.test.ts']

export default defineConfig({
  test: {
    // Generous: PGlite and Postgres share two busy cores with other suites.
    testTimeout: 120_000,
    hookTimeout: 120_000,
    // Two cores shared by many: one file at a time per lane keeps the databases responsive.
    fileParallelism: false,
    projects: [
      { extends: true, test: { name: 'cluster', include: CLUSTER_LANE } },
      {
        extends: true,
        test: {
          name: 'in-process',
          include: ['test/**/*.test.ts', 'src/**/*.test.ts'],
          exclude: [...configDefaults.exclude, ...CLUSTER_LANE],
        },
      },
    ],
  },
})
