// The race service's view of the outside world (boardgame.io "Master" style): storage and
// clock are injected, so races/ never imports fastify, socket.io or Prisma.
import type { GameId } from '@patience-race/engine'
import type {
  LeaderboardKind,
  LeaderboardPeriod,
  LeaderboardRow,
  PlayerStats,
  RaceStatus,
} from '@patience-race/protocol'
import type { Deal, SeatAnalysis, SolvedPar } from '../par/par-types.js'
import type {
  MoveRecord,
  MovesNotWritten,
  PlayerRecord,
  RaceRecord,
  RatingRecord,
  RatingUpdate,
  ResultRecord,
  SeatRecord,
  StoredRace,
} from './records.js'

export interface Clock {
  now(): number
}

/**
 * A write refused because this node no longer holds the race's lease (cluster mode): another
 * node claimed it, with a higher epoch. Nothing was written; the client must go to the owner.
 */
export class FencedError extends Error {
  constructor(readonly raceId: string) {
    super(`race ${raceId} is owned by another server now`)
  }
}

/** Cluster mode: which epoch of each race this node may write (undefined: not ours). */
export interface WriteFence {
  nodeId: string
  epochOf(raceId: string): number | undefined
}

/** Cluster mode: race leases and node heartbeats in the database (docs/scaling.md). */
export interface OwnershipStore {
  /** Records this node as alive (and how clients reach it). */
  heartbeat(nodeId: string, url: string): Promise<void>
  /** Claims one unfinished race whose owner is gone (or none); its new epoch, else null. */
  claim(raceId: string, nodeId: string, leaseMs: number): Promise<number | null>
  /** Claims every unfinished race whose owner is gone; ids and new epochs. */
  claimOrphans(nodeId: string, leaseMs: number): Promise<Array<{ raceId: string; epoch: number }>>
  /** The owner of an unfinished race and how to reach it, when that owner is alive. */
  owner(
    raceId: string,
    leaseMs: number,
  ): Promise<{ node: string; url: string; epoch: number } | null>
  /** Of these races, the ones this node still owns at these epochs. */
  stillOwned(nodeId: string, races: Array<{ raceId: string; epoch: number }>): Promise<string[]>
  /** Gives every race of this node up (graceful shutdown) and forgets the node. */
  releaseAll(nodeId: string): Promise<void>
  /** Every node whose heartbeat is younger than the lease, and how clients reach it; by id. */
  liveNodes(leaseMs: number): Promise<Array<{ node: string; url: string }>>
}

/**
 * A race's own reads and writes: what the race core needs to run races and store every
 * transition before it is applied (docs/race-core.md).
 */
export interface RaceRecords {
  readonly kind: 'postgres' | 'pglite'
  upsertPlayer(player: PlayerRecord): Promise<void>
  getPlayer(id: string): Promise<PlayerRecord | null>
  createRace(race: RaceRecord): Promise<void>
  updateRace(
    id: string,
    patch: Partial<
      Pick<RaceRecord, 'status' | 'startedAt' | 'finishedAt' | 'pausedMs' | 'timeLimitSec'>
    >,
  ): Promise<void>
  upsertSeat(seat: SeatRecord): Promise<void>
  /** Several seats of one race, in one transaction: all stored or none. */
  upsertSeats(seats: SeatRecord[]): Promise<void>
  removeSeat(raceId: string, seat: number): Promise<void>
  /**
   * Appends a batch of moves in one transaction (group commit). Resolves once durable.
   * A move already stored at its (raceId, seat, seq) is ignored, never doubled; a different
   * move stored there refuses it (`conflicts`). With a write fence, the moves of races this
   * node no longer owns are not written: their ids come back in `fenced`.
   */
  appendMoves(moves: MoveRecord[]): Promise<MovesNotWritten | void>
  /** One seat's stored moves, in seq order (a seat rebuilt after a move write of unknown fate). */
  seatMoves(raceId: string, seat: number): Promise<MoveRecord[]>
  /** Cluster mode: from now on every race write is fenced by the race's owner and epoch. */
  fenceWrites?(fence: WriteFence): void
  /** Cluster mode (Postgres only): race leases and node heartbeats. */
  readonly ownership?: OwnershipStore
  /**
   * Marks the race ended and writes its results (and new ratings), in one transaction. A race
   * already ended is left as it is and nothing is written again, so a retry after a commit the
   * caller was told failed records the race once.
   */
  finishRace(
    id: string,
    status: RaceStatus,
    finishedAt: Date,
    results: ResultRecord[],
    rating?: RatingUpdate,
  ): Promise<void>
  /** Current ratings of these players in a game (absent: never rated). */
  getRatings(game: GameId, variant: string, playerIds: string[]): Promise<RatingRecord[]>
  getRace(id: string): Promise<StoredRace | null>
  /** Races in waiting, countdown or live status, for rebuilding at boot. */
  loadUnfinishedRaces(): Promise<StoredRace[]>
  /** Marks waiting races created before `createdBefore` aborted; how many it closed. */
  /** Calls off (at `now`) the races still waiting that were created before `createdBefore`. */
  abortWaitingRaces(createdBefore: Date, now: Date): Promise<number>
}

/** One leaderboard: a game and variant, ranked or friend races, over a period ending `now`. */
export interface LeaderboardQuery {
  game: GameId
  variant: string
  kind: LeaderboardKind
  period: LeaderboardPeriod
  now: Date
  limit: number
}

/** What the pages read about many races and players: lists, boards, stats, par. */
export interface ReadModel {
  /** Newest first, with seats and results but WITHOUT moves (`moves` is empty). */
  listRaces(status: RaceStatus, limit: number): Promise<StoredRace[]>
  /** Unfinished races with a seat of this player not resigned nor abandoned: as listRaces. */
  unfinishedRacesOf(playerId: string, limit: number): Promise<StoredRace[]>
  /**
   * The other racers of each ranked race (not called off) this player sat in since `since`,
   * newest first: what the queue's pair rules read (matchmaking/pair-history.ts).
   */
  rankedOpponentsSince(playerId: string, since: Date): Promise<string[][]>
  /**
   * How many finished races of any kind this player has a result in with at least `minMoves`
   * moves, counted up to `upTo` (the ranked queue's entry rule reads no further).
   */
  finishedRacesWithMoves(playerId: string, minMoves: number, upTo: number): Promise<number>
  /** Has this player already finished a race on this seed (by hash)? */
  hasResultForSeed(playerId: string, seedHash: string): Promise<boolean>
  leaderboard(query: LeaderboardQuery): Promise<LeaderboardRow[]>
  /** A player's record; `now` ends the day streak. */
  playerStats(id: string, now: Date): Promise<PlayerStats | null>
  /** Solver par per deal (par/par-service.ts): read it, or record it once. */
  findPar(deal: Deal): Promise<SolvedPar | null>
  savePar(deal: Deal, par: SolvedPar): Promise<void>
  /** Where each racer's win slipped (par/analysis.ts): one answer per race, kept once. */
  findAnalysis(raceId: string): Promise<SeatAnalysis[] | null>
  saveAnalysis(raceId: string, seats: SeatAnalysis[]): Promise<void>
  countMoves(): Promise<number>
}

/** The database behind the app: the races' own records and the read model, on one connection. */
export interface RaceStore extends RaceRecords, ReadModel {
  /** Runs a trivial query: resolves when the database answers (readiness). */
  ping(): Promise<void>
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

export type { Broadcaster } from './audience/broadcaster-port.js'
