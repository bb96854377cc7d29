// Runs around every server test (vitest.config.ts, `setupFiles`): a test that ends with a
// `next()` wait still open fails here, naming it, and the wait is cancelled so that its timeout
// cannot fire during a later test.
import { afterEach } from 'vitest'
import { cancelOpenWaits } from './open-waits.js'

afterEach(() => {
  const left = cancelOpenWaits()
  if (left.length)
    throw new Error(`the test left waiting: ${left.join(', ')} (await what it waits for)`)
})
