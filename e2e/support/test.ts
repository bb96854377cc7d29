// The suite's `test`: Playwright's, plus what every spec gets for free:
// - a server of its worker's own (`serverDb`, set per project), on a fresh database, which is
//   `baseURL`: workers run side by side and never see each other's races, queue or TV;
// - `ownServer` on request: a server of the test's own, for a spec about what the whole site
//   shows (Race TV's pick), which another spec's race left live on the worker's server would change;
// - the browser contexts a test opens are closed when it ends. The specs of a worker share one
//   Chromium, so pages left open would keep their sockets, timers and animations running through
//   every later test and slow the end of the suite down until its timeouts fail;
// - an uncaught error in any page the test opened (a `pageerror`, such as a Svelte runtime error)
//   fails the test, which lists them.
import { createServer } from 'node:net'
import { test as base, expect, type BrowserContext, type Page } from '@playwright/test'
import { startTestServer, type ServerDb, type TestServer } from './test-server.js'

export * from '@playwright/test'

export interface WorkerOptions {
  /** The database of the worker's server; 'none' for projects that start their own. */
  serverDb: ServerDb | 'none'
}

interface WorkerFixtures extends WorkerOptions {
  workerServer: TestServer | null
}

interface TestFixtures {
  ownServer: TestServer
  closeContexts: void
  noPageErrors: void
}

export const test = base.extend<TestFixtures, WorkerFixtures>({
  serverDb: ['none', { scope: 'worker', option: true }],
  workerServer: [
    async ({ serverDb }, use) => {
      if (serverDb === 'none') return use(null)
      const server = await startTestServer({ db: serverDb, port: await freePort() })
      await use(server)
      await server.stop()
    },
    { scope: 'worker', timeout: 150_000 },
  ],
  baseURL: async ({ baseURL, workerServer }, use) => use(workerServer?.origin ?? baseURL),
  ownServer: async ({ serverDb }, use) => {
    const db = serverDb === 'none' ? 'pglite' : serverDb
    const server = await startTestServer({ db, port: await freePort() })
    await use(server)
    await server.stop()
  },
  closeContexts: [
    async ({ browser }, use) => {
      await use()
      await Promise.all(browser.contexts().map((context) => context.close()))
    },
    { auto: true },
  ],
  noPageErrors: [
    async ({ browser }, use) => {
      const errors: string[] = []
      const watchPage = (page: Page) =>
        page.on('pageerror', (e) => {
          console.log(`[pageerror] ${page.url()}: ${e.message}`)
          errors.push(`${page.url()}: ${e.message}`)
        })
      const watchContext = (context: BrowserContext) => {
        context.pages().forEach(watchPage)
        context.on('page', watchPage)
      }
      browser.contexts().forEach(watchContext)
      browser.on('context', watchContext)
      await use()
      browser.off('context', watchContext)
      expect(errors, 'uncaught errors in the pages').toEqual([])
    },
    { auto: true },
  ],
})

/** A port nobody listens on now (a spec's own server). */
export async function freePort(): Promise<number> {
  const probe = createServer()
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve))
  const { port } = probe.address() as { port: number }
  await new Promise((resolve) => probe.close(resolve))
  return port
}
