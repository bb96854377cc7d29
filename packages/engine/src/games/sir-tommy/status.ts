// rules 1.6 (RULING): won when all 52 cards are up; stuck once the stock is empty, nothing is
// pending, no redeal is left and no waste card can ever reach a foundation.
import type { GameState, GameStatus } from '../../types.js'
import { fits, nextRank, rank } from './foundations.js'
import { FOUNDATIONS, pilesOf, wastesOf, type Piles } from './piles.js'
import { variantOf, type SirTommyVariant } from './variants.js'
import { info } from './info.js'

export function foundationCount(piles: Piles): number {
  let n = 0
  for (const f of FOUNDATIONS) n += piles[f].length
  return n
}

/** True when some waste card can go straight to a foundation (relaxed: any card, since waste-to-waste moves can dig it out). */
function wasteCanGoUp(variant: SirTommyVariant, piles: Piles): boolean {
  const foundations = FOUNDATIONS.map((f) => piles[f])
  const wanted = foundations.map((pile, f) => nextRank(variant, f + 1, pile))
  for (const w of wastesOf(variant)) {
    const pile = piles[w]
    for (let i = variant.wasteToWaste ? 0 : Math.max(pile.length - 1, 0); i < pile.length; i++) {
      const card = pile[i]
      if (card === undefined) continue
      const r = rank(card)
      for (const [f, foundation] of foundations.entries()) {
        if (wanted[f] === r && fits(variant, f + 1, foundation, card)) return true
      }
    }
  }
  return false
}

export function status(state: GameState): GameStatus {
  const piles = pilesOf(state)
  if (piles.stock.length > 0 || piles.pending.length > 0) return 'playing'
  if (foundationCount(piles) === info.cards) return 'won'
  const variant = variantOf(state.variant)
  if (state.redeals < variant.redeals) return 'playing'
  return wasteCanGoUp(variant, piles) ? 'playing' : 'stuck'
}
