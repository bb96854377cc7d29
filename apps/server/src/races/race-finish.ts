// How a race ends, decided from its seats: finished or aborted (nobody moved), each seat's
// result and the winner by the one outcome rule, the rows to store, new ratings for a ranked
// race, and the race:finished the room is sent once the results are stored (race.ts).
import type { RaceFinishedEvent } from '@patience-race/protocol'
import type { RaceRecord, RaceRecords, ResultRecord, RatingRecord } from './ports.js'
import {
  ratingScores,
  resultRecords,
  seatResults,
  toWire,
  winnerSeat,
  type SeatResult,
} from './race-results.js'
import { rateRace, ratingChanges, type RatingChange } from './rating.js'
import { isSeatDone, type Seat } from './race-seat.js'

export interface RaceOutcome {
  status: 'finished' | 'aborted'
  /** In seat order. */
  seats: Seat[]
  results: SeatResult[]
  winner: number | undefined
  /** The result rows to store (none for an aborted race). */
  records: ResultRecord[]
  /** A ranked race, finished, with no flagged result: its ratings change. */
  rated: boolean
}

export function raceOutcome(
  record: RaceRecord,
  seatsOf: Iterable<Seat>,
  total: number,
  endedAt: number,
  finishedAt: Date,
): RaceOutcome {
  const seats = [...seatsOf].sort((a, b) => a.index - b.index)
  const results = seatResults(seats, total, endedAt)
  // A race where nobody moved says nothing: aborted, no results, no rating.
  const status = results.some((r) => r.moves > 0) ? 'finished' : 'aborted'
  const records = status === 'finished' ? resultRecords(record, seats, results, finishedAt) : []
  return {
    status,
    seats,
    results,
    winner: winnerSeat(results),
    records,
    rated: record.kind === 'ranked' && status === 'finished' && !records.some((r) => r.flagged),
  }
}

/** The two racers' new ratings in the race's game and variant, and the change for each. */
export async function newRatings(
  store: Pick<RaceRecords, 'getRatings'>,
  record: RaceRecord,
  outcome: RaceOutcome,
): Promise<{ records: RatingRecord[]; changes: RatingChange[] } | null> {
  const [first, second] = outcome.results
  if (!first || !second) return null
  const scores = ratingScores(outcome.results, outcome.winner)
  const { game, variant } = record
  const current = await store.getRatings(game, variant, [first.player.id, second.player.id])
  const records = rateRace(
    game,
    variant,
    [
      { playerId: first.player.id, score: scores[0] ?? 0.5 },
      { playerId: second.player.id, score: scores[1] ?? 0.5 },
    ],
    current,
  )
  return { records, changes: ratingChanges(current, records) }
}

export function finishedEvent(
  record: RaceRecord,
  outcome: RaceOutcome,
  rematchId: string | null,
  changes: RatingChange[],
): RaceFinishedEvent {
  const { seats, results, winner, status } = outcome
  return {
    raceId: record.id,
    reason: finishReason(status, seats),
    results: results.map(toWire),
    ...(winner !== undefined ? { winnerSeat: winner } : {}),
    // A daily's seed is revealed when its day is over (docs/daily.md).
    ...(record.kind === 'daily' ? {} : { seed: record.seed }),
    rematchId,
    ...(changes.length > 0 ? { ratings: changes.map((c) => seatRating(seats, c)) } : {}),
  }
}

function seatRating(seats: Seat[], change: RatingChange) {
  const seat = seats.find((s) => s.player.id === change.playerId)
  const { playerId: _playerId, ...rest } = change
  return { seat: seat?.index ?? -1, ...rest }
}

/** Why the race ended, as race:finished says it. */
function finishReason(
  status: RaceOutcome['status'],
  seats: Seat[],
): 'aborted' | 'claimed' | 'all-finished' | 'time-up' {
  if (status === 'aborted') return 'aborted'
  if (seats.some((seat) => seat.abandoned)) return 'claimed'
  return seats.every(isSeatDone) ? 'all-finished' : 'time-up'
}
