import type { Card } from '../../types.js'
import { DRAW_COUNT } from './stock-actions.js'

/**
 * rules 2.7 step 1: the cards that can become the waste top by drawing and redealing alone
 * (without taking any card off the waste): the current waste top; the 3rd, 6th, … and last
 * cards still in the stock in this pass; and the same positions of the full cycle (waste
 * bottom→top then stock top→bottom), which is what every pass after a redeal turns over.
 * `stock` and `waste` are bottom-first arrays as stored in the state.
 */
export function reachableWasteTops(waste: readonly Card[], stock: readonly Card[]): Set<Card> {
  const tops = new Set<Card>()
  const wasteTop = waste.at(-1)
  if (wasteTop !== undefined) tops.add(wasteTop)
  const stockInDrawOrder = [...stock].reverse()
  addGroupTops(tops, stockInDrawOrder)
  addGroupTops(tops, [...waste, ...stockInDrawOrder])
  return tops
}

function addGroupTops(tops: Set<Card>, sequence: readonly Card[]): void {
  for (let i = DRAW_COUNT - 1; i < sequence.length; i += DRAW_COUNT) {
    const card = sequence[i]
    if (card !== undefined) tops.add(card)
  }
  const last = sequence.at(-1)
  if (last !== undefined) tops.add(last)
}

/**
 * The cards that may become the waste top under SOME order of the face-down stock: the waste
 * top, the waste cards at the cycle's 3rd, 6th, … positions, and every stock card (any of
 * them could be a group's last card). A superset of reachableWasteTops that depends only on
 * what the player has seen, and equal to it whenever the stock is empty (see status.ts).
 */
export function possibleWasteTops(waste: readonly Card[], stock: readonly Card[]): Set<Card> {
  const tops = new Set<Card>(stock)
  const wasteTop = waste.at(-1)
  if (wasteTop !== undefined) tops.add(wasteTop)
  for (let i = DRAW_COUNT - 1; i < waste.length; i += DRAW_COUNT) {
    const card = waste[i]
    if (card !== undefined) tops.add(card)
  }
  return tops
}
