// Time for tests: a clock that can jump ahead, and a scheduler that runs short timers for real
// (countdowns) but holds long ones (time limits) until the clock is advanced past them. On its
// way out: tests move to FakeTime (fake-time.ts), which waits no real millisecond; this is only
// the default of the test servers whose tests have not moved yet.
import type { Clock, Scheduler } from '../races/ports.js'

interface Held {
  due: number
  fn: () => void
  cancelled: boolean
}

export class TestTime implements Clock, Scheduler {
  offset = 0
  private held: Held[] = []

  constructor(private readonly realUpToMs = 1000) {}

  now(): number {
    return Date.now() + this.offset
  }

  setTimeout(fn: () => void, ms: number): unknown {
    if (ms <= this.realUpToMs) return { real: setTimeout(fn, ms) }
    const entry: Held = { due: this.now() + ms, fn, cancelled: false }
    this.held.push(entry)
    return { held: entry }
  }

  clearTimeout(handle: unknown): void {
    const h = handle as { real?: ReturnType<typeof setTimeout>; held?: Held } | null
    if (h?.real) clearTimeout(h.real)
    if (h?.held) h.held.cancelled = true
  }

  /** `pending`, as it comes: short timers run for real here (FakeTime's runs the clock). */
  advanceUntil<T>(pending: Promise<T>): Promise<T> {
    return pending
  }

  /** Moves the clock forward and fires every held timer now due. */
  advance(ms: number): void {
    this.offset += ms
    const due = this.held.filter((h) => !h.cancelled && h.due <= this.now())
    this.held = this.held.filter((h) => !due.includes(h))
    for (const h of due) h.fn()
  }
}
