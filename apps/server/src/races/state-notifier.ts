// Sends a race's `race:state` to its room. Changes players act on (a seat taken, ready, the
// countdown, a seat finishing) go out at once; audience changes (watchers joining or leaving)
// are coalesced to at most one event per interval, so a crowd joining costs O(1) per join
// instead of one event to the whole room per join (docs/race-core.md).
import type { Clock, Scheduler } from './ports.js'

export class StateNotifier {
  private timer: unknown = null
  private lastSent = Number.NEGATIVE_INFINITY

  constructor(
    private readonly send: (now: number) => void,
    private readonly clock: Clock,
    private readonly scheduler: Scheduler,
    private readonly intervalMs: number,
  ) {}

  /** Sends now (and drops a coalesced one that is due: this one carries the same news). */
  now(at = this.clock.now()): void {
    this.cancel()
    this.lastSent = at
    this.send(at)
  }

  /** Sends within the interval, merged with every other `soon()` until then. */
  soon(): void {
    if (this.timer !== null) return
    const wait = Math.max(0, this.lastSent + this.intervalMs - this.clock.now())
    this.timer = this.scheduler.setTimeout(() => {
      this.timer = null
      this.now()
    }, wait)
  }

  stop(): void {
    this.cancel()
  }

  private cancel(): void {
    if (this.timer !== null) this.scheduler.clearTimeout(this.timer)
    this.timer = null
  }
}
