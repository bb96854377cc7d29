import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts', 'src/**/*.test.ts'],
    // Generous: PGlite and Postgres share two busy cores with other suites.
    testTimeout: 120_000,
    hookTimeout: 120_000,
    // One file at a time: the suite is CPU-bound on two cores. Two lanes side by side were tried
    // (the cluster's files and the rest): the stage took 17.5–18.5 min against about 15–17 for one
    // lane, each lane slowed as much as it overlapped.
    fileParallelism: false,
    // `isolate: false` (one module graph for the run) cut the suite's CPU by a quarter but let a
    // test's leftovers (a pending wait's timeout, solver threads winding down) fail later files;
    // two such were fixed, and it stays off until the rest are found (docs/decisions.md, "Tests").
  },
})
