// One timer slot on the injected scheduler (a race's countdown end or time limit, a coalesced
// send in send-window.ts): scheduling replaces what was set.
import type { Scheduler } from '../ports.js'

export class RaceTimer {
  private handle: unknown = null

  constructor(private readonly scheduler: Scheduler) {}

  /** Whether something is set and has not run yet. */
  get pending(): boolean {
    return this.handle !== null
  }

  set(fn: () => void, ms: number): void {
    this.clear()
    this.handle = this.scheduler.setTimeout(() => {
      this.handle = null
      fn()
    }, ms)
  }

  clear(): void {
    if (this.handle !== null) this.scheduler.clearTimeout(this.handle)
    this.handle = null
  }
}
