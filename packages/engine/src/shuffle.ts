import { standardDecks } from './cards.js'
import type { Card, GameId } from './types.js'

/**
 * The newest version of the deal function, the one new seeds should use: version 2 (SHA-256 in
 * counter mode), chosen by the prefix `V2_SEED_PREFIX` ("v2:"). A seed without it deals with
 * version 1 (cyrb128 → sfc32), as it always has. A seed means the same deal forever within a
 * version; a change to the algorithm needs a new version (and prefix), and old seeds keep theirs.
 */
export const SHUFFLE_VERSION = 2

import { seededRng } from './rng.js'
import { rulesFor } from './games/index.js'

/**
 * The documented seeded shuffle: start from the unshuffled deck (spades A..K, hearts,
 * diamonds, clubs; twice for two-deck games), then Fisher–Yates from the last index down:
 * for i = n-1 … 1, swap i with j = rng.below(i + 1). The result is in dealing order
 * (deck[0] is D[0] of docs/rules.md). Both versions shuffle alike; only the generator behind
 * `below` differs (rng.ts: the seed's prefix chooses it).
 */
export function shuffledDeck(game: GameId, seed: string): Card[] {
  const deck = standardDecks(rulesFor(game).info.decks)
  const rng = seededRng(seed)
  for (let i = deck.length - 1; i > 0; i--) {
    const j = rng.below(i + 1)
    const card = deck[i] as Card
    deck[i] = deck[j] as Card
    deck[j] = card
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
