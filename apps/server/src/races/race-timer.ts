// A race's one timer slot (countdown end or time limit): scheduling replaces what was set.
import type { Scheduler } from './ports.js'

export class RaceTimer {
  private handle: unknown = null

  constructor(private readonly scheduler: Scheduler) {}

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
