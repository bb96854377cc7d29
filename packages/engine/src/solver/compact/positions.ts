// Each game's compact position for the search.
import type { GameState } from '../../types.js'
import type { SolverOptions } from '../budget.js'
import { grandmasPosition } from '../grandmas-game/position.js'
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
  if (state.game === 'grandmas-game')
    return grandmasPosition(
      state,
      options.moveOrder,
      options.freeOrder,
      options.dealsFirst,
      options.freeTwins,
      options.meetings,
    )
  return null
}
