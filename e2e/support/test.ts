// The suite's `test`: Playwright's, plus two rules every spec gets for free:
// - the browser contexts a test opens are closed when it ends. All specs share one Chromium (one
//   worker), so pages left open would keep their sockets, timers and animations running through
//   every later test and slow the end of the suite down until its timeouts fail;
// - an uncaught error in any page the test opened (a `pageerror`, such as a Svelte runtime error)
//   fails the test, which lists them.
import { test as base, expect, type BrowserContext, type Page } from '@playwright/test'

export * from '@playwright/test'

export const test = base.extend<{ closeContexts: void; noPageErrors: void }>({
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
