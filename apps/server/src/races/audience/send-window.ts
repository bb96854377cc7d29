// At most one send per interval, for a race's coalesced events (progress-feed.ts,
// state-notifier.ts): when the last send went, and the one timer for the send that waits.
import type { Clock, Scheduler } from '../ports.js'
import { RaceTimer } from '../core/race-timer.js'

export class SendWindow {
  private readonly timer: RaceTimer
  private lastSent = Number.NEGATIVE_INFINITY

  constructor(
    private readonly clock: Clock,
    scheduler: Scheduler,
  ) {
    this.timer = new RaceTimer(scheduler)
  }

  /** Whether a send may go at once: none waits, and the interval since the last has passed. */
  isOpen(intervalMs: number, now = this.clock.now()): boolean {
    return !this.timer.pending && now - this.lastSent >= intervalMs
  }

  /** Notes a send at `at`, and drops the one that waits (this send carries its news). */
  sent(at = this.clock.now()): void {
    this.timer.clear()
    this.lastSent = at
  }

  /** Calls `send` when the interval since the last send ends, unless a send waits already. */
  later(intervalMs: number, send: () => void, now = this.clock.now()): void {
    if (this.timer.pending) return
    this.timer.set(send, Math.max(0, this.lastSent + intervalMs - now))
  }

  /** Drops the send that waits, if any. */
  cancel(): void {
    this.timer.clear()
  }
}
