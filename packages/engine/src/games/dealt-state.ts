// The state every game starts from: its deal's piles and face-up cards, nothing played yet.
import type { GameId, GameState, Piles } from '../types.js'

/** A new game as `deal` lays it out: no moves, no redeals, an empty workspace. */
export function dealtState(game: GameId, variant: string, piles: Piles, seen: string): GameState {
  return {
    game,
    variant,
    piles,
    moves: 0,
    redeals: 0,
    workspaceHome: null,
    seen,
    unseenDepth: null,
  }
}
