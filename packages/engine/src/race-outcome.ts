// Who wins a race of N seats (docs/rules.md §5): the one outcome rule the server stores and every
// page shows.

/** One seat's standing at the end of a race. */
export interface RaceStanding {
  seat: number
  /** Cards on the foundations at the end. */
  foundation: number
  /**
   * Race-clock ms of the seat's last foundation increase: when it reached `foundation`.
   * Absent when not known (results stored before it was kept): such a seat is never "first".
   */
  foundationAt?: number
  /** The seat left the race and lost it by forfeit (an abandoned seat): placed after the rest. */
  forfeit?: boolean
}

/**
 * Why the winner won (or why nobody did), told against the runner-up:
 * `more-cards` more cards on the foundations; `first-to-count` the same count, reached sooner;
 * `tie` the best seats share the first place; `alone` a race of one seat; `forfeit` the
 * runner-up left the race (whatever the counts).
 */
export const OUTCOME_REASONS = ['more-cards', 'first-to-count', 'tie', 'alone', 'forfeit'] as const
export type OutcomeReason = (typeof OUTCOME_REASONS)[number]

export interface RaceOutcome {
  /** places[i] is the place of standings[i]: 1 … N, seats that compare equal share a place. */
  places: number[]
  /** The seat number of the only seat in first place, or null when first place is shared. */
  winner: number | null
  reason: OutcomeReason
}

/** Negative when `a` places ahead of `b`, 0 when they share a place. */
function compare(a: RaceStanding, b: RaceStanding): number {
  if (Boolean(a.forfeit) !== Boolean(b.forfeit)) return a.forfeit ? 1 : -1
  if (a.foundation !== b.foundation) return b.foundation - a.foundation
  if (a.foundationAt === undefined || b.foundationAt === undefined) return 0
  return a.foundationAt - b.foundationAt
}

/**
 * The places, winner and reason of a race: more cards on the foundations places first; on equal
 * counts, whoever reached that count first; a seat that forfeited places after every other; equal counts reached at the same ms (or with a time
 * not known) share the place. Works for any number of seats.
 */
export function raceOutcome(standings: readonly RaceStanding[]): RaceOutcome {
  const places = standings.map(
    (seat) => 1 + standings.filter((other) => compare(other, seat) < 0).length,
  )
  const ranked = [...standings].sort(compare)
  const [first, second] = ranked
  if (first === undefined) return { places, winner: null, reason: 'tie' }
  if (second === undefined) return { places, winner: first.seat, reason: 'alone' }
  if (compare(first, second) === 0) return { places, winner: null, reason: 'tie' }
  if (second.forfeit && !first.forfeit) return { places, winner: first.seat, reason: 'forfeit' }
  const reason = first.foundation > second.foundation ? 'more-cards' : 'first-to-count'
  return { places, winner: first.seat, reason }
}
