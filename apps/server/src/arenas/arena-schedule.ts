// The server's own arenas (ARENA_SCHEDULE, docs/arena.md): `hourly` (the default) keeps one
// arena per game on every full hour, made an hour ahead so the lobby lists it; `off` makes none.
// Each slot has a key ("<game>:<ISO hour>"), so nodes scheduling at once make one arena.
import { GAME_IDS } from '@patience-race/engine'
import type { Clock, Scheduler } from '../races/ports.js'
import type { ArenaService } from './arena-service.js'

const HOUR_MS = 3_600_000

export type ArenaSchedule = 'hourly' | 'off'

export class ArenaScheduler {
  private timer: unknown = null

  constructor(
    private readonly arenas: ArenaService,
    private readonly clock: Clock,
    private readonly scheduler: Scheduler,
    private readonly onError: (error: unknown) => void,
  ) {}

  /** Makes the next hour's arenas now, then again at every full hour. */
  start(): void {
    void this.makeNext().catch(this.onError)
    const now = this.clock.now()
    const nextHour = Math.floor(now / HOUR_MS) * HOUR_MS + HOUR_MS
    this.timer = this.scheduler.setTimeout(() => this.start(), nextHour - now + 1000)
  }

  stop(): void {
    if (this.timer !== null) this.scheduler.clearTimeout(this.timer)
    this.timer = null
  }

  private async makeNext(): Promise<void> {
    const now = this.clock.now()
    const slot = Math.floor(now / HOUR_MS) * HOUR_MS + HOUR_MS
    for (const game of GAME_IDS) {
      const key = `${game}:${new Date(slot).toISOString()}`
      await this.arenas.create(
        null,
        { game, rounds: 3, roundSec: 300, startsInSec: (slot - now) / 1000 },
        key,
      )
    }
  }
}
