// The deals played first (deals-first.ts), the sets hashed as one pool (board.ts's hash with
// symmetry) and cards with a free twin played at once (free-twins.ts) against the search without
// them: from late positions of random games with a few stock cards left, both searches run to
// their end and prove the same best count. In the no-reorder variant,
// where a deal is safe only when it returns nothing to a pile that stays down, likewise.
import { describe, expect, it } from 'vitest'
import { compareWithPlain, replayedCount } from '../../test-support/grandma-search-comparison.js'
import { newGame, solveState } from '../../index.js'
import type { SolverOptions } from '../budget.js'

const plain = { restarts: false, dealsFirst: false, symmetry: false, freeTwins: false }
const compareFrom = (variant: string, stockLeft: number, options: SolverOptions) =>
  compareWithPlain(variant, stockLeft, plain, options)

describe("Grandma's Game: the deals first, the sets as one pool, free twins played at once", () => {
  it('proves the count the search without them proves, from late standard positions', () => {
    expect(compareFrom('standard', 3, { dealsFirst: true })).toBeGreaterThanOrEqual(8)
    expect(compareFrom('standard', 3, { symmetry: true })).toBeGreaterThanOrEqual(8)
    expect(compareFrom('standard', 3, { freeTwins: true })).toBeGreaterThanOrEqual(8)
    expect(compareFrom('standard', 0, { freeTwins: true })).toBeGreaterThanOrEqual(8)
  }, 120_000)

  it('proves the same counts in the no-reorder variant', () => {
    for (const stockLeft of [3, 6, 9])
      expect(
        compareFrom('no-reorder', stockLeft, { dealsFirst: true, symmetry: true, freeTwins: true }),
      ).toBeGreaterThanOrEqual(8)
  }, 120_000)

  it('wins deals the search without them wins, on lines the engine accepts', () => {
    for (const i of [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 19, 76]) {
      const state = newGame('grandmas-game', { seed: `solvability-${i}` }, 'standard')
      const before = solveState(state, { nodes: 20_000 }, { dealsFirst: false, freeTwins: false })
      const after = solveState(state, { nodes: 20_000 })
      if (before.cards === 104 || i > 9) expect(after.cards).toBe(104)
      expect(replayedCount(state, after.line)).toBe(after.cards)
    }
  })
})
