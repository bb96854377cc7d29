// A Sir Tommy position as the exact search sees it: the cards on the waste piles, the cards still
// to come in the order they will be turned, the foundations.
import type { Card, GameState } from '../../../types.js'
import { FOUNDATIONS, pilesOf, wastesOf, type WasteId } from '../../../games/sir-tommy/piles.js'
import { variantOf } from '../../../games/sir-tommy/variants.js'

export interface PileProblem {
  piles: number
  /** Each pile's cards, bottom to top; the piles holding cards come first. */
  placed: Card[][]
  /** The engine's id of each pile of `placed`. */
  pileIds: WasteId[]
  /** The pending card, then the stock from its top. */
  coming: Card[]
  /** The foundations' cards, bottom to top. */
  foundations: Card[][]
}

/**
 * The problem of a position the exact search can read: the standard rules (rank-only
 * foundations, four piles, no redeal, no moves between piles). Null for any other variant.
 */
export function pileProblemOf(state: GameState): PileProblem | null {
  if (state.game !== 'sir-tommy') return null
  const variant = variantOf(state.variant)
  const plain =
    variant.foundation === 'rank' &&
    !variant.wasteToWaste &&
    !variant.foundationsAfterStock &&
    !variant.acesOut &&
    !variant.calculationBases &&
    state.redeals >= variant.redeals
  if (!plain) return null
  const piles = pilesOf(state)
  const ids = [...wastesOf(variant)].sort(
    (a, b) => Number(piles[b].length > 0) - Number(piles[a].length > 0),
  )
  return {
    piles: ids.length,
    placed: ids.map((id) => [...piles[id]]),
    pileIds: ids,
    coming: [...piles.pending, ...[...piles.stock].reverse()],
    foundations: FOUNDATIONS.map((id) => [...piles[id]]),
  }
}
