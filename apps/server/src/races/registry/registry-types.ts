// What the race registry is made with and answers: its options (one process or a cluster
// node), where a race is run, and what creating one takes.
import type { GameId } from '@patience-race/engine'
import type { RaceKind } from '@patience-race/protocol'
import type { Broadcaster, Clock, OwnershipStore, RaceStore, Scheduler } from '../ports.js'
import type { PlayerRecord } from '../records.js'
import type { RatedMinimum } from '../ending/fair-play.js'
import type { Race, RaceLogger } from '../core/race.js'
import type { Audience } from '../audience/race-watchers.js'

interface RegistryLogger extends RaceLogger {
  child(bindings: { raceId: string }): RaceLogger
}

export interface RegistryOptions {
  store: RaceStore
  clock: Clock
  scheduler: Scheduler
  broadcaster: Broadcaster
  countdownMs: number
  defaultTimeLimitSec: number
  /** A waiting race not started within this long is closed (aborted). */
  waitingTtlMs: number
  maxSpectatorsPerAddress: number
  /** Leavers (abandonment.ts); defaults 30 s. */
  abandonAfterMs?: number
  /** A ranked race a racer gave up on sooner is unrated (fair-play.ts); default 10 moves, 30 s. */
  ratedMinimum?: RatedMinimum
  /** Stale friend invites; default 2 min. */
  inviteIdleMs?: number
  log: RegistryLogger
  /** The move log's gather window (move-log.ts); default 3 ms on PGlite, else none. */
  moveGatherMs?: number
  /** Backoff sleep for retried writes (tests make it instant). */
  sleep?: (ms: number) => Promise<void>
  /** Told when a race goes live, or is live at boot (server bots start moving). */
  onRaceLive?: (race: Race) => void
  /**
   * Cluster mode: a race this node has just claimed from a node whose lease ran out (an arena
   * round's race that never started is started by its arena, not left to the next look).
   */
  onRaceClaimed?: (race: Race) => void
  /** Told once a race is stored as finished. */
  onRaceFinished?: (race: Race) => void
  /** A race is stored as over, finished or aborted (an arena's round may be over). */
  onRaceEnded?: (race: Race) => void
  /** Racers out of a race that goes on: resigned, or claimed against while others play. */
  onRacersOut?: (race: Race, playerIds: string[]) => void
  /** A paired player left a ranked race before the start (the others go first in the queue). */
  onRankedCalledOff?: (playerIds: string[]) => void
  /** Cluster mode: this node's identity and lease (docs/scaling.md). */
  cluster?: ClusterOptions
  /** Cluster mode: watchers counted on every node. */
  audience?: Audience
}

export interface ClusterOptions {
  nodeId: string
  /** How clients reach this node (MOVED and /route answer with the owner's). */
  publicUrl: string
  leaseMs: number
  /**
   * Once a race this node runs is watched by this many (the count over every node), spectators
   * who ask to join it here are sent to the other live nodes (docs/scaling.md, "A crowd off
   * its owner").
   */
  ownerSpectatorsMax: number
  ownership: OwnershipStore
}

/** Where a race is run: here, or on another node (cluster mode). */
export type RaceLocation =
  { kind: 'here'; race: Race } | { kind: 'elsewhere'; node: string; url: string }

export interface CreateRaceInput {
  /**
   * An id chosen before the race is made (an arena's group: its race's id is stored with the
   * group, so a second node dealing it fails on the races' key instead of dealing it twice).
   */
  id?: string
  game: GameId
  variant?: string | undefined
  seed?: string | undefined
  /** Whether the players may know the seed (default: when it was chosen). A daily's is not. */
  seedKnown?: boolean
  timeLimitSec?: number | undefined
  /** Seated in this order; a bot's seat is ready at once. */
  players: PlayerRecord[]
  rematchOf?: string
  /** Ranked races are made by the server only (queue, bot opponent): never with a chosen seed. */
  kind?: RaceKind
  spectatorsAllowed?: boolean | undefined
  spectatorDelaySec?: number | undefined
  /** Seats of the race (default 2). */
  seats?: number | undefined
  /**
   * A seed the server chose for a format with a secret seed (an arena's round): dealt, never
   * shown before its format says so. A request's `seed` is refused for such formats.
   */
  serverSeed?: string
  /** An arena race: its arena and round. */
  arena?: { id: string; round: number }
}

export type CreateRaceResult = { ok: true; race: Race } | { ok: false; message: string }
