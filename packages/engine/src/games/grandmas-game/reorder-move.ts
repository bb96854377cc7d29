// REORDER, rules 3.5 / 3.6: rearrange the workspace (not in the no-reorder variant).
import { illegal } from '../../errors.js'
import type { ApplyResult, Card, GameState } from '../../types.js'
import { pile } from './piles.js'

const NO_REORDER = 'no-reorder'

export function reorderAllowed(state: GameState): boolean {
  return state.variant !== NO_REORDER
}

/** Why a reorder is refused, or null: apply's check, which the live game runs on its own position. */
export function refuseReorder(state: GameState, order: readonly number[]): ApplyResult | null {
  if (!reorderAllowed(state)) return illegal('this variant does not allow reordering the workspace')
  const workspace = pile(state, 'workspace')
  if (workspace.length === 0) return illegal('the workspace is empty')
  if (!isPermutation(order, workspace.length)) {
    return illegal(
      `the new order must list each workspace position 0 to ${workspace.length - 1} exactly once`,
    )
  }
  // A no-op would only add to the move count; legalMoves never lists it either.
  if (order.every((from, to) => from === to))
    return illegal('that order leaves the workspace as it is')
  return null
}

/** new workspace = order.map(i => old[i]); order must be a permutation of 0..n-1. */
export function applyReorder(state: GameState, order: readonly number[]): ApplyResult {
  const refusal = refuseReorder(state, order)
  if (refusal) return refusal
  const workspace = pile(state, 'workspace')
  const reordered: Card[] = []
  for (const i of order) {
    const card = workspace[i]
    if (card !== undefined) reordered.push(card)
  }
  return { ok: true, state: { ...state, piles: { ...state.piles, workspace: reordered } } }
}

export function isPermutation(order: readonly number[], n: number): boolean {
  if (order.length !== n) return false
  const seen = new Set(order)
  return seen.size === n && order.every((i) => Number.isInteger(i) && i >= 0 && i < n)
}

/**
 * The reorders legalMoves lists: every way to move one card to another position, as a full
 * permutation, without repeats (moving i to i+1 equals moving i+1 to i). Any other
 * permutation is also accepted by applyReorder; listing all n! of them is not practical.
 */
export function singleCardReorders(n: number): number[][] {
  const seen = new Set<string>()
  const orders: number[][] = []
  for (let from = 0; from < n; from++) {
    for (let to = 0; to < n; to++) {
      if (from === to) continue
      const order = Array.from({ length: n }, (_, i) => i).filter((i) => i !== from)
      order.splice(to, 0, from)
      const key = order.join(',')
      if (seen.has(key)) continue
      seen.add(key)
      orders.push(order)
    }
  }
  return orders
}
