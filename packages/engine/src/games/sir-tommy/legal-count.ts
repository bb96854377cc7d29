// legalMoves(state).length without building the list (the live game's ack carries the count):
// the same cases as legal-moves.ts, counted. live-game.test.ts holds the two equal.
import type { Card, GameState } from '../../types.js'
import { fits, nextRank, rank } from './foundations.js'
import { FOUNDATIONS, pilesOf, wastesOf } from './piles.js'
import { variantOf } from './variants.js'

/** k! orders of the k non-empty waste piles a redeal may list (k ≤ 8). */
function orders(k: number): number {
  let n = 1
  for (let i = 2; i <= k; i++) n *= i
  return n
}

export function countLegalMoves(state: GameState): number {
  const variant = variantOf(state.variant)
  const piles = pilesOf(state)
  const stock = piles.stock
  const pending = piles.pending[0]
  const wastes = wastesOf(variant)
  const foundations = FOUNDATIONS.map((f) => piles[f])
  const wanted = foundations.map((pile, i) => nextRank(variant, i + 1, pile))
  const ups = (card: Card): number => {
    const r = rank(card)
    let n = 0
    foundations.forEach((pile, i) => {
      if (wanted[i] === r && fits(variant, i + 1, pile, card)) n++
    })
    return n
  }
  let count = 0
  if (pending !== undefined) {
    if (!variant.foundationsAfterStock) count += ups(pending)
    count += wastes.length
  } else if (stock.length > 0) {
    count++
  }
  const foundationsOpen =
    !variant.foundationsAfterStock || (pending === undefined && stock.length === 0)
  let full = 0
  for (const from of wastes) {
    const pile = piles[from]
    const top = pile[pile.length - 1]
    if (top === undefined) continue
    full++
    if (foundationsOpen) count += ups(top)
    if (variant.wasteToWaste) count += wastes.length - 1
  }
  // A redeal in the default order, and one per order of the non-empty piles.
  if (state.redeals < variant.redeals && pending === undefined && stock.length === 0 && full > 0)
    count += 1 + orders(full)
  return count
}
