// Foundation building, rules 3.4. Each foundation is always an unbroken run from its starting
// card (up: A, 2, …; down: K, Q, …), so its length alone says which rank it takes next.
import { rankName, rankOf, suitOf, suitWord, type Suit } from '../../cards.js'
import type { Card, GameState, PileId } from '../../types.js'
import { foundationId, foundationName, parseFoundation, pile, type Foundation } from './piles.js'

/** The rank a foundation takes next, or null when it is complete. */
function nextRank(state: GameState, f: Foundation): number | null {
  const size = pile(state, foundationId(f.dir, f.suit)).length
  const rank = f.dir === 'up' ? size + 1 : 13 - size
  return rank >= 1 && rank <= 13 ? rank : null
}

export function accepts(state: GameState, f: Foundation, card: Card): boolean {
  return suitOf(card) === f.suit && rankOf(card) === nextRank(state, f)
}

/** Why a foundation refuses a card, for people; null when it accepts it. */
export function refusal(state: GameState, f: Foundation, card: Card): string | null {
  if (accepts(state, f, card)) return null
  if (suitOf(card) !== f.suit) return `${foundationName(f)} only takes ${suitWord(f.suit)}`
  const next = nextRank(state, f)
  if (next === null) return `${foundationName(f)} is complete`
  return `${foundationName(f)} needs ${rankName(next)} next, not ${rankName(rankOf(card))}`
}

/** n_s of rules 3.4: cards of suit s on its up and down foundations together. */
export function suitCount(state: GameState, suit: Suit): number {
  return (
    pile(state, foundationId('up', suit)).length + pile(state, foundationId('down', suit)).length
  )
}

/**
 * How many ranks of its suit must reach a foundation before `card` fits (rules 3.4): 0 when it
 * fits now or its suit is complete, Infinity when neither foundation will ever take it.
 */
export function ranksAway(state: GameState, card: Card): number {
  const suit = suitOf(card)
  if (suitCount(state, suit) === 13) return 0
  const rank = rankOf(card)
  const up = nextRank(state, { dir: 'up', suit })
  const down = nextRank(state, { dir: 'down', suit })
  return Math.min(
    up !== null && rank >= up ? rank - up : Infinity,
    down !== null && rank <= down ? down - rank : Infinity,
  )
}

/** The foundations (0, 1 or 2) that take this card right now, without transfers. */
export function targetsFor(state: GameState, card: Card): PileId[] {
  const suit = suitOf(card)
  return (['up', 'down'] as const)
    .filter((dir) => accepts(state, { dir, suit }, card))
    .map((dir) => foundationId(dir, suit))
}

/**
 * rules 3.4 closed form: can this card reach a foundation, sliding cards between the two
 * foundations of its suit first if needed? At n_s = 13 the piles have met and any rank fits.
 */
export function playableWithTransfers(state: GameState, card: Card): boolean {
  return suitCount(state, suitOf(card)) === 13 || targetsFor(state, card).length > 0
}

/** The transfer target: the other foundation of the same suit. */
export function partnerOf(id: PileId): PileId | null {
  const f = parseFoundation(id)
  if (!f) return null
  return foundationId(f.dir === 'up' ? 'down' : 'up', f.suit)
}
