// A race's outcome in words, as the server decided it once when the race finished: each result's
// `place` and `outcome` (the engine's raceOutcome, docs/rules.md §5), stored with the results.
// The web applies no rule, so the results page, the player page and the replay never disagree.
import type { OutcomeReason, PlayerStats, RaceResult } from '@patience-race/protocol'
import { hasAbandoned } from './race-status.js'

type Recent = PlayerStats['recent'][number]

export interface DecidedOutcome {
  /** places[i] is the place of results[i] (the last place while unknown). */
  places: number[]
  /** The only seat in first place; null when it is shared or not decided yet. */
  winner: number | null
  reason: OutcomeReason | null
}

export function outcomeOf(results: readonly RaceResult[]): DecidedOutcome {
  const first = results.filter((r) => r.place === 1)
  return {
    places: results.map((r) => r.place ?? results.length),
    winner: first.length === 1 ? (first[0]?.seat ?? null) : null,
    reason: results.find((r) => r.outcome !== undefined)?.outcome ?? null,
  }
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
  if (reason === null) return null
  const ordered = results
    .map((r, i) => ({ r, place: places[i]! }))
    .sort((a, b) => a.place - b.place)
  const first = ordered[0]?.r
  const second = ordered[1]?.r
  if (!first || !second) return null
  const count = (r: RaceResult) => `${r.foundation}/${r.total}`
  // Who is level with the first: in a tie, those sharing first place; else those on its count
  // who stayed in the race (a leaver on that count is placed last, not level).
  const level =
    reason === 'tie'
      ? ordered.filter((o) => o.place === ordered[0]!.place).length
      : results.filter((r) => r.foundation === first.foundation && !hasAbandoned(r.status)).length
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

/** A recent race on the player page: the player's outcome, as the server decided it. */
export function recentOutcome(r: Recent): 'won' | 'lost' | 'tie' | undefined {
  return r.outcome
}

export const OUTCOME_WORDS: Record<'won' | 'lost' | 'tie', string> = {
  won: 'Won',
  lost: 'Lost',
  tie: 'Tie',
}
