// What a race's modules share: its record and seats, its serial lane, its collaborators and the
// few flags of its state machine. race-wiring.ts builds it; race.ts is the facade over it.
import type { MoveLog } from './move-log.js'
import type { Broadcaster, Clock, RaceRecords, Scheduler } from '../ports.js'
import type { RaceRecord } from '../records.js'
import type { Abandonment } from '../seats/abandonment.js'
import type { RatedMinimum } from '../ending/fair-play.js'
import type { OpponentProgress } from '../audience/opponent-progress.js'
import type { RacePresence } from '../presence/race-presence.js'
import type { Seat } from '../seats/race-seat.js'
import type { RaceRatings } from '../ending/race-ratings.js'
import type { RaceTimer } from './race-timer.js'
import type { Audience, RaceWatchers } from '../audience/race-watchers.js'
import type { RaceWrites } from './race-writes.js'
import type { RematchOffers } from '../ending/rematch-offers.js'
import type { SerialQueue } from './serial-queue.js'
import type { SpectatorChannel } from '../audience/spectator-channel.js'
import type { StateNotifier } from '../audience/state-notifier.js'

export interface RaceLogger {
  error(obj: unknown, msg?: string): void
  warn(obj: unknown, msg?: string): void
  info(obj: unknown, msg?: string): void
}

/** What every race is given by the server (race.ts adds the callbacks that name the race). */
export interface RaceServices {
  store: RaceRecords
  clock: Clock
  scheduler: Scheduler
  moveLog: MoveLog
  broadcaster: Broadcaster
  countdownMs: number
  maxSpectatorsPerAddress: number
  /** A racer gone this long from a live race may be claimed against (abandonment.ts). */
  abandonAfterMs: number
  /** A ranked race a racer gave up on sooner is too short to rate (fair-play.ts). */
  ratedMinimum: RatedMinimum
  /** A friend invite whose creator has had no socket this long can no longer be joined. */
  inviteIdleMs: number
  /** A logger for this race (every line carries its raceId). */
  logFor: (raceId: string) => RaceLogger
  /** Backoff sleep for retried writes (tests make it instant). */
  sleep?: (ms: number) => Promise<void>
  /** A paired player left a ranked race before the start: the others go first in the queue. */
  onRankedCalledOff?: (playerIds: string[]) => void
  /** Cluster mode: watchers counted on every node (race-watchers.ts). */
  audience?: Audience
}

/** What the race tells the server about itself. */
export interface RaceHooks {
  live(): void
  finished(): void
  /** Stored as over: finished or aborted. */
  ended(): void
  /** Racers out of a race that goes on: resigned, or claimed against while others play. */
  out(playerIds: string[]): void
  lost(): void
  createRematch(): Promise<string>
}

/** The state machine's flags beyond the record's status. */
export interface RaceFlags {
  /** Set once the race is to end: no move is accepted after it. */
  closing: boolean
  finishing: Promise<void> | null
  /** Shutdown or lost: timers cancelled, retries given up. */
  stopped: boolean
  /** Cluster mode: another node owns the race now. */
  lost: boolean
  /** Clock time the countdown ends, while counting down. */
  countdownEndsAt: number | null
  /**
   * Clock time by which a race the server starts must be over (its arena round's deadline):
   * going live later than planned, it gets only the time left until then.
   */
  endsBy: number | null
}

export interface RaceParts {
  readonly record: RaceRecord
  readonly seats: Map<number, Seat>
  /** Cards in the game's deck. */
  readonly total: number
  readonly deps: RaceServices
  readonly hooks: RaceHooks
  readonly log: RaceLogger
  readonly flags: RaceFlags
  /** When this process took the race up: nobody's socket can be older. */
  readonly hereSince: number
  readonly queue: SerialQueue
  readonly writes: RaceWrites
  readonly presence: RacePresence
  readonly timer: RaceTimer
  readonly notifier: StateNotifier
  readonly spectatorChannel: SpectatorChannel
  readonly opponents: OpponentProgress
  readonly rematches: RematchOffers
  readonly abandonment: Abandonment
  /** This race's own watchers; in cluster mode the node's audience keeps them instead. */
  readonly ownWatchers: RaceWatchers
  /** A ranked race's ratings and stakes before it ends (race-ratings.ts). */
  readonly ratings: RaceRatings
}
