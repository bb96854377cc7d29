// A Saratoga bound's verdicts against the search without any bound (not part of the build): from
// 80 random positions, where the unbounded search is complete, the bounded one says the same.
import { expect } from 'vitest'
import { DEFAULT_SOLVER_OPTIONS } from '../solver/budget.js'
import { solveCompact } from '../solver/compact/search.js'
import type { SaratogaPosition } from '../solver/saratoga/position.js'
import type { GameState } from '../types.js'
import { randomPosition } from './saratoga-random-play.js'

/** `position` reads the bound under test when the `stuckCards` option is on, and no bound else. */
export function expectUnboundedVerdicts(
  prefix: string,
  position: (state: GameState) => SaratogaPosition,
): void {
  let compared = 0
  let lost = 0
  for (let i = 0; i < 80; i++) {
    const state = randomPosition(prefix, i)
    const solve = (stuckCards: boolean) =>
      solveCompact(
        position(state),
        { nodes: 4000 },
        { ...DEFAULT_SOLVER_OPTIONS, goal: 'win', restarts: false, stuckCards },
      )
    const plain = solve(false)
    const bounded = solve(true)
    if (bounded.proved && !bounded.lost) expect(bounded.cards).toBe(52)
    if (!plain.proved) continue
    compared++
    if (plain.lost) lost++
    // With goal win a cut root says lost without a proved count.
    expect(bounded.lost, `${prefix}-${i}`).toBe(plain.lost)
    if (!plain.lost) expect(bounded.cards).toBe(52)
  }
  expect(compared).toBeGreaterThan(15)
  expect(lost).toBeGreaterThan(3)
}
