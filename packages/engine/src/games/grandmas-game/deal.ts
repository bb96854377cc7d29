// The layout, rules 3.2: round-robin onto the 13 piles, with cards owed to the stock.
import { rankOf } from '../../cards.js'
import type { Card, GameState, PileId } from '../../types.js'
import { PILE_IDS, tableauId } from './piles.js'
import { withLayoutReveals } from './reveal.js'

const ROW_ENDS = [5, 10, 13] as const

/** rules 3.2 step 2: each condition owes one stock card independently (a K on P13 owes 3). */
export function owedToStock(card: Card, pileNumber: number): number {
  const rank = rankOf(card)
  return (
    (rank === 13 ? 1 : 0) +
    (ROW_ENDS.includes(pileNumber as (typeof ROW_ENDS)[number]) ? 1 : 0) +
    (rank === pileNumber ? 1 : 0)
  )
}

export function deal(deck: readonly Card[], variant: string): GameState {
  const piles: Record<PileId, Card[]> = Object.fromEntries(PILE_IDS.map((id) => [id, [] as Card[]]))
  const stock = piles.stock as Card[]
  let i = 0
  let p = 1
  while (i < deck.length) {
    const card = deck[i++] as Card
    ;(piles[tableauId(p)] as Card[]).push(card)
    // rules 3.2 step 3: owed cards go face down on TOP of the stock (pushed last = dealt
    // first, 3.9.1); if the deck runs out partway, stop (3.9.2).
    for (let owed = owedToStock(card, p); owed > 0 && i < deck.length; owed--) {
      stock.push(deck[i++] as Card)
    }
    p = (p % 13) + 1
  }
  return withLayoutReveals({
    game: 'grandmas-game',
    variant,
    piles,
    moves: 0,
    redeals: 0,
    workspaceHome: null,
    seen: '',
    unseenDepth: null,
  })
}
