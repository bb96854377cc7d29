// The `dealt` notes of a round's share (docs/arena.md): the dealer starts each group as soon as
// its race is stored, so a share comes in group by group; each note makes every other node read
// the round again from the store, so the first goes at once and the rest are folded into one
// note per window.
import type { Scheduler } from '../races/ports.js'

/** At most one `dealt` note of a round per this window after the first. */
export const DEALT_NOTE_MS = 250

export class DealtNotes {
  /** By `arenaId:round`: the window under way, and whether a group was dealt during it. */
  private readonly windows = new Map<string, { timer: unknown; again: boolean }>()

  constructor(
    private readonly scheduler: Scheduler,
    private readonly tell: (arenaId: string, round: number) => void,
  ) {}

  /** Races of the round were dealt here. */
  dealt(arenaId: string, round: number): void {
    const key = `${arenaId}:${round}`
    const open = this.windows.get(key)
    if (open) {
      open.again = true
      return
    }
    this.tell(arenaId, round)
    this.openWindow(key, arenaId, round)
  }

  stop(): void {
    for (const { timer } of this.windows.values()) this.scheduler.clearTimeout(timer)
    this.windows.clear()
  }

  private openWindow(key: string, arenaId: string, round: number): void {
    const window = { again: false, timer: null as unknown }
    window.timer = this.scheduler.setTimeout(() => {
      this.windows.delete(key)
      if (!window.again) return
      this.tell(arenaId, round)
      this.openWindow(key, arenaId, round)
    }, DEALT_NOTE_MS)
    this.windows.set(key, window)
  }
}
