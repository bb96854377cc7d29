// Pairs read along chains (shared-parents.ts, `chainReadings`; the solver's option `pairChains`):
// it cuts solvability-124 at its start, which no pair alone cuts; along winning lines it never
// rules a win out; wherever two pairs at once cut along a search, it cuts too; and wherever the
// search without any bound is complete from a random position, the search with it finds the
// same verdict.
import { describe, expect, it } from 'vitest'
import { newGame } from '../../index.js'
import { walkWinningLine } from '../../test-support/saratoga-winning-lines.js'
import { expectUnboundedVerdicts } from '../../test-support/saratoga-verdicts.js'
import type { GameState } from '../../types.js'
import { DEFAULT_SOLVER_OPTIONS } from '../budget.js'
import type { BoundOptions } from '../compact/compact-game.js'
import { solveCompact } from '../compact/search.js'
import { SaratogaPosition } from './position.js'
import { sharedParentsBound } from './shared-parents.js'

/** Enough fixpoints for every position these tests read. */
const READINGS = 10000

const chainBound = (state: GameState | SaratogaPosition, readings = READINGS): number =>
  sharedParentsBound(
    state instanceof SaratogaPosition ? state : new SaratogaPosition(state),
    true,
    true,
    true,
    false,
    readings,
  )

describe('Saratoga pairs read along chains', () => {
  it('cuts solvability-124 at its start, where every pair alone passes', () => {
    const state = newGame('saratoga', { seed: 'solvability-124' })
    expect(chainBound(state, 0)).toBe(52)
    expect(chainBound(state)).toBeLessThan(52)
    // Out of fixpoints it proves nothing.
    expect(chainBound(state, 20)).toBe(52)
  })

  it('never rules a win out along winning lines', () => {
    let positions = 0
    for (const i of [0, 3, 5, 6, 11, 27, 45, 47, 58, 212, 250]) {
      const seed = `solvability-${i}`
      positions += walkWinningLine(seed, 'standard', {}, (state) => {
        expect(chainBound(state), seed).toBe(52)
      })
    }
    expect(positions).toBeGreaterThan(600)
  })

  it('cuts wherever two pairs at once cut, all along searches', () => {
    let cutTwoAtOnce = 0
    let cutByChainsOnly = 0
    /** A position whose bound is read both ways. */
    class BothWays extends SaratogaPosition {
      override upperBound(): number {
        const chains = chainBound(this)
        const two = sharedParentsBound(this, true, true, true, true)
        if (two < 52) {
          cutTwoAtOnce++
          expect(chains).toBeLessThan(52)
        } else if (chains < 52) cutByChainsOnly++
        return two
      }
    }
    for (const i of [25, 162, 240]) {
      const state = newGame('saratoga', { seed: `solvability-${i}` })
      solveCompact(
        new BothWays(state),
        { nodes: 1000 },
        { ...DEFAULT_SOLVER_OPTIONS, goal: 'win', restarts: false },
      )
    }
    expect(cutTwoAtOnce).toBeGreaterThan(500)
    expect(cutByChainsOnly).toBeGreaterThan(50)
  })

  it('finds the verdict of the search without any bound, where that one is complete', () => {
    /** The defaults' bound with the chains read (off in the solver). */
    class Chains extends SaratogaPosition {
      override upperBound(options: BoundOptions): number {
        return options.stuckCards ? chainBound(this) : 52
      }
    }
    expectUnboundedVerdicts('pair-chains', (state) => new Chains(state))
  })
})
