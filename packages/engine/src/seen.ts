// What a game has shown face up so far (GameState.seen): two characters per card, appended in
// the order the cards turned face up. A string is an immutable value and appending to it is
// cheap (V8 joins long strings without copying them), so a move pays only for the cards it turns.
import { RANKS, SUITS } from './card-codes.js'
import type { Card, GameState } from './types.js'

/** A card's slot in a tally, 0…51 (rank × 4 + suit), from its two character codes; −1 if none. */
const RANK_SLOT = new Int8Array(128).fill(-1)
const SUIT_SLOT = new Int8Array(128).fill(-1)
RANKS.forEach((rank, i) => (RANK_SLOT[rank.charCodeAt(0)] = i * 4))
SUITS.forEach((suit, i) => (SUIT_SLOT[suit.charCodeAt(0)] = i))

function slotOf(rankCode: number, suitCode: number): number {
  const rank = RANK_SLOT[rankCode] ?? -1
  const suit = SUIT_SLOT[suitCode] ?? -1
  return rank < 0 || suit < 0 ? -1 : rank + suit
}

export function cardSlot(card: Card): number {
  return slotOf(card.charCodeAt(0), card.charCodeAt(1))
}

/**
 * A multiset of cards as 52 counts indexed by `cardSlot`. Spectators' masks are made on every
 * move, so they count into one small typed array instead of a Map keyed by two-character slices.
 */
export type SeenTally = Uint8Array

/** `seen` as a tally: how many copies of each card have been face up. */
function seenTally(seen: string): SeenTally {
  const counts = new Uint8Array(52)
  for (let i = 0; i + 1 < seen.length; i += 2) {
    const slot = slotOf(seen.charCodeAt(i), seen.charCodeAt(i + 1))
    if (slot >= 0) counts[slot] = (counts[slot] ?? 0) + 1
  }
  return counts
}

/** `seen` as a multiset keyed by card: how many copies of each card have been face up. */
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
 * The cards every one of `states` has seen face up, as a tally: each card as often as the racer
 * who saw it least often. What spectators may be shown of any racer's board.
 */
export function seenByAll(states: readonly GameState[]): SeenTally {
  const [first, ...rest] = states
  const common = seenTally(first ? seenOf(first) : '')
  for (const state of rest) {
    const counts = seenTally(seenOf(state))
    for (let slot = 0; slot < common.length; slot++)
      common[slot] = Math.min(common[slot] ?? 0, counts[slot] ?? 0)
  }
  return common
}

/**
 * Whether cards one racer has just turned face up (`turned`, the new end of its `seen`) may
 * unmask a card on `other`'s spectator board. A card is face up on a board only once that board's
 * racer has seen it, so a turned card that `other` has never seen cannot be on its board: when
 * none of them is in `other`'s `seen`, its spectator view is the same as before.
 */
export function mayUnmask(turned: string, other: GameState): boolean {
  const seen = seenOf(other)
  for (let i = 0; i + 1 < turned.length; i += 2) {
    const card = turned.slice(i, i + 2)
    for (let at = seen.indexOf(card); at !== -1; at = seen.indexOf(card, at + 1))
      if (at % 2 === 0) return true
  }
  return false
}
