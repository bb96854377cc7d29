import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts', 'src/**/*.test.ts'],
    // Generous: PGlite and Postgres share two busy cores with other suites.
    testTimeout: 120_000,
    hookTimeout: 120_000,
    // A test that ends with a wait still open fails (src/test-support/vitest-setup.ts).
    setupFiles: ['src/test-support/vitest-setup.ts'],
    unstubEnvs: true,
    // One file at a time: the suite is CPU-bound on two cores. Two lanes side by side were tried
    // (the cluster's files and the rest): the stage took 17.5–18.5 min against about 15–17 for one
    // lane, each lane slowed as much as it overlapped.
    fileParallelism: false,
    // One module graph for the whole run: each file re-importing the app (about 1.2 s of CPU a
    // file, 94 files) was a sixth of the suite. Files keep no state between them: each test
    // builds its own app and store, env stubs are undone, the warm PGlite is emptied, and a test
    // that ends with a wait still open fails itself rather than a later file (docs/decisions.md).
    isolate: false,
  },
})
