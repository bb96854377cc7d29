// A late position of a random Grandma's Game, for the solver's tests (not part of the build).
import { applyMove, legalMoves, newGame } from '../index.js'
import type { GameState, Move } from '../types.js'

/**
 * The game dealt from `seed`, played by a fixed pseudo-random sequence started at `pick` (a move
 * to a foundation three times in four when there is one; only moves `allowed` lets through)
 * until `stockLeft` cards are left in the stock or no move is.
 */
export function lateGrandmaPosition(
  seed: string,
  variant: string,
  pick: number,
  stockLeft: number,
  allowed: (move: Move) => boolean = () => true,
): GameState {
  let state = newGame('grandmas-game', { seed }, variant)
  let x = pick
  while ((state.piles.stock ?? []).length > stockLeft) {
    const moves = legalMoves(state).filter(allowed)
    if (moves.length === 0) break
    x = (x * 1103515245 + 12345) % 2147483648
    const ups = moves.filter((m) => 'to' in m)
    const pool = ups.length > 0 && x % 4 !== 0 ? ups : moves
    const next = applyMove(state, pool[x % pool.length]!)
    if (!next.ok) throw new Error(next.error.message)
    state = next.state
  }
  return state
}
