// `arena:standings` at most once a second per arena (docs/arena.md): a change asks for a push,
// which goes at once if the last one went out a second ago, else when it did; while a round is
// under way it looks again every second (the live seats' cards move without any event here). The
// second counts from when a push went out, not from when it began reading the standings: with
// reads of varying length the pushes would otherwise reach the entrants less than a second apart.
import type { Clock, Scheduler } from '../races/ports.js'

const STANDINGS_EVERY_MS = 1000

interface Slot {
  lastAt: number
  timer: unknown
  /** A push is reading and sending; a change meanwhile asks for the next one after it. */
  busy: boolean
  changedMeanwhile: boolean
}

export class StandingsPusher {
  private readonly slots = new Map<string, Slot>()
  private stopped = false

  /** `push` answers whether to look again in a second (a round is under way). */
  constructor(
    private readonly clock: Clock,
    private readonly scheduler: Scheduler,
    private readonly push: (arenaId: string) => Promise<boolean>,
  ) {}

  /** The standings may have changed: pushed as soon as the once-a-second rule allows. */
  changed(arenaId: string): void {
    if (this.stopped) return
    const slot = this.slots.get(arenaId) ?? {
      lastAt: -Infinity,
      timer: null,
      busy: false,
      changedMeanwhile: false,
    }
    this.slots.set(arenaId, slot)
    if (slot.busy) slot.changedMeanwhile = true
    if (slot.busy || slot.timer !== null) return
    const wait = Math.max(0, slot.lastAt + STANDINGS_EVERY_MS - this.clock.now())
    slot.timer = this.scheduler.setTimeout(() => void this.fire(arenaId, slot), wait)
  }

  stop(): void {
    this.stopped = true
    for (const slot of this.slots.values())
      if (slot.timer !== null) this.scheduler.clearTimeout(slot.timer)
    this.slots.clear()
  }

  private async fire(arenaId: string, slot: Slot): Promise<void> {
    slot.timer = null
    slot.busy = true
    slot.changedMeanwhile = false
    const again = await this.push(arenaId).catch(() => false)
    slot.busy = false
    slot.lastAt = this.clock.now()
    if (again || slot.changedMeanwhile) this.changed(arenaId)
  }
}
