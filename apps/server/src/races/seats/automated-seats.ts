// The seats that play by themselves (server bots, ghost runs): each one's play started once for
// a live race (again after a restart), never twice at a time; a play that throws is logged.
import { isLive } from '../lifecycle/race-lifecycle.js'
import type { Race } from '../core/race.js'

type Play<T> = (
  race: Race,
  player: { id: string; name: string },
  what: T,
  key: string,
) => Promise<void>

export class AutomatedSeats<T> {
  private readonly running = new Set<string>()

  /** `which` says what plays a seat's player (a bot strength, a recorded run), or null: a person. */
  constructor(
    private readonly name: string,
    private readonly which: (playerId: string) => T | null,
    private readonly play: Play<T>,
    private readonly log: { warn(obj: unknown, msg?: string): void },
  ) {}

  /** Starts every such seat of this live race that is not playing yet; `key` is race:seat. */
  start(race: Race): void {
    if (!isLive(race)) return
    for (const seat of race.seats.values()) {
      const what = this.which(seat.player.id)
      const key = `${race.id}:${seat.index}`
      if (what === null || this.running.has(key)) continue
      this.running.add(key)
      void this.play(race, seat.player, what, key)
        .catch((error: unknown) => this.log.warn({ err: error, raceId: race.id }, this.name))
        .finally(() => this.running.delete(key))
    }
  }
}
