// Final results of a race and who won it.
import { raceOutcome, type OutcomeReason } from '@patience-race/engine'
import type { RaceResult, SeatStatus } from '@patience-race/protocol'
import { botStrengthOf } from '../seats/bots.js'
import { inhumanPace, medianGapMs } from './fair-play.js'
import { formatOf } from '../formats/formats.js'
import type { RaceRecord, ResultRecord } from '../records.js'
import { seatProgress, seatStatus, type Seat } from '../seats/race-seat.js'
import { hasWon, wasAbandoned } from '../seats/seat-status.js'

export interface SeatResult extends RaceResult {
  /** Race-clock ms of the last foundation increase (tie-break). */
  foundationAt: number
  place: number
  outcome: OutcomeReason
}

/** Each seat's result, with its place and the race's outcome decided once, here. */
export function seatResults(seats: Seat[], total: number, endedAt: number): SeatResult[] {
  const standings = seats.map((seat) => {
    const p = seatProgress(seat, total)
    const status = seatStatus(seat)
    return {
      seat: seat.index,
      player: { id: seat.player.id, name: seat.player.name },
      foundation: p.foundation,
      total: p.total,
      won: hasWon(status),
      status,
      timeMs: Math.max(0, Math.round(seat.finishedAt ?? endedAt)),
      moves: p.moves,
      foundationAt: seat.foundationAt,
    }
  })
  const { places, reason } = outcomeOf(standings)
  return standings.map((r, i) => ({ ...r, place: places[i] ?? standings.length, outcome: reason }))
}

/**
 * Stored results with their place and outcome: as stored at the finish, or, for rows stored
 * before they were kept, decided now by the same rule.
 */
export function withOutcome<
  R extends Standing & { place: number | null; outcome: OutcomeReason | null },
>(
  rows: readonly R[],
): Array<Omit<R, 'place' | 'outcome'> & { place: number; outcome: OutcomeReason }> {
  const bySeat = [...rows].sort((a, b) => a.seat - b.seat)
  const first = bySeat[0]
  if (bySeat.every((r) => r.place !== null) && first?.outcome)
    return bySeat.map((r) => ({
      ...r,
      place: r.place ?? bySeat.length,
      outcome: first.outcome ?? 'tie',
    }))
  const { places, reason } = outcomeOf(bySeat)
  return bySeat.map((r, i) => ({ ...r, place: places[i] ?? bySeat.length, outcome: reason }))
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
      forfeit: wasAbandoned(r.status),
    })),
  )
}

/** The race's winner, as its results' places say (one seat alone in first); undefined: a tie. */
export function winnerSeat(results: readonly SeatResult[]): number | undefined {
  const first = results.filter((r) => r.place === 1)
  return first.length === 1 ? first[0]?.seat : undefined
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
    const { rated } = formatOf(race)
    const flagged = rated && !bot && inhumanPace(times)
    const { player, ...rest } = r
    return {
      ...rest,
      raceId: race.id,
      playerId: player.id,
      game: race.game,
      variant: race.variant,
      seedHash: race.seedHash,
      ranked: rated && r.moves > 0 && !flagged && !bot,
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
