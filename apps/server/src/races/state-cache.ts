// What the server sends about a game state, computed once per state object. Engine states are
// never mutated once returned (engine contract), so a state's view, progress and legal moves
// never change: a move's ack, the opponent's and spectators' progress and every status check
// share one computation. WeakMaps let superseded states be collected as usual.
import {
  legalMoves,
  playerView,
  progress,
  type GameState,
  type Move,
  type PlayerView,
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

export const viewOf: (state: GameState) => PlayerView = memo(playerView)
export const progressOf: (state: GameState) => Progress = memo(progress)
export const legalOf: (state: GameState) => Move[] = memo(legalMoves)
