// `arena:standings` at most once a second per arena (docs/arena.md): a change asks for a push,
// which goes at once if the last one is a second old, else when it is; while a round is under
// way it looks again every second (the live seats' cards move without any event here).
import type { Clock, Scheduler } from '../races/ports.js'

const STANDINGS_EVERY_MS = 1000

interface Slot {
  lastAt: number
  timer: unknown
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
    const slot = this.slots.get(arenaId) ?? { lastAt: -Infinity, timer: null }
    this.slots.set(arenaId, slot)
    if (slot.timer !== null) return
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
    slot.lastAt = this.clock.now()
    const again = await this.push(arenaId).catch(() => false)
    if (again) this.changed(arenaId)
  }
}
