// One seat of a race: who sits there, the game state (optimistic and durable), and when the
// seat finished. Plain data plus small helpers; the move pipeline is seat-moves.ts.
import {
  applyParsedMove,
  newGame,
  type GameId,
  type GameState,
  type Progress,
} from '@patience-race/engine'
import type { SeatStatus } from '@patience-race/protocol'
import type { MoveRecord, PlayerRecord } from '../records.js'
import { progressOf } from '../core/state-cache.js'

export interface Seat {
  /** The seat's number in the race (0, 1). */
  index: number
  player: PlayerRecord
  ready: boolean
  resigned: boolean
  /** Left the live race and the others claimed it (a loss by forfeit). */
  abandoned: boolean
  /** Latest state, including moves not yet durable. */
  state: GameState | null
  lastSeq: number
  /** State and seq after the last move known to be stored. */
  durableState: GameState | null
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
    state: null,
    lastSeq: 0,
    durableState: null,
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
  const state = newGame(game, { seed }, variant)
  seat.state = state
  seat.durableState = state
}

export function seatStatus(seat: Seat): SeatStatus {
  if (seat.abandoned) return 'abandoned'
  if (seat.resigned) return 'resigned'
  return seat.state ? progressOf(seat.state).status : 'playing'
}

export function seatProgress(seat: Seat, total: number): Progress {
  return seat.state ? progressOf(seat.state) : { foundation: 0, total, moves: 0, status: 'playing' }
}

export function isSeatDone(seat: Seat): boolean {
  return seatStatus(seat) !== 'playing'
}

/**
 * Rebuilds a seat from its deal (`seat.state`, as dealSeat left it) and its stored moves, in
 * seq order: boot recovery, finished races, a seat unsure of the store. Stops at the first
 * move that does not follow (a seq out of turn, or one the engine refuses), so the seat stands
 * after the last move that did, at that move's seq; the stop is returned for the caller to log.
 */
export function replaySeat(
  seat: Seat,
  moves: MoveRecord[],
): { ok: true } | { ok: false; message: string } {
  let state = seat.state
  if (!state) return { ok: true }
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
    if (progressOf(state).foundation > before) seat.foundationAt = record.at
    seat.lastSeq = record.seq
    seat.lastMoveAt = record.at
    seat.moveTimes.push(record.at)
  }
  seat.state = state
  seat.durableState = state
  seat.durableSeq = seat.lastSeq
  if (progressOf(state).status !== 'playing' && seat.finishedAt === null)
    seat.finishedAt = seat.lastMoveAt
  if (stop === null) return { ok: true }
  return {
    ok: false,
    message: `seat ${seat.index}: replay stopped after seq ${seat.lastSeq} (stored up to ${moves.at(-1)?.seq}): ${stop}`,
  }
}
