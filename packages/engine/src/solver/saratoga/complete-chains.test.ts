// The complete search read along chains at every position (complete-chains.ts): only the search
// with joined steps in the default order reads them; it proves solvability-836 lost where the
// pairs alone do not; along winning lines its whole bound (the chains, the cycle's cards held,
// complete-held.ts, and the twin split, twin-split.ts) never rules a win out; and from random
// positions it finds the verdict of the search without any bound, wherever that one is complete.
import { describe, expect, it } from 'vitest'
import { newGame } from '../../index.js'
import { walkWinningLine } from '../../test-support/saratoga-winning-lines.js'
import { expectUnboundedVerdicts } from '../../test-support/saratoga-verdicts.js'
import { DEFAULT_SOLVER_OPTIONS } from '../budget.js'
import { solveCompact } from '../compact/search.js'
import { chainsAt, COMPLETE_CHAINS } from './complete-chains.js'
import { SaratogaPosition } from './position.js'
import { sharedParentsBound } from './shared-parents.js'

const WIN = { ...DEFAULT_SOLVER_OPTIONS, goal: 'win' as const, restarts: false }

/** The complete search but with the pairs alone read at every position but its root. */
class PairsAlone extends SaratogaPosition {
  private read = false
  override upperBound(options: Parameters<SaratogaPosition['upperBound']>[0]): number {
    if (!this.read) {
      this.read = true
      return super.upperBound(options)
    }
    return sharedParentsBound(this, true, true, true, false, 0)
  }
}

describe('Saratoga: the complete search read along chains', () => {
  it('reads the chains only in the search with joined steps in the default order', () => {
    expect(chainsAt(0, true, false)).toBe(COMPLETE_CHAINS)
    expect(chainsAt(5000, true, false)).toBe(5000)
    expect(chainsAt(0, false, false)).toBe(0) // the plain search
    expect(chainsAt(0, true, true)).toBe(0) // the restarted runs, in shuffled orders
    expect(chainsAt(30, true, true)).toBe(30)
  })

  it('proves solvability-836 lost, where the pairs alone do not', () => {
    const state = newGame('saratoga', { seed: 'solvability-836' })
    const chains = solveCompact(new SaratogaPosition(state), { nodes: 150_000 }, WIN)
    expect(chains.lost).toBe(true)
    const alone = solveCompact(new PairsAlone(state), { nodes: chains.nodes }, WIN)
    expect(alone.lost).toBe(false)
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
    expectUnboundedVerdicts('complete-chains', (state) => new SaratogaPosition(state))
  })
})
