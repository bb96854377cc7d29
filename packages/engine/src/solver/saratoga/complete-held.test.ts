// The complete search with the cycle's cards read held (complete-held.ts): only the search with
// joined steps in the default order reads them; the default solve wins solvability-340 in it; and
// from random positions it finds the verdict of the search without any bound, wherever that one
// is complete.
import { describe, expect, it } from 'vitest'
import { solveDeal } from '../../index.js'
import { expectUnboundedVerdicts } from '../../test-support/saratoga-verdicts.js'
import { COMPLETE_HELD, heldAt } from './complete-held.js'
import { SaratogaPosition } from './position.js'

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

  // Along winning lines the complete search's bound, the held reading in, stays 52: that one
  // bound (chains, cards held, the twin split) is walked along them in complete-chains.test.ts.

  it('finds the verdict of the search without any bound, where that one is complete', () => {
    expectUnboundedVerdicts('complete-held', (state) => new SaratogaPosition(state))
  })
})
