import { rulesFor } from './games/index.js'
import type { GameState, Progress } from './types.js'

export function progress(state: GameState): Progress {
  const rules = rulesFor(state.game)
  return {
    foundation: rules.foundationCount(state),
    total: rules.info.cards,
    moves: state.moves,
    status: rules.status(state),
  }
}
