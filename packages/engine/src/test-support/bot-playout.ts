// Plays a game with chooseBotMove fed only playerView + legalMoves (tests and measurements).
import { applyMove, chooseBotMove, legalMoves, newGame, playerView, progress } from '../index.js'
import type { BotStrength } from '../bot/choose.js'
import type { GameId, GameState, Progress } from '../types.js'

export const MOVE_CAP = 1000

export function botPlayout(
  game: GameId,
  seed: string,
  variant: string,
  strength: BotStrength,
  cap = MOVE_CAP,
): { state: GameState; progress: Progress; capped: boolean } {
  let state = newGame(game, { seed }, variant)
  for (let step = 0; step < cap; step++) {
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
