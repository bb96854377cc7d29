// The complete search with the cycle's cards read held (complete-held.ts): only the search with
// joined steps in the default order reads them; the default solve wins solvability-340 in it;
// along winning lines it never rules a win out; and from random positions it finds the verdict of
// the search without any bound, wherever that one is complete.
import { describe, expect, it } from 'vitest'
import { solveDeal } from '../../index.js'
import { walkWinningLine } from '../../test-support/saratoga-winning-lines.js'
import { expectUnboundedVerdicts } from '../../test-support/saratoga-verdicts.js'
import { DEFAULT_SOLVER_OPTIONS } from '../budget.js'
import { COMPLETE_HELD, heldAt } from './complete-held.js'
import { SaratogaPosition } from './position.js'

const WIN = { ...DEFAULT_SOLVER_OPTIONS, goal: 'win' as const, restarts: false }

describe('Saratoga: the complete search reads cards held in the cycle', () => {
  it('reads them only in the search with joined steps in the default order', () => {
    expect(heldAt(0, true, false)).toBe(COMPLETE_HELD)
    expect(heldAt(0, false, false)).toBe(0) // the plain search
    expect(heldAt(0, true, true)).toBe(0) // the restarted runs, in shuffled orders
    expect(heldAt(3, true, true)).toBe(3)
  })

  it('wins solvability-340 at the default budget, in the complete search', () => {
    const result = solveDeal('saratoga', 'solvability-340', 'standard', {}, { goal: 'win' })
    expect(result.cards).toBe(52)
    // The plain search (20,000) and the restarted runs (250,000) went first and missed it.
    expect(result.nodes).toBeGreaterThan(270_000)
  })

  it('never rules a win out along winning lines', () => {
    let positions = 0
    for (const i of [0, 3, 5, 6, 11, 27, 45, 47, 58, 212, 250]) {
      const seed = `solvability-${i}`
      positions += walkWinningLine(seed, 'standard', {}, (state) => {
        const position = new SaratogaPosition(state)
        position.upperBound(WIN) // the root, read apart (root-reading.ts)
        expect(position.upperBound(WIN), seed).toBe(52)
      })
    }
    expect(positions).toBeGreaterThan(600)
  })

  it('finds the verdict of the search without any bound, where that one is complete', () => {
    expectUnboundedVerdicts('complete-held', (state) => new SaratogaPosition(state))
  })
})
