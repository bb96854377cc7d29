// The race service's view of the outside world (boardgame.io "Master" style): storage and
// clock are injected, so races/ never imports fastify, socket.io or Prisma.
import type { GameId, Move } from '@patience-race/engine'
import type {
  LeaderboardPeriod,
  LeaderboardRow,
  PlayerStats,
  RaceStatus,
  SeatStatus,
  ServerToClientEvents,
} from '@patience-race/protocol'

export interface Clock {
  now(): number
}

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
  /** Time the server was down while the race was live; credited back to the race clock. */
  pausedMs: number
}

export interface SeatRecord {
  raceId: string
  seat: number
  playerId: string
  ready: boolean
  resigned: boolean
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
  /** Secret seed and this player's first attempt at it: counts for leaderboards. */
  ranked: boolean
  finishedAt: Date
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

export interface RaceStore {
  readonly kind: 'postgres' | 'pglite'
  upsertPlayer(player: PlayerRecord): Promise<void>
  getPlayer(id: string): Promise<PlayerRecord | null>
  createRace(race: RaceRecord): Promise<void>
  updateRace(
    id: string,
    patch: Partial<Pick<RaceRecord, 'status' | 'startedAt' | 'finishedAt' | 'pausedMs'>>,
  ): Promise<void>
  upsertSeat(seat: SeatRecord): Promise<void>
  removeSeat(raceId: string, seat: number): Promise<void>
  /**
   * Appends a batch of moves in one transaction (group commit). Resolves once durable.
   * A (raceId, seat, seq) already stored is ignored, never doubled.
   */
  appendMoves(moves: MoveRecord[]): Promise<void>
  /** Writes results and marks the race finished, in one transaction. */
  finishRace(
    id: string,
    status: RaceStatus,
    finishedAt: Date,
    results: ResultRecord[],
  ): Promise<void>
  getRace(id: string): Promise<StoredRace | null>
  /** Races in waiting, countdown or live status, for rebuilding at boot. */
  loadUnfinishedRaces(): Promise<StoredRace[]>
  listRaces(status: RaceStatus, limit: number): Promise<StoredRace[]>
  /** Has this player already finished a race on this seed (by hash)? */
  hasResultForSeed(playerId: string, seedHash: string): Promise<boolean>
  leaderboard(
    game: GameId,
    period: LeaderboardPeriod,
    now: Date,
    limit: number,
  ): Promise<LeaderboardRow[]>
  playerStats(id: string): Promise<PlayerStats | null>
  countMoves(): Promise<number>
  close(): Promise<void>
}

/** Timers behind an interface so tests can run countdowns and time limits without sleeping. */
export interface Scheduler {
  setTimeout(fn: () => void, ms: number): unknown
  clearTimeout(handle: unknown): void
}

export const systemClock: Clock = { now: () => Date.now() }
export const systemScheduler: Scheduler = {
  setTimeout: (fn, ms) => setTimeout(fn, ms),
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
}

/**
 * Where a race's events go. The realtime layer maps these to Socket.IO rooms:
 * `race:<id>` (everyone), `race:<id>:seat:<n>` and `race:<id>:spectators`.
 */
export interface Broadcaster {
  toRace<E extends keyof ServerToClientEvents>(
    raceId: string,
    event: E,
    ...args: Parameters<ServerToClientEvents[E]>
  ): void
  toSeat<E extends keyof ServerToClientEvents>(
    raceId: string,
    seat: number,
    event: E,
    ...args: Parameters<ServerToClientEvents[E]>
  ): void
  toSpectators<E extends keyof ServerToClientEvents>(
    raceId: string,
    event: E,
    ...args: Parameters<ServerToClientEvents[E]>
  ): void
}
