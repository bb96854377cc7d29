// A seat unsure of the store: one of its move writes failed without telling whether it was
// stored (the batch may have committed and the connection dropped before the answer). The
// store is the truth then, so before the seat's next move or resend is handled its stored moves
// are read back and the seat rebuilt from them, with the replay the boot recovery uses. A
// resend is then answered with the stored position, which the client adopts.
import type { RaceParts } from './race-parts.js'
import { dealSeat, replaySeat, type Seat } from '../seats/race-seat.js'
import { seatsSettled } from './seat-moves.js'

const resyncs = new WeakMap<Seat, Promise<boolean>>()

/**
 * Rebuilds the seat from the store, once however many moves ask meanwhile; true once the seat
 * matches the store, false when the store could not be read (the seat stays unsure).
 * `onAdvanced` runs once when the store held moves the seat had rolled back.
 */
export function resyncSeat(race: RaceParts, seat: Seat, onAdvanced: () => void): Promise<boolean> {
  let resync = resyncs.get(seat)
  if (!resync) {
    resync = rebuildFromStore(race, seat, onAdvanced).finally(() => resyncs.delete(seat))
    resyncs.set(seat, resync)
  }
  return resync
}

async function rebuildFromStore(
  race: RaceParts,
  seat: Seat,
  onAdvanced: () => void,
): Promise<boolean> {
  // Moves of the failed write's epoch may still be queued: read only once each is settled.
  await seatsSettled([seat])
  const { record, log } = race
  let moves
  try {
    moves = await race.deps.store.seatMoves(record.id, seat.index)
  } catch (error) {
    log.error({ seat: seat.index, err: error }, 'could not read the seat back from the store')
    return false
  }
  const before = seat.lastSeq
  seat.epoch++
  dealSeat(seat, record.game, record.variant, record.seed)
  const replayed = replaySeat(seat, moves)
  if (!replayed.ok) log.error({ seat: seat.index }, replayed.message)
  seat.unsureOfStore = false
  if (seat.lastSeq !== before) {
    log.warn({ seat: seat.index, from: before, to: seat.lastSeq }, 'seat rebuilt from the store')
    onAdvanced()
  }
  return true
}
