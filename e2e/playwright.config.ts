import { defineConfig } from '@playwright/test'
import { chromiumLaunchOptions } from './support/chromium.mjs'

// Each database gets its own server process, started and stopped by Playwright
// (support/start-server.mjs). Postgres runs only when TEST_DATABASE_URL is set (CI sets it).
const servers = [{ name: 'pglite', port: 4417, db: 'pglite' }]
if (process.env.TEST_DATABASE_URL) servers.push({ name: 'postgres', port: 4418, db: 'postgres' })

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
  projects: servers.map((s) => ({
    name: s.name,
    use: { baseURL: `http://127.0.0.1:${s.port}` },
  })),
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
