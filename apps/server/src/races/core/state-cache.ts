// What the server reads off a game state many times, computed once per state object. Engine
// states are never mutated once returned (engine contract), so a state's progress and legal
// moves never change: the opponent's and spectators' progress and every status check share one
// computation. WeakMaps let superseded states be collected as usual. Views are not kept here: a
// view is 3-5 KB of objects that, kept until the seat's next move (about a second at a human
// pace), outlived the young generation and was promoted; the engine computes one in microseconds.
import {
  legalMoves,
  progress,
  type GameState,
  type Move,
  type Progress,
} from '@patience-race/engine'

function memo<T extends object>(compute: (state: GameState) => T): (state: GameState) => T {
  const cache = new WeakMap<GameState, T>()
  return (state) => {
    let value = cache.get(state)
    if (value === undefined) {
      value = compute(state)
      cache.set(state, value)
    }
    return value
  }
}

export const progressOf: (state: GameState) => Progress = memo(progress)
export const legalOf: (state: GameState) => Move[] = memo(legalMoves)
