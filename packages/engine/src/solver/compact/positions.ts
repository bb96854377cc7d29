// Which games the search can play on a compact position (the others use engine states).
import type { GameState } from '../../types.js'
import { SaratogaPosition } from '../saratoga/position.js'
import { SirTommyPosition } from '../sir-tommy/position.js'
import type { CompactGame } from './compact-game.js'

export function compactPositionOf(state: GameState, suitBlind: boolean): CompactGame | null {
  if (state.game === 'sir-tommy') return new SirTommyPosition(state, suitBlind)
  if (state.game === 'saratoga') return new SaratogaPosition(state)
  return null
}
