// The arena's live standings as a page shows them (issue 42): the top rows, and my own row under
// them when I am further down — lichess's arena table, which always shows where you are.

/** One entrant's line of the standings (the server's order: points, then cards). */
export interface StandingRow {
  playerId: string
  name: string
  points: number
  cards: number
  place: number
}

export interface StandingsView<R extends StandingRow> {
  /** The first `top` rows, by place. */
  top: R[]
  /** My row when it is not among `top` (null when it is, or when I am not an entrant). */
  mine: R | null
  /** Entrants not shown between the top rows and mine ("… 312 more"). */
  hidden: number
}

const TOP_ROWS = 20

/** The rows to show: the top `top` by place, and mine below them when I am further down. */
export function standingsView<R extends StandingRow>(
  rows: readonly R[],
  me: string | null,
  top = TOP_ROWS,
): StandingsView<R> {
  const sorted = [...rows].sort((a, b) => a.place - b.place || b.points - a.points)
  const shown = sorted.slice(0, top)
  const mineAt = me === null ? -1 : sorted.findIndex((r) => r.playerId === me)
  const mine = mineAt >= top ? (sorted[mineAt] ?? null) : null
  return { top: shown, mine, hidden: Math.max(0, sorted.length - shown.length - (mine ? 1 : 0)) }
}

/** Places that changed since the last standings: +2 is two places up. */
export function placeMoves(
  before: readonly StandingRow[],
  after: readonly StandingRow[],
): Map<string, number> {
  const was = new Map(before.map((r) => [r.playerId, r.place]))
  const moves = new Map<string, number>()
  for (const r of after) {
    const old = was.get(r.playerId)
    if (old !== undefined && old !== r.place) moves.set(r.playerId, old - r.place)
  }
  return moves
}

/** "1st", "2nd", "3rd", "11th", "22nd". */
export function ordinal(n: number): string {
  const tens = n % 100
  if (tens >= 11 && tens <= 13) return `${n}th`
  return `${n}${['th', 'st', 'nd', 'rd'][n % 10] ?? 'th'}`
}

/**
 * "1st · 6 points" (one entrant's place and points, in a line of text); "joint 2nd · 3 points"
 * when another of `rows` shares the place, as the final table shows two "2nd"s.
 */
export function placeText(
  row: Pick<StandingRow, 'playerId' | 'place' | 'points'>,
  rows: readonly Pick<StandingRow, 'playerId' | 'place'>[] = [],
): string {
  const joint = rows.some((r) => r.place === row.place && r.playerId !== row.playerId)
  const place = `${joint ? 'joint ' : ''}${ordinal(row.place)}`
  return `${place} · ${row.points} ${row.points === 1 ? 'point' : 'points'}`
}
