// Builds hand-made positions for the tests (not used by the engine itself).
import { makeCard, parseCards, SUITS } from '../../cards.js'
import type { Card, GameState } from '../../types.js'
import { FOUNDATION_IDS, TABLEAU_IDS } from './piles.js'

export interface PositionSpec {
  /** Seven piles, each bottom→top as space-separated cards ('' for an empty pile). */
  tableau: string[]
  /** The stock in the order it will be drawn (first drawn first). */
  stock?: string
  /** The waste bottom→top. */
  waste?: string
  /** Cards already on each foundation, by suit: { S: 3 } holds AS 2S 3S. */
  foundations?: Partial<Record<'S' | 'H' | 'D' | 'C', number>>
  variant?: string
}

const cards = (text: string | undefined): Card[] => parseCards(text ?? '')

export function testPosition(spec: PositionSpec): GameState {
  const piles: Record<string, Card[]> = {
    stock: cards(spec.stock).reverse(),
    waste: cards(spec.waste),
  }
  TABLEAU_IDS.forEach((id, i) => {
    piles[id] = cards(spec.tableau[i])
  })
  FOUNDATION_IDS.forEach((id, i) => {
    const suit = SUITS[i] as (typeof SUITS)[number]
    const size = spec.foundations?.[suit] ?? 0
    piles[id] = Array.from({ length: size }, (_, r) => makeCard(r + 1, suit))
  })
  return {
    game: 'saratoga',
    variant: spec.variant ?? 'standard',
    piles,
    moves: 0,
    redeals: 0,
    workspaceHome: null,
    // Everything but the stock is face up (rules 2.3); the stock counts as never seen.
    seen: Object.entries(piles)
      .filter(([id]) => id !== 'stock')
      .flatMap(([, cards]) => cards)
      .join(''),
    unseenDepth: null,
  }
}
