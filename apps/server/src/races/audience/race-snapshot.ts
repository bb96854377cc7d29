// What a race looks like on the wire, as pure functions of its current facts: the summary
// (REST and join replies), the `race:state` event and the spectators' views.
import type { Progress } from '@patience-race/engine'
import type { RaceStateEvent, RaceSummary, SeatStatus } from '@patience-race/protocol'
import { formatOf } from '../formats/formats.js'
import { isAborted, isCountingDown, isFinished } from '../lifecycle/race-lifecycle.js'
import type { RaceRecord, StoredRace } from '../records.js'
import type { SeatRatingFacts } from '../ending/race-ratings.js'
import { placesOf, seatResults, withOutcome } from '../ending/race-results.js'
import { seatProgress, seatStatus, type Seat } from '../seats/race-seat.js'
import { isoTimes } from './race-times.js'

export interface RaceFacts {
  record: RaceRecord
  seats: ReadonlyMap<number, Seat>
  total: number
  rematchId: string | null
  /** The seat whose rematch offer is open, if any. */
  rematchOfferBy: number | null
  spectators: number
  /** Clock time the countdown ends, while counting down. */
  countdownEndsAt: number | null
  /** A live race's leaver rule (ABANDON_AFTER_MS), for the others' countdown to a claim. */
  abandonAfterMs?: number
  /** A seat's progress as this audience may know it (a spectator delay holds it back). */
  progressOf?: (seat: Seat) => Progress
  /** Whether a seat's racer is connected, and since when it is not. */
  presence?: (seat: Seat) => { online: boolean; offlineSince: string | null }
  /** A ranked race's rating of a seat and, for a person, its stakes (race-ratings.ts). */
  ratingOf?: (seat: Seat) => SeatRatingFacts | undefined
}

/** The seat's status and progress, live or as the audience may know them. */
function seatFacts(seat: Seat, facts: RaceFacts): { status: SeatStatus; progress: Progress } {
  if (!facts.progressOf)
    return { status: seatStatus(seat), progress: seatProgress(seat, facts.total) }
  const progress = facts.progressOf(seat)
  return { status: progress.status, progress }
}

function players(facts: RaceFacts): RaceSummary['players'] {
  return [...facts.seats.values()]
    .sort((a, b) => a.index - b.index)
    .map((seat) => ({
      seat: seat.index,
      player: { id: seat.player.id, name: seat.player.name },
      ready: seat.ready,
      ...seatFacts(seat, facts),
      ...facts.presence?.(seat),
      ...facts.ratingOf?.(seat),
    }))
}

/**
 * The seed appears only once the race is over and stored (`finished`, or `aborted` after it
 * started); a daily attempt's never (docs/daily.md).
 */
export function raceSummary(facts: RaceFacts): RaceSummary {
  const r = facts.record
  return {
    ...summaryBase(r),
    rematchId: facts.rematchId,
    rematchOfferBy: facts.rematchOfferBy,
    players: players(facts),
    ...(isFinished(r) ? { places: livePlaces(facts) } : {}),
    spectators: facts.spectators,
    ...(facts.abandonAfterMs !== undefined ? { abandonAfterMs: facts.abandonAfterMs } : {}),
  }
}

/** A finished race still held here: places from its seats (the results it stored). */
function livePlaces(facts: RaceFacts) {
  const seats = [...facts.seats.values()].sort((a, b) => a.index - b.index)
  return placesOf(seatResults(seats, facts.total, 0))
}

function summaryBase(r: RaceRecord) {
  return {
    raceId: r.id,
    game: r.game,
    variant: r.variant,
    seedHash: r.seedHash,
    seedKnown: r.seedKnown,
    // A daily's seed is revealed by its day's end, not its finish (GET /api/daily/:game/:date).
    ...(formatOf(r).seedAtFinish && (isFinished(r) || (isAborted(r) && r.startedAt))
      ? { seed: r.seed }
      : {}),
    status: r.status,
    seats: r.seatCount,
    timeLimitSec: r.timeLimitSec,
    ...isoTimes(r),
    rematchOf: r.rematchOf,
    kind: r.kind,
    spectatorsAllowed: r.spectatorsAllowed,
    spectatorDelaySec: r.spectatorDelaySec,
    ...(r.arenaId ? { arenaId: r.arenaId, round: r.arenaRound ?? 0 } : {}),
  }
}

export function raceStateEvent(facts: RaceFacts, now: number): RaceStateEvent {
  const { record } = facts
  return {
    raceId: record.id,
    status: record.status,
    players: players(facts),
    spectators: facts.spectators,
    ...(isCountingDown(record) && facts.countdownEndsAt !== null
      ? { countdownMs: Math.max(0, facts.countdownEndsAt - now) }
      : {}),
    startedAt: record.startedAt?.toISOString() ?? null,
    serverTime: now,
    timeLimitSec: record.timeLimitSec,
  }
}

/**
 * A finished or aborted race's summary from its stored rows alone (results give each seat's
 * progress), so listing races never replays a move log.
 */
export function storedRaceSummary(stored: StoredRace, total: number): RaceSummary {
  const results = new Map(stored.results.map((r) => [r.seat, r]))
  return {
    ...summaryBase(stored.race),
    rematchId: stored.rematchId,
    players: stored.seats.map((seat) => {
      const result = results.get(seat.seat)
      return {
        seat: seat.seat,
        player: { id: seat.player.id, name: seat.player.name },
        ready: seat.ready,
        status: result?.status ?? (seat.resigned ? 'resigned' : 'playing'),
        progress: {
          foundation: result?.foundation ?? 0,
          total: result?.total ?? total,
          moves: result?.moves ?? 0,
          status:
            result && result.status !== 'resigned' && result.status !== 'abandoned'
              ? result.status
              : result?.won
                ? 'won'
                : 'playing',
        },
      }
    }),
    ...(isFinished(stored.race)
      ? { places: withOutcome(stored.results).map(({ seat, place }) => ({ seat, place })) }
      : {}),
    spectators: 0,
  }
}
