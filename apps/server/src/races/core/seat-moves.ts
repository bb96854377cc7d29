// One seat's move pipeline: seq check, engine apply, durable append, rollback. A move is
// acknowledged only once the move log has stored it; a failed write rolls the seat back to its
// last stored move, and the client resends from there. A failed write may still have been
// stored, so the seat is also marked unsure of the store: seat-resync.ts rebuilds it from what
// the store holds before its next move.
import {
  liveGame,
  playerView,
  type LiveMoveOk,
  type Move,
  type Progress,
} from '@patience-race/engine'
import { err, ok, type Err, type MoveOk, type Reply } from '@patience-race/protocol'
import type { MoveLog } from './move-log.js'
import { FencedError } from '../ports.js'
import { positionAfter, type Seat } from '../seats/race-seat.js'
import { legalOf } from './state-cache.js'

/**
 * Checks the seq and has the seat's game take the move (in place: the seat's latest position is
 * the new one at once, so the next seq can follow); a refused move changes nothing.
 */
export function applySeatMove(
  seat: Seat,
  move: Move,
  seq: number,
): (LiveMoveOk & { foundationBefore: number; progress: Progress }) | Err {
  if (seq !== seat.lastSeq + 1) {
    return {
      ok: false,
      error: { code: 'SEQ_GAP', message: `expected seq ${seat.lastSeq + 1}`, seq: seat.lastSeq },
    }
  }
  const game = seat.game
  if (!game) return err('NOT_STARTED', 'the race has not started yet')
  const foundationBefore = game.progress().foundation
  const result = game.apply(move)
  if (!result.ok) return err('ILLEGAL_MOVE', result.error.message)
  seat.moves.push(move)
  seat.lastSeq = seq
  return { ...result, foundationBefore, progress: game.progress() }
}

export interface StoreMoveInput {
  raceId: string
  seq: number
  move: Move
  /** Race-clock ms of the move. */
  at: number
  /** Foundation cards before and after the move. */
  foundation: { before: number; after: number }
}

/**
 * Appends a move the seat's game has taken and resolves true once it is durable; else rolls the
 * seat back to its last stored move and resolves with the error ('fenced' when another node owns
 * the race now: nothing was written).
 */
export async function storeSeatMove(
  seat: Seat,
  input: StoreMoveInput,
  moveLog: MoveLog,
  onFailure: (error: unknown) => void,
): Promise<true | 'failed' | 'fenced'> {
  const { seq, at } = input
  const epoch = seat.epoch
  const durable = moveLog.append(
    { raceId: input.raceId, seat: seat.index, seq, move: input.move, at },
    () => seat.epoch === epoch,
  )
  seat.inFlight.set(
    seq,
    durable.then(
      () => undefined,
      () => undefined,
    ),
  )
  try {
    await durable
  } catch (error) {
    seat.inFlight.delete(seq)
    if (seat.epoch === epoch) {
      seat.epoch++
      rollBack(seat)
      seat.unsureOfStore = !(error instanceof FencedError)
      onFailure(error)
    }
    return error instanceof FencedError ? 'fenced' : 'failed'
  }
  seat.inFlight.delete(seq)
  seat.durableSeq = seq
  seat.lastMoveAt = at
  seat.moveTimes.push(at)
  if (input.foundation.after > input.foundation.before) seat.foundationAt = at
  return true
}

/** The seat back at its last stored move: its game rebuilt from the deal and its moves. */
function rollBack(seat: Seat): void {
  const state = positionAfter(seat, seat.durableSeq)
  seat.moves.length = seat.durableSeq
  seat.lastSeq = seat.durableSeq
  seat.game = state ? liveGame(state) : null
}

/**
 * A seq the seat already has: answered from the stored state at once, or, for a move still
 * being written, as soon as that one move is settled (never behind the whole move log).
 */
export async function answerResend(seat: Seat, seq: number): Promise<Reply<MoveOk>> {
  const inFlight = seq > seat.durableSeq ? seat.inFlight.get(seq) : undefined
  if (inFlight) await inFlight
  if (seq > seat.durableSeq) return err('INTERNAL', 'the move could not be saved; send it again')
  // Later moves may still be being written: the position of the last stored one, then.
  const state = seat.durableSeq === seat.lastSeq ? seat.state : positionAfter(seat, seat.durableSeq)
  if (!state) return err('INTERNAL', 'the move could not be saved; send it again')
  return ok({ seq: seat.durableSeq, view: playerView(state), legal: legalOf(state) })
}

/** Settles once every move of these seats sent to the move log so far is settled. */
export async function seatsSettled(seats: Iterable<Seat>): Promise<void> {
  const waits: Array<Promise<void>> = []
  for (const seat of seats) waits.push(...seat.inFlight.values())
  await Promise.all(waits)
}
