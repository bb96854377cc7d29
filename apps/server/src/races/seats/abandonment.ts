// Leavers of a live race: a racer gone for ABANDON_AFTER_MS may be claimed against (the others
// are told, and told again if they come back); when every racer is gone, the race ends.
import type { Scheduler } from '../ports.js'

export interface AbandonmentHooks {
  /** Whether the race is live and still open (claims and ends only happen then). */
  live(): boolean
  /** Every seat of a person (bots never leave). */
  humanSeats(): number[]
  /** Whether the seat's racer is still playing their game. */
  playing(seat: number): boolean
  online(seat: number): boolean
  /** The seat has been gone long enough: the others may claim the race. */
  left(seat: number): void
  /** The seat came back before a claim. */
  back(seat: number): void
  /** Every racer has been gone long enough: end the race as it stands. */
  everyoneGone(): void
}

export class Abandonment {
  private readonly timers = new Map<number, unknown>()
  private readonly gone = new Set<number>()

  constructor(
    private readonly scheduler: Scheduler,
    private readonly afterMs: number,
    private readonly hooks: AbandonmentHooks,
  ) {}

  /** The seat's last socket went away (or it was never here when the race went live). */
  away(seat: number): void {
    if (!this.hooks.live() || this.timers.has(seat) || this.gone.has(seat)) return
    this.timers.set(
      seat,
      this.scheduler.setTimeout(() => this.expired(seat), this.afterMs),
    )
  }

  /** A socket of the seat is back. */
  here(seat: number): void {
    this.clear(seat)
    if (this.gone.delete(seat) && this.hooks.playing(seat)) this.hooks.back(seat)
  }

  /** Seats gone long enough that are still playing: what a claim ends. */
  claimable(): number[] {
    return [...this.gone].filter((seat) => this.hooks.playing(seat))
  }

  stop(): void {
    for (const seat of [...this.timers.keys()]) this.clear(seat)
  }

  private clear(seat: number): void {
    const handle = this.timers.get(seat)
    if (handle !== undefined) this.scheduler.clearTimeout(handle)
    this.timers.delete(seat)
  }

  private expired(seat: number): void {
    this.timers.delete(seat)
    if (!this.hooks.live() || this.hooks.online(seat)) return
    this.gone.add(seat)
    if (this.hooks.humanSeats().every((s) => this.gone.has(s))) return this.hooks.everyoneGone()
    if (this.hooks.playing(seat)) this.hooks.left(seat)
  }
}
