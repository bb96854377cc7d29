// rules 2.6: draw three, redeal (keeping the order) as often as you like.
import { illegal } from '../../errors.js'
import type { ApplyResult, GameState } from '../../types.js'
import { pile } from './piles.js'

export const DRAW_COUNT = 3

/** Why a draw is illegal in `state`, or null: it is legal. */
export function refuseDraw(state: GameState): ApplyResult | null {
  if (pile(state, 'stock').length > 0) return null
  return illegal(
    pile(state, 'waste').length === 0
      ? 'the stock and the waste are both empty'
      : 'the stock is empty: redeal the waste first',
  )
}

/** Why a redeal is illegal in `state`, or null: it is legal. */
export function refuseRedeal(state: GameState, hasOrder: boolean): ApplyResult | null {
  if (hasOrder) return illegal("Saratoga's redeal takes no pile order: there is only one waste")
  if (pile(state, 'stock').length > 0) return illegal('you can redeal only once the stock is empty')
  if (pile(state, 'waste').length === 0)
    return illegal('the waste is empty: there is nothing to redeal')
  return null
}

export function applyDraw(state: GameState): ApplyResult {
  const refusal = refuseDraw(state)
  if (refusal) return refusal
  const stock = pile(state, 'stock')
  const count = Math.min(DRAW_COUNT, stock.length)
  // The stock's top card (last in the array) is turned first, so it ends deepest of the group.
  const drawn = stock.slice(-count).reverse()
  return {
    ok: true,
    state: {
      ...state,
      // The first pass turns unseen cards; after a redeal the stock is the old waste, all seen.
      seen: state.redeals === 0 ? state.seen + drawn.join('') : state.seen,
      piles: {
        ...state.piles,
        stock: stock.slice(0, -count),
        waste: [...pile(state, 'waste'), ...drawn],
      },
    },
  }
}

export function applyRedeal(state: GameState, hasOrder: boolean): ApplyResult {
  const refusal = refuseRedeal(state, hasOrder)
  if (refusal) return refusal
  const waste = pile(state, 'waste')
  // Turning the waste over: its bottom card (drawn earliest) becomes the stock's top.
  return {
    ok: true,
    state: {
      ...state,
      redeals: state.redeals + 1,
      piles: { ...state.piles, stock: [...waste].reverse(), waste: [] },
    },
  }
}
