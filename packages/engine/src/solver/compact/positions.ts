// Which games the search can play on a compact position (the others use engine states).
import type { GameState } from '../../types.js'
import type { SolverOptions } from '../budget.js'
import { SaratogaPosition } from '../saratoga/position.js'
import { SirTommyPosition } from '../sir-tommy/position.js'
import type { CompactGame } from './compact-game.js'

export function compactPositionOf(
  state: GameState,
  options: Required<SolverOptions>,
): CompactGame | null {
  if (state.game === 'sir-tommy')
    return new SirTommyPosition(state, options.suitBlind, options.moveOrder)
  if (state.game === 'saratoga')
    return new SaratogaPosition(state, options.uncovering, options.moveOrder)
  return null
}
