// A race's progress events, at most one send per interval: the first event goes at once, then the
// latest event per seat is held and all of them go together when the interval ends, so whoever
// is sent them always ends on each seat's latest progress. Spectators' events each carry a whole
// view, and with every move sent to every spectator the fan-out dominated the server's CPU
// (bench/README.md, finding 5); the opponents of a race of more than two get the same treatment
// (opponent-progress.ts). The interval may be a function, read at each event (the spectators'
// grows with the audience: race.ts).
import type { Clock, Scheduler } from '../ports.js'
import { SendWindow } from './send-window.js'

export class ProgressFeed<Event> {
  private readonly held = new Map<number, Event>()
  private readonly window: SendWindow

  constructor(
    private readonly send: (events: Event[]) => void,
    private readonly clock: Clock,
    scheduler: Scheduler,
    private readonly intervalMs: number | (() => number),
  ) {
    this.window = new SendWindow(clock, scheduler)
  }

  private get interval(): number {
    return typeof this.intervalMs === 'number' ? this.intervalMs : this.intervalMs()
  }

  push(seat: number, event: Event): void {
    const now = this.clock.now()
    const interval = this.interval
    if (this.window.isOpen(interval, now)) {
      this.window.sent(now)
      this.send([event])
      return
    }
    this.held.set(seat, event)
    this.window.later(interval, () => this.flush(), now)
  }

  /** Sends what is held now (a seat finished, the race ends). */
  flush(): void {
    this.window.cancel()
    if (this.held.size === 0) return
    this.window.sent()
    const events = [...this.held.values()]
    this.held.clear()
    this.send(events)
  }

  /** Drops what is held (shutdown). */
  stop(): void {
    this.window.cancel()
    this.held.clear()
  }
}
