// Ghost races: a recorded run played back as a live opponent. Each recorded move is sent through
// the same Race.move as a person's (validation, move log, progress, replay) at the moment it was
// made in its own race (race-clock ms), so the ghost's progress and finish come exactly when the
// recorded player's did. A run that ended by resigning (or leaving) resigns at that moment.
import type { Clock, RaceRecords, Scheduler } from '../races/ports.js'
import type { MoveRecord } from '../races/records.js'
import { isLive } from '../races/lifecycle/race-lifecycle.js'
import type { Race } from '../races/core/race.js'
import { AutomatedSeats } from '../races/seats/automated-seats.js'
import { ghostRunOf } from '../races/seats/ghost-players.js'
import { gaveUp } from '../races/seats/seat-status.js'

export interface GhostRunnerOptions {
  store: Pick<RaceRecords, 'getRace'>
  scheduler: Scheduler
  clock: Clock
  log: { warn(obj: unknown, msg?: string): void }
}

interface Run {
  moves: MoveRecord[]
  /** Race-clock ms at which the run gave up (resigned or left), or null. */
  resignAt: number | null
}

export class GhostRunner {
  private readonly seats: AutomatedSeats<{ raceId: string; seat: number }>

  constructor(private readonly options: GhostRunnerOptions) {
    this.seats = new AutomatedSeats(
      'ghost',
      ghostRunOf,
      (race, ghost, source) => this.play(race, ghost, source),
      options.log,
    )
  }

  /** Starts every ghost seated in this live race (once; again after a restart, where it left off). */
  start(race: Race): void {
    this.seats.start(race)
  }

  private async run(source: { raceId: string; seat: number }): Promise<Run | null> {
    const stored = await this.options.store.getRace(source.raceId)
    if (!stored) return null
    const moves = stored.moves.filter((m) => m.seat === source.seat)
    const result = stored.results.find((r) => r.seat === source.seat)
    return { moves, resignAt: gaveUp(result?.status) ? (result?.timeMs ?? null) : null }
  }

  private async play(
    race: Race,
    ghost: { id: string; name: string },
    source: { raceId: string; seat: number },
  ): Promise<void> {
    const run = await this.run(source)
    if (!run) return
    const joined = await race.join(ghost, 'player')
    if (!joined.ok) return
    // After a restart the race resumes where the ghost's moves stopped.
    let seq = joined.seq ?? 0
    for (const recorded of run.moves.slice(seq)) {
      await this.until(race, recorded.at)
      if (!isLive(race)) return
      const reply = await race.move(ghost.id, recorded.move, seq + 1)
      if (!reply.ok) {
        this.options.log.warn({ raceId: race.id, code: reply.error.code }, 'ghost move refused')
        return
      }
      seq = reply.seq
    }
    if (run.resignAt !== null) {
      await this.until(race, run.resignAt)
      if (isLive(race)) await race.resign(ghost.id)
    }
  }

  /** Waits until the race clock reads `at` ms. */
  private until(race: Race, at: number): Promise<void> {
    const ms = Math.max(0, at - race.elapsed())
    return new Promise((resolve) => this.options.scheduler.setTimeout(resolve, ms))
  }
}
