// The tests' one clock and scheduler, for the race core's unit tests and the servers the
// integration tests start alike: it moves only when a test says so, and no real millisecond is
// waited. Every timer (countdown, time limit, abandonment, coalesced broadcasts, spectators'
// feed, write retries' backoff, the solver gate's check) fires from `advance`, in due order and
// on time; `stall` moves the clock as a blocked event loop would, without firing anything, so
// the timers then overdue fire late at the next `advance`; `jump` skips ahead (a day), each
// timer due meanwhile firing once; `advanceUntil` runs the clock timer by timer until a wait
// settles. Sockets and databases stay real I/O: only the timers are fake.
import type { Clock, Scheduler } from '../races/ports.js'

interface Timer {
  due: number
  fn: () => void
  cancelled: boolean
}

const isTimer = (handle: unknown): handle is Timer =>
  typeof handle === 'object' && handle !== null && 'cancelled' in handle

export class FakeTime implements Clock, Scheduler {
  private t: number
  private timers: Timer[] = []
  /** The `advanceUntil`s waiting for a timer to be set (or their wait to settle). */
  private readonly waiting = new Set<() => void>()

  /** `start`: the clock's first reading (a fixed day unless a test needs another). */
  constructor(start = Date.UTC(2026, 10, 26, 12)) {
    this.t = start
  }

  now(): number {
    return this.t
  }

  setTimeout(fn: () => void, ms: number): unknown {
    const timer: Timer = { due: this.t + Math.max(0, ms), fn, cancelled: false }
    this.timers.push(timer)
    for (const wake of this.waiting) wake()
    this.waiting.clear()
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

  /**
   * The clock jumps ahead, as over a machine's sleep or a day a test skips: each timer due
   * meanwhile fires once, late (a timer that repeats fires once, not once a period).
   */
  async jump(ms: number): Promise<void> {
    this.stall(ms)
    await this.advance(0)
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
    // Another advance running alongside may have gone further: the clock never goes back.
    this.t = Math.max(this.t, end)
    await settle()
  }

  /**
   * While `pending` is unsettled, moves the clock to each next timer due within `withinMs` of
   * the call and fires it; with none that near, waits (no clock move) for real I/O to settle
   * `pending` or to set a timer. For a wait on timers a test cannot count out ahead: a store
   * write retried with backoff, a bot playing out its game. The clock never goes further than
   * `withinMs` here, however long the wait: a timer that repeats cannot run it away, and one
   * further off (a time limit) never fires.
   */
  async advanceUntil<T>(pending: Promise<T>, withinMs = 5000): Promise<T> {
    const until = this.t + withinMs
    let settled = false
    let wake: (() => void) | undefined
    const done = () => {
      settled = true
      wake?.()
    }
    void pending.then(done, done)
    while (!settled) {
      const due = this.nextDue()
      if (due !== undefined && due <= until) {
        await this.advance(Math.max(0, due - this.t))
        continue
      }
      await new Promise<void>((resolve) => {
        wake = resolve
        this.waiting.add(resolve)
      })
    }
    return pending
  }

  private nextDue(): number | undefined {
    const due = this.timers.filter((t) => !t.cancelled).map((t) => t.due)
    return due.length > 0 ? Math.min(...due) : undefined
  }
}

/**
 * Lets promise chains and the in-memory store's writes run out: a few turns of the event loop,
 * no real milliseconds (the memory store yields a turn per write, as a database write would).
 */
export async function settle(): Promise<void> {
  for (let i = 0; i < 20; i++) await new Promise((resolve) => setImmediate(resolve))
}
