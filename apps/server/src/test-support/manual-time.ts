// A clock the test sets and a scheduler holding one timer that the test fires when it likes, at
// the time it likes: what a timer that runs late looks like (FakeTime fires every timer on time).
import type { Clock, Scheduler } from '../races/ports.js'

export interface ManualTime extends Clock, Scheduler {
  t: number
  /** Timers set so far. */
  armed: number
  /** Sets the clock to `atMs` and fires the pending timer, if any. */
  fire(atMs: number): void
}

export function manualTime(): ManualTime {
  let pending: (() => void) | null = null
  return {
    t: 0,
    armed: 0,
    now() {
      return this.t
    },
    setTimeout(fn) {
      pending = fn
      this.armed++
      return fn
    },
    clearTimeout() {
      pending = null
    },
    fire(atMs) {
      this.t = atMs
      const fn = pending
      pending = null
      fn?.()
    },
  }
}
