// Upper bounds on the cards a Sir Tommy position can still put up (each proof in its own file).
import type { BoundOptions } from '../compact/compact-game.js'
import { blockersAllowWin } from './blockers.js'
import type { SirTommyBoard } from './board.js'
import { crossPilesAllowWin } from './cross-piles.js'
import { deadCardBound } from './dead-cards.js'
import { Kind, rankOf } from './encoding.js'
import { staticAllowsWin } from './static-solve.js'
import { stockAllowsWin } from './stock-lookahead.js'

/** No line from `p` can put more cards up than this. */
export function upperBound(p: SirTommyBoard, options: BoundOptions): number {
  if (p.kind === Kind.Suit) return suitBound(p)
  // Dead cards need rank-only foundations, and waste piles that only ever shrink from the top
  // (no waste-to-waste moves, no redeal left to gather them).
  if (p.kind !== Kind.Rank || p.wasteToWaste || p.redeals < p.maxRedeals) return 52
  const bound = options.deadCards ? deadCardBound(p) : 52
  if (bound < 52) return bound
  if (options.blockers && !blockersAllowWin(p)) return 51
  if (options.crossPiles && !crossPilesAllowWin(p)) return 51
  if (options.staticSolve && !staticAllowsWin(p)) return 51
  return options.stockLookahead && !stockAllowsWin(p) ? 51 : 52
}

/** Strategy (suit foundations, no moves between wastes): a suit stops below a buried card. */
function suitBound(p: SirTommyBoard): number {
  const cap = [13, 13, 13, 13]
  const lowest = new Int8Array(4)
  for (let w = 0; w < p.wastes; w++) {
    lowest.fill(14)
    for (let k = 0; k < (p.wasteLen[w] ?? 0); k++) {
      const card = p.waste[w * 52 + k] ?? 0
      const suit = (card / 13) | 0
      const rank = rankOf(card)
      const below = lowest[suit] ?? 14
      if (rank > below) cap[suit] = Math.min(cap[suit] ?? 13, below - 1)
      lowest[suit] = Math.min(below, rank)
    }
  }
  return (cap[0] ?? 0) + (cap[1] ?? 0) + (cap[2] ?? 0) + (cap[3] ?? 0)
}
