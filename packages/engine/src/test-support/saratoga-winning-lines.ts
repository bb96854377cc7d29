// The positions along Saratoga deals' winning lines, for the tests of its loss bounds (not part
// of the build): a sound bound is 52 at every one of them.
import { expect } from 'vitest'
import { applyMove, newGame, solveDeal } from '../index.js'
import type { GameState } from '../types.js'
import type { SolverOptions } from '../solver/budget.js'

/**
 * Each position along the line `solveDeal` wins deal `seed` by at 20,000 positions (with
 * `options`, goal win), the first and the last included; how many there were.
 */
export function walkWinningLine(
  seed: string,
  variant: string,
  options: SolverOptions,
  visit: (state: GameState) => void,
): number {
  const won = solveDeal('saratoga', seed, variant, { nodes: 20000 }, { ...options, goal: 'win' })
  expect(won.cards, `${variant} ${seed} is won`).toBe(52)
  let state = newGame('saratoga', { seed }, variant)
  visit(state)
  for (const move of won.line) {
    const next = applyMove(state, move)
    if (!next.ok) throw new Error(next.error.message)
    state = next.state
    visit(state)
  }
  return won.line.length + 1
}
