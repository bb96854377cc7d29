// Final results of a race and who won it.
import type { RaceResult } from '@patience-race/protocol'
import { seatProgress, seatStatus, type Seat } from './race-seat.js'

export interface SeatResult extends RaceResult {
  /** Race-clock ms of the last foundation increase (tie-break). */
  foundationAt: number
}

export function seatResults(seats: Seat[], total: number, endedAt: number): SeatResult[] {
  return seats.map((seat) => {
    const p = seatProgress(seat, total)
    const status = seatStatus(seat)
    return {
      seat: seat.seat,
      player: { id: seat.player.id, name: seat.player.name },
      foundation: p.foundation,
      total: p.total,
      won: status === 'won',
      status,
      timeMs: Math.max(0, Math.round(seat.finishedAt ?? endedAt)),
      moves: p.moves,
      foundationAt: seat.foundationAt,
    }
  })
}

/**
 * Higher foundation count wins; on a tie, whoever reached that count first (earlier last
 * foundation increase); still tied → no winner.
 */
export function winnerSeat(results: SeatResult[]): number | undefined {
  const sorted = [...results].sort(
    (a, b) => b.foundation - a.foundation || a.foundationAt - b.foundationAt,
  )
  const [first, second] = sorted
  if (!first) return undefined
  if (!second) return first.seat
  if (first.foundation === second.foundation && first.foundationAt === second.foundationAt)
    return undefined
  return first.seat
}

export function toWire(result: SeatResult): RaceResult {
  const { foundationAt: _ignored, ...wire } = result
  return wire
}
