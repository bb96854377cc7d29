// Sends a race's `race:state` to its room. Changes players act on (a seat taken, ready, the
// countdown, a seat finishing) go out at once; audience changes (watchers joining or leaving)
// are coalesced to at most one event per interval, so a crowd joining costs O(1) per join
// instead of one event to the whole room per join (docs/race-core.md).
import type { Clock, Scheduler } from '../ports.js'
import { SendWindow } from './send-window.js'

export class StateNotifier {
  private readonly window: SendWindow

  constructor(
    private readonly send: (now: number) => void,
    private readonly clock: Clock,
    scheduler: Scheduler,
    private readonly intervalMs: number,
  ) {
    this.window = new SendWindow(clock, scheduler)
  }

  /** Sends now (and drops a coalesced one that is due: this one carries the same news). */
  now(at = this.clock.now()): void {
    this.window.sent(at)
    this.send(at)
  }

  /** Sends within the interval, merged with every other `soon()` until then. */
  soon(): void {
    this.window.later(this.intervalMs, () => this.now())
  }

  stop(): void {
    this.window.cancel()
  }
}
