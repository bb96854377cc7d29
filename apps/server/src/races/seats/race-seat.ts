// One seat of a race: who sits there, the game state (optimistic and durable), and when the
// seat finished. Plain data plus small helpers; the move pipeline is seat-moves.ts.
import {
  applyParsedMove,
  liveGame,
  newGame,
  type GameId,
  type GameState,
  type LiveGame,
  type Move,
  type Progress,
} from '@patience-race/engine'
import type { SeatStatus } from '@patience-race/protocol'
import type { MoveRecord, PlayerRecord } from '../records.js'
import { progressOf } from '../core/state-cache.js'
import { isStillPlaying } from './seat-status.js'

export interface Seat {
  /** The seat's number in the race (0, 1). */
  index: number
  player: PlayerRecord
  ready: boolean
  resigned: boolean
  /** Left the live race and the others claimed it (a loss by forfeit). */
  abandoned: boolean
  /** The latest position, moves not yet durable included, changed in place by each move. */
  game: LiveGame | null
  /** `game`'s position as an immutable GameState, made when read (kept until the next move). */
  readonly state: GameState | null
  /**
   * The deal and every move `game` has taken since, in seq order (`moves[i]` is seq i + 1): a
   * rollback replays them up to the last stored one (rare: a failed write).
   */
  dealt: GameState | null
  moves: Move[]
  lastSeq: number
  /** The seq of the last move known to be stored. */
  durableSeq: number
  /** Bumped on rollback: queued moves of an older epoch are dropped. */
  epoch: number
  /**
   * A move write failed without telling whether it was stored (it may have committed): the
   * seat is rebuilt from its stored moves before its next move is handled (seat-resync.ts).
   */
  unsureOfStore: boolean
  /** Moves sent to the move log and not yet settled, by seq: settles (never rejects) when known. */
  inFlight: Map<number, Promise<void>>
  /** Race-clock ms when the seat finished (won, stuck, resigned). */
  finishedAt: number | null
  /** Race-clock ms of the last move that raised the foundation count (tie-break). */
  foundationAt: number
  lastMoveAt: number
  /** Race-clock ms of every stored move, in order (the fair-play pace check). */
  moveTimes: number[]
}

export function emptySeat(index: number, player: PlayerRecord): Seat {
  return {
    index,
    player,
    ready: false,
    resigned: false,
    abandoned: false,
    game: null,
    get state() {
      return this.game?.state() ?? null
    },
    dealt: null,
    moves: [],
    lastSeq: 0,
    durableSeq: 0,
    epoch: 0,
    unsureOfStore: false,
    inFlight: new Map(),
    finishedAt: null,
    foundationAt: 0,
    lastMoveAt: 0,
    moveTimes: [],
  }
}

export function dealSeat(seat: Seat, game: GameId, variant: string, seed: string): void {
  seat.dealt = newGame(game, { seed }, variant)
  seat.game = liveGame(seat.dealt)
  seat.moves = []
}

export function seatStatus(seat: Seat): SeatStatus {
  if (seat.abandoned) return 'abandoned'
  if (seat.resigned) return 'resigned'
  return seat.game ? seat.game.progress().status : 'playing'
}

export function seatProgress(seat: Seat, total: number): Progress {
  return seat.game?.progress() ?? { foundation: 0, total, moves: 0, status: 'playing' }
}

/**
 * The seat's position after its first `count` moves, rebuilt from the deal (a resend answered
 * while later moves are being written, a rollback).
 */
export function positionAfter(seat: Seat, count: number): GameState | null {
  let state = seat.dealt
  if (!state) return null
  for (const move of seat.moves.slice(0, count)) {
    const result = applyParsedMove(state, move)
    if (!result.ok) throw new Error(`seat ${seat.index}: a move it took was refused on replay`)
    state = result.state
  }
  return state
}

export function isSeatDone(seat: Seat): boolean {
  return !isStillPlaying(seatStatus(seat))
}

/**
 * Rebuilds a seat from its deal (`seat.dealt`, as dealSeat left it) and its stored moves, in
 * seq order: boot recovery, finished races, a seat unsure of the store. Stops at the first
 * move that does not follow (a seq out of turn, or one the engine refuses), so the seat stands
 * after the last move that did, at that move's seq; the stop is returned for the caller to log.
 */
export function replaySeat(
  seat: Seat,
  moves: MoveRecord[],
): { ok: true } | { ok: false; message: string } {
  let state = seat.dealt
  if (!state) return { ok: true }
  seat.moves = []
  seat.lastSeq = 0
  seat.lastMoveAt = 0
  seat.foundationAt = 0
  seat.moveTimes = []
  let stop: string | null = null
  for (const record of moves) {
    if (record.seq !== seat.lastSeq + 1) {
      stop = `seq ${record.seq} does not follow seq ${seat.lastSeq}`
      break
    }
    const before = progressOf(state).foundation
    const result = applyParsedMove(state, record.move)
    if (!result.ok) {
      stop = `move ${record.seq}: ${result.error.message}`
      break
    }
    state = result.state
    seat.moves.push(record.move)
    if (progressOf(state).foundation > before) seat.foundationAt = record.at
    seat.lastSeq = record.seq
    seat.lastMoveAt = record.at
    seat.moveTimes.push(record.at)
  }
  seat.game = liveGame(state)
  seat.durableSeq = seat.lastSeq
  if (!isStillPlaying(progressOf(state).status) && seat.finishedAt === null)
    seat.finishedAt = seat.lastMoveAt
  if (stop === null) return { ok: true }
  return {
    ok: false,
    message: `seat ${seat.index}: replay stopped after seq ${seat.lastSeq} (stored up to ${moves.at(-1)?.seq}): ${stop}`,
  }
}
