// A live game (issue 44): one racer's position, changed in place by each move, answering with
// what the move changed in the player's view rather than a new state to diff.
import type { EngineError, GameState, Move, Progress } from './types.js'
import type { ViewPatch } from './view-patch.js'

/** A move the live game took: exactly what `viewPatch`/`viewCheck` make of the views. */
export interface LiveMoveOk {
  ok: true
  /** viewPatch(playerView(before), playerView(after)). */
  patch: ViewPatch
  /** legalMoves(after).length. */
  legalCount: number
  /** viewCheck(playerView(after)). */
  check: number
}

export type LiveMoveResult = LiveMoveOk | { ok: false; error: EngineError }

/**
 * One game's position that moves change in place. `apply` takes a move as `applyParsedMove`
 * does (shape already checked) and refuses the same moves with the same error, changing
 * nothing then; `state()` is the position as an immutable GameState, made only when asked for
 * (and kept until the next move).
 */
export interface LiveGame {
  apply(move: Move): LiveMoveResult
  state(): GameState
  progress(): Progress
}
