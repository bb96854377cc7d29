// Rebuilds a race's seats from what the store holds: seats as stored, and once the race has
// started each board dealt again and its stored moves replayed.
import { isCountingDown, isOver } from '../lifecycle/race-lifecycle.js'
import type { RaceParts } from './race-parts.js'
import type { StoredRace } from '../records.js'
import { dealSeat, emptySeat, replaySeat } from '../seats/race-seat.js'

export function restoreSeats(race: RaceParts, stored: StoredRace): void {
  const { record, log } = race
  race.rematches.id = stored.rematchId
  for (const s of stored.seats) {
    const seat = emptySeat(s.seat, s.player)
    seat.ready = s.ready
    seat.resigned = s.resigned
    seat.abandoned = s.abandoned
    race.seats.set(s.seat, seat)
  }
  if (record.startedAt && !isCountingDown(record)) {
    for (const seat of race.seats.values()) {
      try {
        dealSeat(seat, record.game, record.variant, record.seed)
        const moves = stored.moves.filter((m) => m.seat === seat.index)
        const replayed = replaySeat(seat, moves)
        if (!replayed.ok) log.error({ seat: seat.index }, replayed.message)
      } catch (error) {
        log.error({ seat: seat.index, err: error }, 'could not rebuild a seat')
      }
      // A seat out by resigning or a claim: its stored time (rows from before it was stored
      // fall back on its last move).
      const out = stored.seats.find((s) => s.seat === seat.index)
      if ((seat.resigned || seat.abandoned) && seat.finishedAt === null)
        seat.finishedAt = out?.finishedAtMs ?? seat.lastMoveAt
    }
  }
  if (isOver(record)) race.flags.closing = true
}
