import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts', 'src/**/*.test.ts'],
    // Generous: PGlite and Postgres share two busy cores with other suites.
    testTimeout: 120_000,
    hookTimeout: 120_000,
    // Two cores shared by many: one file at a time keeps PGlite and Postgres responsive.
    fileParallelism: false,
  },
})
