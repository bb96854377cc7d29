// The suite's `test`: Playwright's, plus one rule every spec gets for free: the browser contexts
// a test opens are closed when it ends. All specs share one Chromium (one worker), so pages
// left open would keep their sockets, timers and animations running through every later test
// and slow the end of the suite down until its timeouts fail.
import { test as base } from '@playwright/test'

export * from '@playwright/test'

export const test = base.extend<{ closeContexts: void }>({
  closeContexts: [
    async ({ browser }, use) => {
      await use()
      await Promise.all(browser.contexts().map((context) => context.close()))
    },
    { auto: true },
  ],
})
