import { illegal } from '../../errors.js'
import type { ApplyResult, GameState, Move } from '../../types.js'
import { applyCardMove } from './card-move.js'
import { applyDraw, applyRedeal } from './stock-actions.js'

/** A move naming another game's action. */
export function noSuchAction(action: string): ApplyResult {
  return illegal(`Saratoga has no ${action} action: draw from the stock or move cards`)
}

export function apply(state: GameState, move: Move): ApplyResult {
  if (!('action' in move)) return applyCardMove(state, move)
  switch (move.action) {
    case 'draw':
      return applyDraw(state)
    case 'redeal':
      return applyRedeal(state, move.order !== undefined)
    default:
      return noSuchAction(move.action)
  }
}
