// Random Saratoga play for the bounds' tests (not part of the build): a weighted move picker and
// its generator, so a run that fails can be replayed from its pick.
import { applyMove, legalMoves, newGame } from '../index.js'
import type { GameState, Move } from '../types.js'

export const nextPick = (pick: number): number => (pick * 1103515245 + 12345) % 2147483648

/** A move picked at random, a foundation or tableau move far more often than a draw. */
export function pickMove(state: GameState, pick: number): Move | undefined {
  const moves = legalMoves(state)
  const weight = (m: Move) =>
    'to' in m && m.to.startsWith('foundation') ? 8 : 'from' in m && m.from !== 'waste' ? 3 : 1
  let total = 0
  for (const m of moves) total += weight(m)
  let at = pick % Math.max(total, 1)
  for (const m of moves) {
    at -= weight(m)
    if (at < 0) return m
  }
  return undefined
}

export function play(state: GameState, move: Move): GameState {
  const next = applyMove(state, move)
  if (!next.ok) throw new Error(next.error.message)
  return next.state
}

/** Deal `${prefix}-${i}` after 30–89 random moves (the same walk for the same prefix and i). */
export function randomPosition(prefix: string, i: number): GameState {
  return randomWalk(`${prefix}-${i}`, i, 30, 60)
}

/** Deal `seed` after `fewest` to `fewest + span - 1` random moves, the walk picked by `i`. */
export function randomWalk(seed: string, i: number, fewest: number, span: number): GameState {
  let pick = i * 7727 + 5
  let state = newGame('saratoga', { seed })
  for (let k = fewest + ((i * 17) % span); k > 0; k--) {
    pick = nextPick(pick)
    const move = pickMove(state, pick)
    if (move === undefined) break
    state = play(state, move)
  }
  return state
}
