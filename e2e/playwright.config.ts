import { defineConfig } from '@playwright/test'
import { chromiumLaunchOptions } from './support/chromium.mjs'

// Each database gets its own server process, started and stopped by Playwright
// (support/start-server.mjs). Postgres runs only when TEST_DATABASE_URL is set (CI sets it).
// E2E_PORT moves both ports (pglite on it, postgres on the next), so two runs can share a machine.
const port = Number(process.env.E2E_PORT ?? 4417)
const servers = [{ name: 'pglite', port, db: 'pglite' }]
if (process.env.TEST_DATABASE_URL)
  servers.push({ name: 'postgres', port: port + 1, db: 'postgres' })

const CLUSTER_SPEC = /cluster\.spec\.ts$/

export default defineConfig({
  testDir: './tests',
  outputDir: './test-results',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 90_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    launchOptions: chromiumLaunchOptions,
    trace: 'off',
    screenshot: 'only-on-failure',
    viewport: { width: 1280, height: 800 },
  },
  projects: [
    ...servers.map((s) => ({
      name: s.name,
      testIgnore: CLUSTER_SPEC,
      use: { baseURL: `http://127.0.0.1:${s.port}` },
    })),
    // Three server nodes behind HAProxy on Postgres and Redis, started by the spec itself
    // (support/cluster.ts) on E2E_PORT + 2 (the front door) and + 3… (the nodes). It skips,
    // saying why, without haproxy or TEST_DATABASE_URL.
    { name: 'cluster', testMatch: CLUSTER_SPEC, use: { baseURL: `http://127.0.0.1:${port + 2}` } },
  ],
  webServer: servers.map((s) => ({
    command: `node support/start-server.mjs --db ${s.db} --port ${s.port}`,
    url: `http://127.0.0.1:${s.port}/api/health`,
    timeout: 120_000,
    reuseExistingServer: false,
    // SIGTERM (not the default SIGKILL) so start-server.mjs can drop its Postgres database.
    gracefulShutdown: { signal: 'SIGTERM' as const, timeout: 5_000 },
    stdout: 'ignore',
    stderr: 'pipe',
  })),
})
