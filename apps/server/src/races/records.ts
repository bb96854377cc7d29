// What a race is stored as: the records the race core writes and reads back through its store
// port (ports.ts), and the rating updates it hands the store. Plain data, no behaviour.
import type { GameId, Move, OutcomeReason } from '@patience-race/engine'
import type { RaceKind, RaceStatus, SeatStatus } from '@patience-race/protocol'

export interface PlayerRecord {
  id: string
  name: string
}

export interface RaceRecord {
  id: string
  game: GameId
  variant: string
  seed: string
  seedHash: string
  seedKnown: boolean
  status: RaceStatus
  timeLimitSec: number
  rematchOf: string | null
  createdAt: Date
  startedAt: Date | null
  finishedAt: Date | null
  /**
   * Downtime credited back to the race clock by earlier servers; a restart credits none now
   * (docs/race-core.md), so this stays 0 for races started since.
   */
  pausedMs: number
  /** Ranked races are made by the server (queue, bot); the rest are friend races. */
  kind: RaceKind
  spectatorsAllowed: boolean
  /** Events to spectators are held back this long. */
  spectatorDelaySec: number
  /** How many seats the race has (2–8 for friend races; ranked and ghost races have 2). */
  seatCount: number
  /** Cluster mode: the node that owns the race, and the fencing epoch of that ownership. */
  ownerNode: string | null
  ownerEpoch: number
  /** An arena race: its arena and round (1-based); absent or null for every other kind. */
  arenaId?: string | null
  arenaRound?: number | null
}

export interface SeatRecord {
  raceId: string
  seat: number
  playerId: string
  ready: boolean
  resigned: boolean
  /** Claimed against after leaving the live race (a loss by forfeit). */
  abandoned: boolean
  /** Race-clock ms when the seat resigned or was claimed against; else null. */
  finishedAtMs: number | null
}

export interface MoveRecord {
  raceId: string
  seat: number
  seq: number
  move: Move
  /** ms since the race started */
  at: number
}

export interface ResultRecord {
  raceId: string
  seat: number
  playerId: string
  game: GameId
  variant: string
  seedHash: string
  foundation: number
  total: number
  won: boolean
  status: SeatStatus
  timeMs: number
  moves: number
  /** Race-clock ms of the seat's last foundation increase (the tie-break); null: not kept. */
  foundationAt: number | null
  /** A ranked race, a seat that moved, not flagged: counts for the ranked boards. */
  ranked: boolean
  /** A pace no human keeps (docs/fair-play.md): kept off every board and the rating. */
  flagged: boolean
  /** Median ms between the seat's moves, when it moved at least twice. */
  medianMoveMs: number | null
  finishedAt: Date
  /** Ranked results of people: the rating (game and variant) after this race. */
  ratingAfter?: number | null
  /** The seat's place 1..N by the one outcome rule, decided at the finish; null: not kept. */
  place: number | null
  /** Why the race was won as it was (the same on every row of the race); null: not kept. */
  outcome: OutcomeReason | null
}

/** A move's place in the log: the log holds at most one move per (race, seat, seq). */
export type MoveKey = Pick<MoveRecord, 'raceId' | 'seat' | 'seq'>

/** What appendMoves did not write, and why. */
export interface MovesNotWritten {
  /** Races this node no longer owns (cluster mode): none of their moves were written. */
  fenced: string[]
  /**
   * Moves refused because the log holds a different move at their (raceId, seat, seq), and
   * the moves of their seat after them in the same batch (never written past a refused one).
   */
  conflicts?: MoveKey[]
}

/** A player's Glicko-2 rating in one game. */
export interface RatingRecord {
  playerId: string
  game: GameId
  variant: string
  rating: number
  rd: number
  volatility: number
  races: number
}

/**
 * A ranked race's new ratings, worked out inside finishRace's transaction from its players'
 * current ratings, read under a lock on those players: two finishes of one player's races take
 * turns, and the second rates from the first's result.
 */
export interface RatingUpdate {
  game: GameId
  variant: string
  /** The people whose ratings change (never a bot: its rating is fixed). */
  playerIds: string[]
  /** The ratings to store, from the current ones (absent: never rated); none, nothing stored. */
  rate(current: RatingRecord[]): RatingRecord[]
}

/** A race as stored, with everything needed to rebuild it in memory. */
export interface StoredRace {
  race: RaceRecord
  seats: Array<SeatRecord & { player: PlayerRecord }>
  /** In (seat, seq) order. */
  moves: MoveRecord[]
  results: ResultRecord[]
  /** Id of the rematch race created from this one, if any. */
  rematchId: string | null
}
