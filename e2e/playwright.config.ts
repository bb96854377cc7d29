import { defineConfig } from '@playwright/test'
import { chromiumLaunchOptions } from './support/chromium.mjs'
import type { WorkerOptions } from './support/test.js'

// Every browser test runs once, on Postgres (the production store) when TEST_DATABASE_URL is set
// (CI sets it), on embedded PGlite otherwise. Two workers, each with a server and database of its
// own (support/test.ts), run spec files side by side. PGlite, the embedded default, keeps a short
// project of its own: a newcomer's first race on a fresh DATA_DIR and a restart that keeps it
// (tests/pglite.spec.ts). The server's integration tests cover both stores in depth.
// E2E_PORT moves the fixed ports (the cluster's front door on E2E_PORT + 2, its nodes after it).
const port = Number(process.env.E2E_PORT ?? 4417)
const mainDb = process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite'

const CLUSTER_SPEC = /cluster\.spec\.ts$/
const PGLITE_SPEC = /pglite\.spec\.ts$/

export default defineConfig<object, WorkerOptions>({
  testDir: './tests',
  outputDir: './test-results',
  fullyParallel: false,
  workers: 2,
  retries: 0,
  timeout: 90_000,
  expect: { timeout: 10_000 },
  // `list` for the run, and the ten slowest spec files at its end (growth shows in every run).
  reporter: [['list'], ['./support/durations-reporter.ts']],
  use: {
    launchOptions: chromiumLaunchOptions,
    trace: 'off',
    screenshot: 'only-on-failure',
    viewport: { width: 1280, height: 800 },
  },
  projects: [
    { name: mainDb, testIgnore: [CLUSTER_SPEC, PGLITE_SPEC], use: { serverDb: mainDb } },
    // Starts (and restarts) a PGlite server of its own on E2E_PORT + 1.
    {
      name: 'pglite-embedded',
      testMatch: PGLITE_SPEC,
      use: { baseURL: `http://127.0.0.1:${port + 1}` },
    },
    // Three server nodes behind HAProxy on Postgres and Redis, started by the spec itself
    // (support/cluster.ts) on E2E_PORT + 2 (the front door) and + 3… (the nodes). It skips,
    // saying why, without haproxy or TEST_DATABASE_URL.
    { name: 'cluster', testMatch: CLUSTER_SPEC, use: { baseURL: `http://127.0.0.1:${port + 2}` } },
  ],
})
