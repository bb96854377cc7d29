// Which games the search can play on a compact position (the others use engine states).
import type { GameState } from '../../types.js'
import { SirTommyPosition } from '../sir-tommy/position.js'
import type { CompactGame } from './compact-game.js'

export function compactPositionOf(state: GameState, suitBlind: boolean): CompactGame | null {
  return state.game === 'sir-tommy' ? new SirTommyPosition(state, suitBlind) : null
}
