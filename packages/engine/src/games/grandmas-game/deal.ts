// The layout, rules 3.2: round-robin onto the 13 piles, with cards owed to the stock.
import { rankOf } from '../../cards.js'
import type { Card, GameState, Piles } from '../../types.js'
import { dealtState } from '../dealt-state.js'
import { PILE_IDS, TABLEAU_IDS } from './piles.js'
import { withLayoutReveals } from './reveal.js'

const ROW_ENDS: readonly number[] = [5, 10, 13]

/** rules 3.2 step 2: each condition owes one stock card independently (a K on P13 owes 3). */
export function owedToStock(card: Card, pileNumber: number): number {
  const rank = rankOf(card)
  return (
    (rank === 13 ? 1 : 0) + (ROW_ENDS.includes(pileNumber) ? 1 : 0) + (rank === pileNumber ? 1 : 0)
  )
}

export function deal(deck: readonly Card[], variant: string): GameState {
  const tableau: Card[][] = TABLEAU_IDS.map(() => [])
  const stock: Card[] = []
  let i = 0
  let p = 1
  for (let card = deck[i++]; card !== undefined; card = deck[i++]) {
    tableau[p - 1]?.push(card)
    // rules 3.2 step 3: owed cards go face down on TOP of the stock (pushed last = dealt
    // first, 3.9.1); if the deck runs out partway, stop (3.9.2).
    for (let owed = owedToStock(card, p); owed > 0 && i < deck.length; owed--) {
      const owedCard = deck[i++]
      if (owedCard !== undefined) stock.push(owedCard)
    }
    p = (p % 13) + 1
  }
  const piles: Piles = {}
  for (const id of PILE_IDS) piles[id] = []
  piles.stock = stock
  for (const [r, id] of TABLEAU_IDS.entries()) piles[id] = tableau[r] ?? []
  return withLayoutReveals(dealtState('grandmas-game', variant, piles, ''))
}
