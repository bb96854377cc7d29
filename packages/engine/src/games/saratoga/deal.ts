import type { Card, GameState, Piles } from '../../types.js'
import { dealtState } from '../dealt-state.js'
import { FOUNDATION_IDS, TABLEAU_IDS } from './piles.js'

/**
 * rules 2.2: pass p = 1..7 deals one card to each pile p..7, left to right, so T1 = [D0],
 * T2 = [D1, D7], T7 = [D6, D12, D17, D21, D24, D26, D27]. The other 24 cards form the stock
 * with D[28] on top (drawn first); the waste starts empty.
 */
export function deal(deck: readonly Card[], variant: string): GameState {
  const tableau: Card[][] = TABLEAU_IDS.map(() => [])
  let next = 0
  for (let pass = 0; pass < TABLEAU_IDS.length; pass++) {
    for (let column = pass; column < TABLEAU_IDS.length; column++) {
      const card = deck[next]
      if (card !== undefined) tableau[column]?.push(card)
      next++
    }
  }
  const piles: Piles = {
    stock: deck.slice(next).reverse(),
    waste: [],
  }
  TABLEAU_IDS.forEach((id, column) => {
    piles[id] = tableau[column] ?? []
  })
  for (const id of FOUNDATION_IDS) piles[id] = []
  // rules 2.3: the whole tableau is face up from the start.
  const seen = deck.slice(0, next).join('')
  return dealtState('saratoga', variant, piles, seen)
}
