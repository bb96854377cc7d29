// Every legal Sir Tommy move, each once (rules 1.4, 1.8).
import type { Card, GameState, Move } from '../../types.js'
import { fits, nextRank, rank } from './foundations.js'
import { pilesOf, wastesOf, type SirTommyPileId, type WasteId } from './piles.js'
import { variantOf } from './variants.js'

/** All orders of `items` (at most 4 non-empty waste piles: 24 orders). */
function permutations(items: readonly WasteId[]): WasteId[][] {
  if (items.length <= 1) return [[...items]]
  return items.flatMap((item, i) =>
    permutations([...items.slice(0, i), ...items.slice(i + 1)]).map((rest) => [item, ...rest]),
  )
}

export function legalMoves(state: GameState): Move[] {
  const variant = variantOf(state.variant)
  const piles = pilesOf(state)
  const stock = piles.stock
  const pending = piles.pending[0]
  const wastes = wastesOf(variant)
  const moves: Move[] = []
  // The rank each foundation takes next, computed once: most cards are ruled out by rank alone.
  const f1 = piles['foundation-1']
  const f2 = piles['foundation-2']
  const f3 = piles['foundation-3']
  const f4 = piles['foundation-4']
  const w1 = nextRank(variant, 1, f1)
  const w2 = nextRank(variant, 2, f2)
  const w3 = nextRank(variant, 3, f3)
  const w4 = nextRank(variant, 4, f4)
  const byColourOrSuit = variant.foundation === 'suit' || variant.foundation === 'colour'
  const pushUps = (from: SirTommyPileId, card: Card) => {
    const r = rank(card)
    if (r === w1 && (!byColourOrSuit || fits(variant, 1, f1, card)))
      moves.push({ from, to: 'foundation-1' })
    if (r === w2 && (!byColourOrSuit || fits(variant, 2, f2, card)))
      moves.push({ from, to: 'foundation-2' })
    if (r === w3 && (!byColourOrSuit || fits(variant, 3, f3, card)))
      moves.push({ from, to: 'foundation-3' })
    if (r === w4 && (!byColourOrSuit || fits(variant, 4, f4, card)))
      moves.push({ from, to: 'foundation-4' })
  }
  if (pending !== undefined) {
    if (!variant.foundationsAfterStock) pushUps('pending', pending)
    for (const to of wastes) moves.push({ from: 'pending', to })
  } else if (stock.length > 0) {
    moves.push({ action: 'turn' })
  }
  // rules 1.8(a): Strategy opens the foundations only once every stock card is on a waste pile.
  const foundationsOpen =
    !variant.foundationsAfterStock || (pending === undefined && stock.length === 0)
  for (const from of wastes) {
    const pile = piles[from]
    const top = pile[pile.length - 1]
    if (top === undefined) continue
    if (foundationsOpen) pushUps(from, top)
    if (variant.wasteToWaste) for (const to of wastes) if (to !== from) moves.push({ from, to })
  }
  if (state.redeals < variant.redeals && pending === undefined && stock.length === 0) {
    const full = wastes.filter((w) => piles[w].length > 0)
    if (full.length > 0) {
      moves.push({ action: 'redeal' })
      for (const order of permutations(full)) moves.push({ action: 'redeal', order })
    }
  }
  return moves
}
