// How a race ends, decided from its seats: finished or aborted (nobody moved), each seat's
// result and the winner by the one outcome rule, the rows to store, new ratings for a ranked
// race, and the race:finished the room is sent once the results are stored (race.ts).
import type { RaceFinishedEvent } from '@patience-race/protocol'
import { botStrengthOf } from '../seats/bots.js'
import { isAborted, isFinished, step, type Allowed } from '../lifecycle/race-lifecycle.js'
import { formatOf } from '../formats/formats.js'
import {
  flagWithholdsRating,
  RATED_MINIMUM,
  tooShortToRate,
  type RatedMinimum,
} from './fair-play.js'
import type { RaceRecord, RatingUpdate, ResultRecord } from '../records.js'
import {
  ratingScores,
  resultRecords,
  seatResults,
  toWire,
  winnerSeat,
  type SeatResult,
} from './race-results.js'
import {
  currentRating,
  rateRace,
  ratingChanges,
  type RatedSeat,
  type RatingChange,
} from './rating.js'
import { isSeatDone, seatProgress, type Seat } from '../seats/race-seat.js'

export interface RaceOutcome {
  /** live → finished, or live → aborted when nobody moved (the lifecycle's `end`). */
  ending: Allowed
  /** In seat order. */
  seats: Seat[]
  results: SeatResult[]
  winner: number | undefined
  /** The result rows to store (none for an aborted race). */
  records: ResultRecord[]
  /** A ranked race, finished: its ratings change (unless a flag withholds them). */
  rated: boolean
  /** A ranked race a racer gave up too soon: unrated for both (fair-play.ts). */
  tooShort: boolean
}

export function raceOutcome(
  record: RaceRecord,
  seatsOf: Iterable<Seat>,
  total: number,
  endedAt: number,
  finishedAt: Date,
  ratedMinimum: RatedMinimum = RATED_MINIMUM,
): RaceOutcome {
  const seats = [...seatsOf].sort((a, b) => a.index - b.index)
  const results = seatResults(seats, total, endedAt)
  const ending = step(record.status, 'end', { moved: results.some((r) => r.moves > 0) })
  if (!ending.ok) throw new Error(`a race in ${record.status} cannot end`)
  const finished = isFinished(ending.to)
  const rated = formatOf(record).rated
  const tooShort =
    rated &&
    finished &&
    tooShortToRate(
      seats.map((seat) => ({
        gaveUp: seat.resigned || seat.abandoned,
        moves: seatProgress(seat, total).moves,
        // A leaver stopped at its last move (it is claimed against only later).
        stoppedAtMs: seat.abandoned ? seat.lastMoveAt : (seat.finishedAt ?? endedAt),
      })),
      ratedMinimum,
    )
  const records = finished
    ? resultRecords(record, seats, results, finishedAt).map((r) =>
        tooShort ? { ...r, ranked: false } : r,
      )
    : []
  return {
    ending,
    seats,
    results,
    winner: winnerSeat(results),
    records,
    rated: rated && finished && !tooShort,
    tooShort,
  }
}

/** A ranked race's rating update, with the changes race:finished tells the players. */
export interface RaceRating extends RatingUpdate {
  /**
   * The changes of the last run of `rate`: once finishRace has resolved, the stored ones (a
   * retry after a commit reported as failed finds the race ended and runs nothing).
   */
  changes(): RatingChange[]
}

/**
 * The two racers' new ratings in the race's game and variant, worked out by finishRace inside
 * its transaction; withheld when they would raise a flagged player's rating (fair-play.ts).
 */
export function raceRating(record: RaceRecord, outcome: RaceOutcome): RaceRating | undefined {
  const [first, second] = outcome.results
  if (!first || !second) return undefined
  const scores = ratingScores(outcome.results, outcome.winner)
  const seats: [RatedSeat, RatedSeat] = [
    { playerId: first.player.id, score: scores[0] ?? 0.5 },
    { playerId: second.player.id, score: scores[1] ?? 0.5 },
  ]
  const flagged = new Set(outcome.records.filter((r) => r.flagged).map((r) => r.playerId))
  const { game, variant } = record
  let changes: RatingChange[] = []
  return {
    game,
    variant,
    playerIds: seats.map((s) => s.playerId).filter((id) => botStrengthOf(id) === null),
    rate(current) {
      const updated = rateRace(game, variant, seats, current)
      const withheld = flagWithholdsRating(
        updated.map((r) => ({
          flagged: flagged.has(r.playerId),
          before: currentRating(current, r.playerId),
          after: r.rating,
        })),
      )
      changes = withheld ? [] : ratingChanges(current, updated)
      return withheld ? [] : updated
    },
    changes: () => changes,
  }
}

export function finishedEvent(
  record: RaceRecord,
  outcome: RaceOutcome,
  rematchId: string | null,
  changes: RatingChange[],
): RaceFinishedEvent {
  const { seats, results, winner, ending } = outcome
  return {
    raceId: record.id,
    reason: finishReason(ending, seats),
    results: results.map(toWire),
    ...(winner !== undefined ? { winnerSeat: winner } : {}),
    // A daily's seed is revealed when its day is over (docs/daily.md).
    ...(formatOf(record).seedAtFinish ? { seed: record.seed } : {}),
    rematchId,
    ...(changes.length > 0 ? { ratings: changes.map((c) => seatRating(seats, c)) } : {}),
    ...(outcome.tooShort ? { unrated: 'too-short' as const } : {}),
  }
}

function seatRating(seats: Seat[], change: RatingChange) {
  const seat = seats.find((s) => s.player.id === change.playerId)
  const { playerId: _playerId, ...rest } = change
  return { seat: seat?.index ?? -1, ...rest }
}

/** Why the race ended, as race:finished says it. */
function finishReason(
  ending: Allowed,
  seats: Seat[],
): 'aborted' | 'claimed' | 'all-finished' | 'time-up' {
  if (isAborted(ending.to)) return 'aborted'
  if (seats.some((seat) => seat.abandoned)) return 'claimed'
  return seats.every(isSeatDone) ? 'all-finished' : 'time-up'
}
