// The fair-play pace check (docs/fair-play.md): a ranked result whose median time between moves
// is under MIN_HUMAN_MEDIAN_MS, over at least MIN_MOVES_TO_JUDGE moves, is stored but flagged
// and kept off every board; in the rating a flag can only cost the flagged player.

/** Measured human play sits at 0.7–2 s a move (bench/README.md's human-pace runs use 1 s). */
const MIN_HUMAN_MEDIAN_MS = 250
const MIN_MOVES_TO_JUDGE = 10

/** Median ms between consecutive moves (race-clock times, in order); null under two moves. */
export function medianGapMs(times: readonly number[]): number | null {
  if (times.length < 2) return null
  const gaps: number[] = []
  for (let i = 1; i < times.length; i++) gaps.push(Math.max(0, times[i]! - times[i - 1]!))
  gaps.sort((a, b) => a - b)
  const mid = gaps.length >> 1
  return gaps.length % 2 ? gaps[mid]! : Math.round((gaps[mid - 1]! + gaps[mid]!) / 2)
}

export function inhumanPace(times: readonly number[]): boolean {
  const median = medianGapMs(times)
  return times.length >= MIN_MOVES_TO_JUDGE && median !== null && median < MIN_HUMAN_MEDIAN_MS
}

/** A ranked race is rated only if no racer gave up before so many moves or so soon (ms). */
export interface RatedMinimum {
  moves: number
  ms: number
}

/** 10 moves and 30 s (RATED_MIN_MOVES, RATED_MIN_SEC). */
export const RATED_MINIMUM: RatedMinimum = { moves: 10, ms: 30_000 }

/**
 * Too short to rate (issue 40, docs/fair-play.md): a racer resigned or left (claimed against)
 * before making `minimum.moves` moves, or within `minimum.ms` of the start. Unrated for both
 * racers, as lichess aborts a game of fewer than two moves: otherwise a puppet that moves once
 * and resigns hands its champion a rated win, three times a day per puppet.
 */
export function tooShortToRate(
  seats: ReadonlyArray<{ gaveUp: boolean; moves: number; stoppedAtMs: number }>,
  minimum: RatedMinimum = RATED_MINIMUM,
): boolean {
  return seats.some(
    (seat) => seat.gaveUp && (seat.moves < minimum.moves || seat.stoppedAtMs < minimum.ms),
  )
}

/**
 * A flag never helps the flagged player: a race whose new ratings would raise a flagged
 * player's is left out of the rating for both seats, while one that lowers it (a loss) is rated
 * as any other, so moving fast and then resigning cannot void a loss.
 */
export function flagWithholdsRating(
  seats: ReadonlyArray<{ flagged: boolean; before: number; after: number }>,
): boolean {
  return seats.some((seat) => seat.flagged && seat.after > seat.before)
}
