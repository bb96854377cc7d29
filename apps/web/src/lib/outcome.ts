// A race's outcome in words: the engine's one outcome rule (raceOutcome, docs/rules.md §5) on
// the recorded results, so the results page, the player page and the replay never disagree.
import { raceOutcome, type RaceOutcome } from '@patience-race/engine'
import type { PlayerStats, RaceResult } from '@patience-race/protocol'

type Recent = PlayerStats['recent'][number]

export function outcomeOf(results: readonly RaceResult[]): RaceOutcome {
  return raceOutcome(results.map((r) => ({ ...r, forfeit: r.status === 'abandoned' })))
}

/** "You won!", "Easy bot won", "It's a tie". */
export function outcomeHeadline(results: readonly RaceResult[], mySeat?: number | null): string {
  const { winner } = outcomeOf(results)
  const won = results.find((r) => r.seat === winner)
  if (!won) return "It's a tie"
  return won.seat === mySeat ? 'You won!' : `${won.player.name} won`
}

/**
 * Why, against the runner-up: "14/52 against 9/52", "both 2/52 — Easy bot got there first",
 * "both 7/52 at the same moment". Null when there is nobody to compare with.
 */
export function outcomeReason(
  results: readonly RaceResult[],
  mySeat?: number | null,
): string | null {
  const { places, reason } = outcomeOf(results)
  const ordered = results
    .map((r, i) => ({ r, place: places[i]! }))
    .sort((a, b) => a.place - b.place)
  const first = ordered[0]?.r
  const second = ordered[1]?.r
  if (!first || !second) return null
  const count = (r: RaceResult) => `${r.foundation}/${r.total}`
  const level = results.filter((r) => r.foundation === first.foundation).length
  const same = level === 2 ? `both ${count(first)}` : `${level} racers on ${count(first)}`
  if (reason === 'forfeit') {
    const who = second.seat === mySeat ? 'you' : second.player.name
    return `${who} left the race`
  }
  if (reason === 'more-cards') return `${count(first)} against ${count(second)}`
  if (reason === 'first-to-count') {
    const who = first.seat === mySeat ? 'you' : first.player.name
    return `${same} — ${who} got there first`
  }
  const timed = first.foundationAt !== undefined && second.foundationAt !== undefined
  return timed ? `${same} at the same moment` : same
}

/** A recent race on the player page: the player's outcome by the same rule, when known. */
export function recentOutcome(r: Recent): 'won' | 'lost' | 'tie' | undefined {
  if (!r.opponent) return r.outcome
  const me = { seat: 0, foundation: r.foundation, foundationAt: r.foundationAt }
  const other = {
    seat: 1,
    foundation: r.opponent.foundation,
    foundationAt: r.opponent.foundationAt,
  }
  const { winner } = raceOutcome([me, other])
  return winner === null ? 'tie' : winner === 0 ? 'won' : 'lost'
}

export const OUTCOME_WORDS: Record<'won' | 'lost' | 'tie', string> = {
  won: 'Won',
  lost: 'Lost',
  tie: 'Tie',
}
