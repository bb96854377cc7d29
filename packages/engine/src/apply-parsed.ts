// A move of a known shape applied to an immutable state: the reference every faster path (the
// live game) must agree with.
import { rulesFor } from './games/index.js'
import type { ApplyResult, GameState, GameStatus, Move } from './types.js'

/** The refusal of any move once the game is over. */
export function refuseFinished(
  status: Exclude<GameStatus, 'playing'>,
): ApplyResult & { ok: false } {
  return {
    ok: false,
    error: {
      code: 'ILLEGAL_MOVE',
      message:
        status === 'won'
          ? 'the game is already won'
          : 'the game is over: no move can change the score',
    },
  }
}

/**
 * `applyMove` for a move whose shape is already known (parsed at the server's edge by the
 * protocol's schema, or listed by `legalMoves`): the rules decide whether it is legal; the shape
 * is not checked again. Untrusted input goes through `applyMove`.
 */
export function applyParsedMove(state: GameState, move: Move): ApplyResult {
  const rules = rulesFor(state.game)
  const status = rules.status(state)
  if (status !== 'playing') return refuseFinished(status)
  const result = rules.apply(state, move)
  if (!result.ok) return result
  // apply returns a fresh state object: count the move on it rather than copying it again.
  if (result.state !== state) {
    result.state.moves = state.moves + 1
    return result
  }
  return { ok: true, state: { ...result.state, moves: state.moves + 1 } }
}
