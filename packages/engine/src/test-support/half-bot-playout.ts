// A playout for the per-game property tests (not part of the build).
import { applyMove, legalMoves, newGame } from '../index.js'
import type { GameId, GameState, Move } from '../types.js'
import { deepFreeze } from './random.js'

/**
 * Half `bot` moves (to get deep into a game), half uniformly random legal moves, every state
 * frozen before a move is applied to it; `each` sees every state with its legal moves.
 */
export function halfBotPlayout(
  game: GameId,
  { seed, variant, steps }: { seed: string; variant: string; steps: number },
  pick: (n: number) => number,
  bot: (state: GameState) => Move | null,
  each: (state: GameState, moves: Move[]) => void,
): { state: GameState; played: Move[] } {
  let state = newGame(game, { seed }, variant)
  const played: Move[] = []
  for (let i = 0; i < steps; i++) {
    const moves = legalMoves(state)
    each(state, moves)
    if (moves.length === 0) break
    const move = pick(2) === 0 ? bot(state) : moves[pick(moves.length)]
    const result = applyMove(deepFreeze(state), move)
    if (!result.ok)
      throw new Error(`listed move refused: ${JSON.stringify(move)}: ${result.error.message}`)
    played.push(move as Move)
    state = result.state
  }
  return { state, played }
}
