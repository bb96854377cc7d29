// A new Sir Tommy state from the old one. Built as one literal rather than `{ ...state }`: states
// then share a single object shape, and spreading an object of another shape (a deal, a parsed
// JSON state) falls off V8's fast path — it was most of the cost of a move.
import type { GameState } from '../../types.js'
import type { Piles } from './piles.js'

export function nextState(
  state: GameState,
  piles: Piles,
  redeals = state.redeals,
  seen = state.seen,
): GameState {
  return {
    game: state.game,
    variant: state.variant,
    piles,
    moves: state.moves,
    redeals,
    workspaceHome: null,
    seen,
    unseenDepth: null,
  }
}
