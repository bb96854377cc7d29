// Dispatch of a shape-checked move to the rule that handles it.
import { illegal } from '../../errors.js'
import type { ApplyResult, GameState, Move } from '../../types.js'
import { applyCardMove } from './card-move.js'
import { applyDeal } from './deal-move.js'
import { applyReorder } from './reorder-move.js'
import { revealTableau } from './reveal.js'

export function apply(state: GameState, move: Move): ApplyResult {
  const result = applyRules(state, move)
  // A card move or a deal can bare a tableau card or start a peek (rules 3.7) anywhere: record
  // what shows now. A reorder only rearranges the workspace, which is face up already.
  if (!result.ok || ('action' in move && move.action === 'reorder')) return result
  return { ok: true, state: revealTableau(result.state) }
}

function applyRules(state: GameState, move: Move): ApplyResult {
  if (!('action' in move)) return applyCardMove(state, move)
  switch (move.action) {
    case 'deal':
      return applyDeal(state)
    case 'reorder':
      return applyReorder(state, move.order)
    default:
      return noSuchAction(move.action)
  }
}

/** The refusal of an action Grandma's Game does not have. */
export function noSuchAction(action: string): ApplyResult {
  return illegal(`Grandma's Game has no "${action}"; deal from the stock instead`)
}
