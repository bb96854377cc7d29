// Duplicate scoring of an arena (issue 42, docs/arena.md): every round is one deal played by
// every entrant, and each entrant is compared with every other entrant of that round — not only
// with their group of up to 8 — by the race's one outcome rule (race-outcome.ts). Matchpoints:
// 2 for each entrant beaten, 1 for each tie, so a round of n entrants hands out n(n−1) points.
import { raceOutcome, type RaceStanding } from './race-outcome.js'

/** One entrant's end of one round: what a seat's standing is in a race, keyed by the entrant. */
export interface RoundResult {
  entrant: string
  /** Cards on the foundations at the end of the round. */
  foundation: number
  /** Round-clock ms of the last foundation increase; absent when not known. */
  foundationAt?: number
  /** Left the round (an abandoned seat): placed after every entrant who did not. */
  forfeit?: boolean
}

export interface RoundScore {
  entrant: string
  points: number
  foundation: number
}

/** Each entrant's matchpoints in one round, in the order given. */
export function roundMatchpoints(results: readonly RoundResult[]): RoundScore[] {
  const standings: RaceStanding[] = results.map((r, seat) => ({
    seat,
    foundation: r.foundation,
    ...(r.foundationAt !== undefined ? { foundationAt: r.foundationAt } : {}),
    ...(r.forfeit ? { forfeit: true } : {}),
  }))
  const { places } = raceOutcome(standings)
  // Counted once per place, not per pair: a round of 1,000 entrants is one pass, not a million.
  const atPlace = new Map<number, number>()
  for (const place of places) atPlace.set(place, (atPlace.get(place) ?? 0) + 1)
  const behind = new Map<number, number>()
  let below = 0
  for (const place of [...atPlace.keys()].sort((a, b) => b - a)) {
    behind.set(place, below)
    below += atPlace.get(place)!
  }
  return results.map((r, i) => {
    const place = places[i]!
    const points = 2 * behind.get(place)! + (atPlace.get(place)! - 1)
    return { entrant: r.entrant, points, foundation: r.foundation }
  })
}

export interface ArenaStanding {
  entrant: string
  /** Matchpoints summed over the rounds played; a round not played scores 0. */
  points: number
  /** Cards on the foundations summed over the rounds played: the tie-break. */
  cards: number
  /** 1-based; entrants equal on points and cards share a place. */
  place: number
}

/**
 * The standings after the rounds so far: points, then total cards, best first. `entrants` lists
 * everyone who joined (a late joiner or someone yet to finish a round still has a row); the
 * order among equals is the order of `entrants`.
 */
export function arenaStandings(
  entrants: readonly string[],
  rounds: readonly (readonly RoundResult[])[],
): ArenaStanding[] {
  const totals = new Map(entrants.map((e) => [e, { points: 0, cards: 0 }]))
  for (const round of rounds) {
    for (const score of roundMatchpoints(round)) {
      const total = totals.get(score.entrant)
      if (!total) continue
      total.points += score.points
      total.cards += score.foundation
    }
  }
  const rows = entrants.map((entrant) => ({ entrant, ...totals.get(entrant)! }))
  const ahead = (a: (typeof rows)[number], b: (typeof rows)[number]) =>
    b.points - a.points || b.cards - a.cards
  const sorted = [...rows].sort(ahead)
  // Points then cards order every row (a total order), so a row's place is its position unless it
  // equals the row before it.
  const standings: ArenaStanding[] = []
  sorted.forEach((row, i) => {
    const before = standings[i - 1]
    const place = before && ahead(sorted[i - 1]!, row) === 0 ? before.place : i + 1
    standings.push({ ...row, place })
  })
  return standings
}
