// Plays a game with chooseBotMove fed only playerView + legalMoves (tests and measurements).
import { applyMove, chooseBotMove, legalMoves, newGame, playerView, progress } from '../index.js'
import { SEARCH_MOVE_LIMIT, type BotStrength } from '../bot/choose.js'
import type { GameId, GameState, Progress } from '../types.js'

export const MOVE_CAP = 1000

/**
 * The position apart from its move count. Easy always, and the others from SEARCH_MOVE_LIMIT
 * on, play the greedy policy, which reads the position and not the count: once such a position
 * comes round again, play only repeats moves already checked, until the cap.
 */
function cycleKey(state: GameState, strength: BotStrength): string | null {
  if (strength !== 'easy' && state.moves < SEARCH_MOVE_LIMIT) return null
  return JSON.stringify({ ...state, moves: 0 })
}

export function botPlayout(
  game: GameId,
  seed: string,
  variant: string,
  strength: BotStrength,
  cap = MOVE_CAP,
): { state: GameState; progress: Progress; capped: boolean } {
  let state = newGame(game, { seed }, variant)
  const looped = new Set<string>()
  for (let step = 0; step < cap; step++) {
    const key = cycleKey(state, strength)
    if (key !== null) {
      if (looped.has(key)) return { state, progress: progress(state), capped: true }
      looped.add(key)
    }
    const legal = legalMoves(state)
    const move = chooseBotMove(playerView(state), legal, strength)
    if (move === null) return { state, progress: progress(state), capped: false }
    if (!legal.includes(move)) throw new Error(`not one of legalMoves: ${JSON.stringify(move)}`)
    const result = applyMove(state, move)
    if (!result.ok)
      throw new Error(`${seed}: ${JSON.stringify(move)} was refused: ${result.error.message}`)
    state = result.state
  }
  return { state, progress: progress(state), capped: progress(state).status === 'playing' }
}
