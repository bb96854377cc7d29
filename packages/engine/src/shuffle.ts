import { standardDeck } from './cards.js'
import type { Card, GameId } from './types.js'

/**
 * Version of the deal function. A seed means the same deal forever within a version; a change
 * to the algorithm would need a new version and old races keep theirs.
 */
export const SHUFFLE_VERSION = 1

import { seededRng } from './rng.js'
import { rulesFor } from './games/index.js'

/**
 * The documented seeded shuffle: start from the unshuffled deck (spades A..K, hearts,
 * diamonds, clubs; twice for two-deck games), then Fisher–Yates from the last index down:
 * for i = n-1 … 1, swap i with j = rng.below(i + 1). The result is in dealing order
 * (deck[0] is D[0] of docs/rules.md).
 */
export function shuffledDeck(game: GameId, seed: string): Card[] {
  const deck = Array.from({ length: rulesFor(game).info.decks }, standardDeck).flat()
  const rng = seededRng(seed)
  for (let i = deck.length - 1; i > 0; i--) {
    const j = rng.below(i + 1)
    swap(deck, i, j)
  }
  return deck
}

/** Swaps `items[i]` and `items[j]` (both in range). */
export function swap<T>(items: T[], i: number, j: number): void {
  const a = items[i]
  const b = items[j]
  if (a === undefined || b === undefined) throw new RangeError(`cannot swap ${i} and ${j}`)
  items[i] = b
  items[j] = a
}
