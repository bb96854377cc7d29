// A Sir Tommy position as the exact search sees it: the cards on the waste piles, the cards still
// to come in the order they will be turned, the foundations and the rule they build by.
import type { Card, GameState } from '../../../types.js'
import { FOUNDATIONS, pilesOf, wastesOf, type WasteId } from '../../../games/sir-tommy/piles.js'
import { variantOf } from '../../../games/sir-tommy/variants.js'

/**
 * How the foundations build: up regardless of suit (rank-foundations.ts), up in suit from their
 * aces (suit-foundations.ts), or in steps of 1, 2, 3 and 4 from their bases
 * (interval-foundations.ts).
 */
export type FoundationRule = 'rank' | 'suit' | 'interval'

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
  foundationRule: FoundationRule
  /** Strategy: nothing goes up before the last coming card is placed. */
  playsAfterStock: boolean
}

/**
 * The problem of a position the exact search can read: no moves between piles, no redeal left,
 * and foundations by rank (Standard), by suit from the aces (Strategy) or by intervals from
 * their bases (Calculation). Null for any other variant (Relaxed, Puss in the Corner, Redeal
 * before its redeal).
 */
export function pileProblemOf(state: GameState): PileProblem | null {
  if (state.game !== 'sir-tommy') return null
  const variant = variantOf(state.variant)
  if (variant.wasteToWaste || state.redeals < variant.redeals) return null
  const piles = pilesOf(state)
  const foundations = FOUNDATIONS.map((id) => [...piles[id]])
  const based = foundations.every((f) => f.length > 0)
  let foundationRule: FoundationRule
  if (variant.foundation === 'rank' && !variant.acesOut && !variant.calculationBases)
    foundationRule = 'rank'
  else if (variant.foundation === 'suit' && variant.acesOut && based) foundationRule = 'suit'
  else if (variant.foundation === 'interval' && variant.calculationBases && based)
    foundationRule = 'interval'
  else return null
  const ids = [...wastesOf(variant)].sort(
    (a, b) => Number(piles[b].length > 0) - Number(piles[a].length > 0),
  )
  return {
    piles: ids.length,
    placed: ids.map((id) => [...piles[id]]),
    pileIds: ids,
    coming: [...piles.pending, ...[...piles.stock].reverse()],
    foundations,
    foundationRule,
    playsAfterStock: variant.foundationsAfterStock,
  }
}
