// Final results of a race and who won it.
import { raceOutcome } from '@patience-race/engine'
import type { RaceResult, SeatStatus } from '@patience-race/protocol'
import { botStrengthOf } from './bots.js'
import { inhumanPace, medianGapMs } from './fair-play.js'
import type { RaceRecord, ResultRecord } from './ports.js'
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
      seat: seat.index,
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

/** What the one outcome rule reads of a seat's result (live or stored). */
interface Standing {
  seat: number
  foundation: number
  foundationAt?: number | null | undefined
  status: SeatStatus
}

function outcomeOf(results: readonly Standing[]) {
  return raceOutcome(
    results.map((r) => ({
      seat: r.seat,
      foundation: r.foundation,
      ...(r.foundationAt !== null && r.foundationAt !== undefined
        ? { foundationAt: r.foundationAt }
        : {}),
      // A leaver whose race was claimed places after everyone else.
      forfeit: r.status === 'abandoned',
    })),
  )
}

/** The race's winner by the engine's one outcome rule (docs/rules.md §5); undefined: a tie. */
export function winnerSeat(results: SeatResult[]): number | undefined {
  return outcomeOf(results).winner ?? undefined
}

/** Every seat's place 1..N by the same rule (seats that compare equal share a place). */
export function placesOf(results: readonly Standing[]): Array<{ seat: number; place: number }> {
  const { places } = outcomeOf(results)
  return results.map((r, i) => ({ seat: r.seat, place: places[i] ?? results.length }))
}

export function toWire(result: SeatResult): RaceResult {
  return result
}

/**
 * The rows a finished race stores. Ranked: a ranked race, a seat that moved (a seat that never
 * moved says nothing about the player), a human, and a humanly possible pace.
 */
export function resultRecords(
  race: RaceRecord,
  seats: Seat[],
  results: SeatResult[],
  finishedAt: Date,
): ResultRecord[] {
  return results.map((r) => {
    const seat = seats.find((s) => s.index === r.seat)
    const times = seat?.moveTimes ?? []
    // Server bots are trusted (their pace is configured); only people are judged.
    const bot = botStrengthOf(r.player.id) !== null
    const flagged = race.kind === 'ranked' && !bot && inhumanPace(times)
    const { player, ...rest } = r
    return {
      ...rest,
      raceId: race.id,
      playerId: player.id,
      game: race.game,
      variant: race.variant,
      seedHash: race.seedHash,
      ranked: race.kind === 'ranked' && r.moves > 0 && !flagged && !bot,
      flagged,
      medianMoveMs: medianGapMs(times),
      finishedAt,
    }
  })
}

/**
 * Each seat's rating score: a seat that never moved loses to one that did (resigning a bad deal
 * at once is a loss, not a free retry); otherwise the race's winner, or a tie.
 */
export function ratingScores(results: SeatResult[], winner: number | undefined): number[] {
  const moved = results.map((r) => r.moves > 0)
  if (moved.filter(Boolean).length === 1) return moved.map((m) => (m ? 1 : 0))
  return results.map((r) => (winner === undefined ? 0.5 : r.seat === winner ? 1 : 0))
}
