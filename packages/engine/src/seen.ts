// What a game has shown face up so far (GameState.seen): two characters per card, appended in
// the order the cards turned face up. A string is an immutable value and appending to it is
// cheap (V8 joins long strings without copying them), so a move pays only for the cards it turns.
import type { GameState } from './types.js'

/** `seen` as a multiset: how many copies of each card have been face up. */
export function seenCounts(seen: string): Map<string, number> {
  const counts = new Map<string, number>()
  for (let i = 0; i + 1 < seen.length; i += 2) {
    const card = seen.slice(i, i + 2)
    counts.set(card, (counts.get(card) ?? 0) + 1)
  }
  return counts
}

/** A state's `seen`, or '' (nothing seen) for a value that lacks one, such as old JSON. */
function seenOf(state: GameState): string {
  const seen = (state as { seen?: unknown } | null)?.seen
  return typeof seen === 'string' ? seen : ''
}

/**
 * The cards every one of `states` has seen face up, as a multiset: each card as often as the
 * racer who saw it least often. What spectators may be shown of any racer's board.
 */
export function seenByAll(states: readonly GameState[]): Map<string, number> {
  const [first, ...rest] = states
  const common = seenCounts(first ? seenOf(first) : '')
  for (const state of rest) {
    const counts = seenCounts(seenOf(state))
    for (const [card, n] of common) {
      const m = Math.min(n, counts.get(card) ?? 0)
      if (m === 0) common.delete(card)
      else common.set(card, m)
    }
  }
  return common
}
