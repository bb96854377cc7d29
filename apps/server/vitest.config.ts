import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts', 'src/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Two cores shared by many: one file at a time keeps PGlite and Postgres responsive.
    fileParallelism: false,
  },
})
