// An arena's round clock (docs/arena.md), on the app's injected clock and scheduler: the first
// round at the arena's start, each round closed at its deadline (or as soon as every entrant is
// done), the next one started at once, and the arena finished after the last. Every step is a
// port call that is idempotent over nodes (the store's conditional writes decide who does it),
// so every node may keep the same clock and the arena goes on when one node dies.
import type { Clock, Scheduler } from '../races/ports.js'

/** Where an arena is, as the store says. */
export interface ArenaTimes {
  startsAt: number
  rounds: number
  /** The round under way or last played; 0 before the start. */
  round: number
  /** The current round's deadline (ms), while it is under way. */
  roundEndsAt: number | null
  /** The current round is over (closed). */
  roundEnded: boolean
  finished: boolean
}

export interface RoundClockPorts {
  /** Starts round `round` now (if no node did yet): its races are dealt. */
  startRound(round: number): Promise<void>
  /** Closes round `round` (if no node did yet). */
  endRound(round: number): Promise<void>
  /** Finishes the arena (if no node did yet): the seeds go out. */
  finish(): Promise<void>
  /** The arena as stored now; null if it is gone. */
  times(): Promise<ArenaTimes | null>
}

export interface RoundClockOptions {
  clock: Clock
  scheduler: Scheduler
  /** After a round's deadline, how long the races' own time limits get to end them first. */
  graceMs: number
  onError: (error: unknown) => void
}

export class RoundClock {
  private timer: unknown = null
  private chain: Promise<void> = Promise.resolve()
  private stopped = false
  private times: ArenaTimes | null = null

  constructor(
    private readonly ports: RoundClockPorts,
    private readonly options: RoundClockOptions,
  ) {}

  /** Reads the arena and sets the next timer (or takes the step that is due now). */
  sync(): Promise<void> {
    return this.run(async () => {
      this.times = await this.ports.times()
    })
  }

  /** Every entrant of round `round` is done: it closes now rather than at its deadline. */
  everyoneDone(round: number): Promise<void> {
    return this.run(async () => {
      const t = this.times
      if (!t || t.finished || t.round !== round || t.roundEnded) return
      await this.ports.endRound(round)
      this.times = await this.ports.times()
    })
  }

  get finished(): boolean {
    return this.times?.finished ?? false
  }

  stop(): void {
    this.stopped = true
    this.clear()
  }

  /** One step at a time; after each, whatever is due now is taken and the next timer set. */
  private run(step: () => Promise<void>): Promise<void> {
    const next = this.chain.then(async () => {
      if (this.stopped) return
      try {
        await step()
        await this.due()
      } catch (error) {
        this.options.onError(error)
        this.retryLater()
      }
    })
    this.chain = next
    return next
  }

  /** Takes the steps due now, in order, then sets the timer for the next one. */
  private async due(): Promise<void> {
    this.clear()
    for (;;) {
      const t = this.times
      if (!t || t.finished || this.stopped) return
      const now = this.options.clock.now()
      if (t.round === 0) {
        if (now < t.startsAt) return this.at(t.startsAt)
        await this.ports.startRound(1)
      } else if (!t.roundEnded) {
        const close = (t.roundEndsAt ?? now) + this.options.graceMs
        if (now < close) return this.at(close)
        await this.ports.endRound(t.round)
      } else if (t.round < t.rounds) {
        await this.ports.startRound(t.round + 1)
      } else {
        await this.ports.finish()
      }
      this.times = await this.ports.times()
    }
  }

  private at(when: number): void {
    const ms = Math.max(0, when - this.options.clock.now())
    this.timer = this.options.scheduler.setTimeout(() => void this.sync(), ms)
  }

  private retryLater(): void {
    this.clear()
    this.timer = this.options.scheduler.setTimeout(() => void this.sync(), 1000)
  }

  private clear(): void {
    if (this.timer !== null) this.options.scheduler.clearTimeout(this.timer)
    this.timer = null
  }
}
