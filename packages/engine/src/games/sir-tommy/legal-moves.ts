// Every legal Sir Tommy move, each once (rules 1.4, 1.8).
import type { Card, GameState, Move, PileId } from '../../types.js'
import { fits } from './foundations.js'
import { FOUNDATIONS, wastesOf } from './piles.js'
import { variantOf } from './variants.js'

/** All orders of `items` (at most 4 non-empty waste piles: 24 orders). */
function permutations(items: readonly PileId[]): PileId[][] {
  if (items.length <= 1) return [[...items]]
  return items.flatMap((item, i) =>
    permutations([...items.slice(0, i), ...items.slice(i + 1)]).map((rest) => [item, ...rest]),
  )
}

export function legalMoves(state: GameState): Move[] {
  const variant = variantOf(state.variant)
  const piles = state.piles
  const stock = piles.stock as Card[]
  const pending = (piles.pending as Card[])[0]
  const wastes = wastesOf(variant)
  const moves: Move[] = []
  if (pending !== undefined) {
    if (!variant.foundationsAfterStock) {
      for (let f = 0; f < 4; f++) {
        const to = FOUNDATIONS[f] as string
        if (fits(variant, f + 1, piles[to] as Card[], pending)) moves.push({ from: 'pending', to })
      }
    }
    for (const to of wastes) moves.push({ from: 'pending', to })
  } else if (stock.length > 0) {
    moves.push({ action: 'turn' })
  }
  // rules 1.8(a): Strategy opens the foundations only once every stock card is on a waste pile.
  const foundationsOpen = !variant.foundationsAfterStock || (pending === undefined && stock.length === 0)
  for (const from of wastes) {
    const pile = piles[from] as Card[]
    const top = pile[pile.length - 1]
    if (top === undefined) continue
    if (foundationsOpen) {
      for (let f = 0; f < 4; f++) {
        const to = FOUNDATIONS[f] as string
        if (fits(variant, f + 1, piles[to] as Card[], top)) moves.push({ from, to })
      }
    }
    if (variant.wasteToWaste) for (const to of wastes) if (to !== from) moves.push({ from, to })
  }
  if (state.redeals < variant.redeals && pending === undefined && stock.length === 0) {
    const full = wastes.filter((w) => (piles[w] as Card[]).length > 0)
    if (full.length > 0) {
      moves.push({ action: 'redeal' })
      for (const order of permutations(full)) moves.push({ action: 'redeal', order })
    }
  }
  return moves
}
