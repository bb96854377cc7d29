// A plain exhaustive search over every engine move of a Sir Tommy position, and random late
// positions to run it from: the reference the solver's prunings are checked against
// (solver/sir-tommy/exhaustive.test.ts, stock-lookahead.test.ts).
import { applyMove, legalMoves, newGame, progress } from '../index.js'
import { variantOf } from '../games/sir-tommy/variants.js'
import type { GameState, Move } from '../types.js'

/** Positions the plain search may visit before it gives up on a sample (then skipped). */
const PLAIN_LIMIT = 30_000

/** The most cards any line from `state` puts up, or null when the space is too large. */
export function plainBest(state: GameState, limit = PLAIN_LIMIT): number | null {
  const seen = new Set<string>()
  const stack = [state]
  let best = 0
  while (stack.length > 0) {
    const s = stack.pop()!
    const key = JSON.stringify([s.piles, s.redeals])
    if (seen.has(key)) continue
    seen.add(key)
    if (seen.size > limit) return null
    best = Math.max(best, progress(s).foundation)
    if (best === 52) return best // nothing beats a win
    for (const move of legalMoves(s)) {
      const result = applyMove(s, move)
      if (!result.ok) throw new Error(result.error.message)
      stack.push(result.state)
    }
  }
  return best
}

/** Random play until at most `stockLeft` cards are left to turn and no redeal is left. */
export function latePosition(variant: string, seed: string, picks: number[], stockLeft: number) {
  let state: GameState = newGame('sir-tommy', { seed }, variant)
  const redeals = variantOf(variant).redeals
  for (const pick of picks) {
    if ((state.piles.stock?.length ?? 0) <= stockLeft && state.redeals >= redeals) break
    const legal = legalMoves(state)
    if (legal.length === 0) break
    const result = applyMove(state, legal[pick % legal.length]!)
    if (!result.ok) throw new Error(result.error.message)
    state = result.state
  }
  return state
}

/** The state after `line`, every move played through the engine. */
export function replay(state: GameState, line: readonly Move[]): GameState {
  return line.reduce((s, move) => {
    const result = applyMove(s, move)
    if (!result.ok) throw new Error(result.error.message)
    return result.state
  }, state)
}

/**
 * A position on a deal's winning line with `stockLeft` cards to turn, then a few random moves
 * off it (one per entry of `detour`): near-won positions, some won and some lost.
 */
export function nearLine(
  variant: string,
  won: { seed: string; line: readonly Move[] },
  stockLeft: number,
  detour: readonly number[],
): GameState {
  let state = newGame('sir-tommy', { seed: won.seed }, variant)
  for (const move of won.line) {
    if ((state.piles.stock?.length ?? 0) <= stockLeft) break
    state = replay(state, [move])
  }
  for (const pick of detour) {
    const legal = legalMoves(state)
    if (legal.length === 0) break
    state = replay(state, [legal[pick % legal.length]!])
  }
  return state
}
