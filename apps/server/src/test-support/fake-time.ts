// The tests' one clock and scheduler: they move only when a test says so, and no real
// millisecond is waited. Every timer (countdown, time limit, abandonment, spectators' feed, the
// solver gate's check) fires from `advance`, in due order and on time; `stall` moves the clock
// as a blocked event loop would, without firing anything, so the timers then overdue fire late
// at the next `advance`.
import type { Clock, Scheduler } from '../races/ports.js'

interface Timer {
  due: number
  fn: () => void
  cancelled: boolean
}

const isTimer = (handle: unknown): handle is Timer =>
  typeof handle === 'object' && handle !== null && 'cancelled' in handle

export class FakeTime implements Clock, Scheduler {
  private t = Date.UTC(2026, 10, 26, 12)
  private timers: Timer[] = []

  now(): number {
    return this.t
  }

  setTimeout(fn: () => void, ms: number): unknown {
    const timer: Timer = { due: this.t + Math.max(0, ms), fn, cancelled: false }
    this.timers.push(timer)
    return timer
  }

  clearTimeout(handle: unknown): void {
    if (isTimer(handle)) handle.cancelled = true
  }

  /** Timers not yet fired nor cleared. */
  get pending(): number {
    return this.timers.filter((t) => !t.cancelled).length
  }

  /**
   * The clock moves on and nothing fires, as when the event loop is blocked: timers due
   * meanwhile fire at the next `advance`, late by what they waited.
   */
  stall(ms: number): void {
    this.t += ms
  }

  /** Moves the clock forward, firing each timer due on the way at its own time (or late). */
  async advance(ms: number): Promise<void> {
    const end = this.t + ms
    for (;;) {
      const next = this.timers
        .filter((t) => !t.cancelled && t.due <= end)
        .sort((a, b) => a.due - b.due)[0]
      if (!next) break
      this.timers = this.timers.filter((t) => t !== next)
      this.t = Math.max(this.t, next.due)
      next.fn()
      await settle()
    }
    this.t = end
    await settle()
  }
}

/**
 * Lets promise chains and the in-memory store's writes run out: a few turns of the event loop,
 * no real milliseconds (the memory store yields a turn per write, as a database write would).
 */
export async function settle(): Promise<void> {
  for (let i = 0; i < 20; i++) await new Promise((resolve) => setImmediate(resolve))
}
