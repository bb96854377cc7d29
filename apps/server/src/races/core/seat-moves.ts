// One seat's move pipeline: seq check, engine apply, durable append, rollback. A move is
// acknowledged only once the move log has stored it; a failed write rolls the seat back to its
// last stored move, and the client resends from there. A failed write may still have been
// stored, so the seat is also marked unsure of the store: seat-resync.ts rebuilds it from what
// the store holds before its next move.
import { applyParsedMove, playerView, type GameState, type Move } from '@patience-race/engine'
import { err, ok, type Err, type MoveOk, type Reply } from '@patience-race/protocol'
import type { MoveLog } from './move-log.js'
import { FencedError } from '../ports.js'
import type { Seat } from '../seats/race-seat.js'
import { legalOf, progressOf } from './state-cache.js'

/** Checks the seq and asks the engine; changes nothing. */
export function applySeatMove(
  seat: Seat,
  state: GameState,
  move: Move,
  seq: number,
): { ok: true; state: GameState } | Err {
  if (seq !== seat.lastSeq + 1) {
    return {
      ok: false,
      error: { code: 'SEQ_GAP', message: `expected seq ${seat.lastSeq + 1}`, seq: seat.lastSeq },
    }
  }
  const result = applyParsedMove(state, move)
  if (result.ok) return { ok: true, state: result.state }
  return err('ILLEGAL_MOVE', result.error.message)
}

export interface StoreMoveInput {
  raceId: string
  seq: number
  move: Move
  /** Race-clock ms of the move. */
  at: number
  state: GameState
}

/**
 * Makes `state` the seat's latest (so the next seq can follow at once), appends the move and
 * resolves true once it is durable; else rolls the seat back to its last stored move and
 * resolves with the error ('fenced' when another node owns the race now: nothing was written).
 */
export async function storeSeatMove(
  seat: Seat,
  input: StoreMoveInput,
  moveLog: MoveLog,
  onFailure: (error: unknown) => void,
): Promise<true | 'failed' | 'fenced'> {
  const { seq, state, at } = input
  const epoch = seat.epoch
  seat.state = state
  seat.lastSeq = seq
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
      seat.state = seat.durableState
      seat.lastSeq = seat.durableSeq
      seat.unsureOfStore = !(error instanceof FencedError)
      onFailure(error)
    }
    return error instanceof FencedError ? 'fenced' : 'failed'
  }
  seat.inFlight.delete(seq)
  const before = seat.durableState ? progressOf(seat.durableState).foundation : 0
  seat.durableState = state
  seat.durableSeq = seq
  seat.lastMoveAt = at
  seat.moveTimes.push(at)
  if (progressOf(state).foundation > before) seat.foundationAt = at
  return true
}

/**
 * A seq the seat already has: answered from the stored state at once, or, for a move still
 * being written, as soon as that one move is settled (never behind the whole move log).
 */
export async function answerResend(seat: Seat, seq: number): Promise<Reply<MoveOk>> {
  const inFlight = seq > seat.durableSeq ? seat.inFlight.get(seq) : undefined
  if (inFlight) await inFlight
  if (seq > seat.durableSeq || !seat.durableState)
    return err('INTERNAL', 'the move could not be saved; send it again')
  const state = seat.durableState
  return ok({ seq: seat.durableSeq, view: playerView(state), legal: legalOf(state) })
}

/** Settles once every move of these seats sent to the move log so far is settled. */
export async function seatsSettled(seats: Iterable<Seat>): Promise<void> {
  const waits: Array<Promise<void>> = []
  for (const seat of seats) waits.push(...seat.inFlight.values())
  await Promise.all(waits)
}
