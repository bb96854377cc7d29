import type { GameState, GameStatus } from '../types.js'

/** A cached status function, and a way to tell it a status already known for a state. */
export interface MemoStatus {
  (state: GameState): GameStatus
  /** `state`'s status is `status` (a live game's, computed as its state was made). */
  remember(state: GameState, status: GameStatus): void
}

/**
 * Caches an expensive status function per state object. States are never mutated once
 * returned (engine contract), so a state's status never changes; the server asks for it many
 * times per move (legalMoves, applyMove, playerView, progress). A WeakMap lets finished states
 * be collected as usual. Output is unchanged: the engine stays a pure function of its input.
 */
export function memoStatus(compute: (state: GameState) => GameStatus): MemoStatus {
  const cache = new WeakMap<GameState, GameStatus>()
  const status = (state: GameState): GameStatus => {
    let known = cache.get(state)
    if (known === undefined) {
      known = compute(state)
      cache.set(state, known)
    }
    return known
  }
  return Object.assign(status, {
    remember: (state: GameState, value: GameStatus): void => void cache.set(state, value),
  })
}
