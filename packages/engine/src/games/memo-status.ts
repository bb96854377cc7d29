import type { GameState, GameStatus } from '../types.js'

/**
 * Caches an expensive status function per state object. States are never mutated once
 * returned (engine contract), so a state's status never changes; the server asks for it many
 * times per move (legalMoves, applyMove, playerView, progress). A WeakMap lets finished states
 * be collected as usual. Output is unchanged: the engine stays a pure function of its input.
 */
export function memoStatus(compute: (state: GameState) => GameStatus) {
  const cache = new WeakMap<GameState, GameStatus>()
  return (state: GameState): GameStatus => {
    let status = cache.get(state)
    if (status === undefined) {
      status = compute(state)
      cache.set(state, status)
    }
    return status
  }
}
