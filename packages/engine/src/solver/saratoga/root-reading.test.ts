// The root of a search with joined steps read along chains (root-reading.ts): it proves
// solvability-619 lost at its start, which the pairs alone do not; the plain search's root is not
// read so; a reading kept for one board is never given to another; along winning lines it never
// rules a win out; and from random positions the default search finds the verdict of the search
// without any bound, wherever that one is complete.
import { describe, expect, it } from 'vitest'
import { newGame, solveDeal } from '../../index.js'
import { walkWinningLine } from '../../test-support/saratoga-winning-lines.js'
import { expectUnboundedVerdicts } from '../../test-support/saratoga-verdicts.js'
import type { GameState } from '../../types.js'
import { DEFAULT_SOLVER_OPTIONS } from '../budget.js'
import { solveCompact } from '../compact/search.js'
import { SaratogaPosition } from './position.js'
import { rootBound } from './root-reading.js'
import { sharedParentsBound } from './shared-parents.js'

const WIN = { ...DEFAULT_SOLVER_OPTIONS, goal: 'win' as const, restarts: false }

/** Whether a search of `state` is cut at its root (with one position, a root it expands is not
 * searched to its end). */
const cutAtRoot = (state: GameState, uncovering = true): boolean =>
  solveCompact(new SaratogaPosition(state, uncovering), { nodes: 1 }, WIN).lost

describe('Saratoga: the root read along chains', () => {
  it('proves solvability-619 lost at its start, where every pair alone passes', () => {
    const state = newGame('saratoga', { seed: 'solvability-619' })
    expect(sharedParentsBound(new SaratogaPosition(state), true, true)).toBe(52)
    // Too few fixpoints prove nothing (it needs 500-1,000).
    expect(sharedParentsBound(new SaratogaPosition(state), true, true, true, false, 200)).toBe(52)
    expect(rootBound(new SaratogaPosition(state), true, true, 0)).toBeLessThan(52)
    expect(cutAtRoot(state)).toBe(true)
    // The plain search (no joined steps) reads its root as any other position.
    expect(cutAtRoot(state, false)).toBe(false)
    // The default solve: the plain search first, then the first restarted run cuts at its root.
    const solved = solveDeal('saratoga', 'solvability-619', undefined, {}, { goal: 'win' })
    expect(solved.lost).toBe(true)
    expect(solved.nodes).toBeLessThanOrEqual(20_001)
  })

  it('gives no board the reading kept for another', () => {
    const lost = newGame('saratoga', { seed: 'solvability-619' })
    expect(cutAtRoot(lost)).toBe(true)
    for (const i of [0, 1, 2, 3, 5]) {
      const state = newGame('saratoga', { seed: `solvability-${i}` })
      expect(cutAtRoot(state), `solvability-${i}`).toBe(false)
      expect(cutAtRoot(lost)).toBe(true)
    }
  })

  it('never rules a win out along winning lines', () => {
    let positions = 0
    for (const i of [0, 3, 5, 6, 11, 27, 45, 47, 58, 212, 250]) {
      const seed = `solvability-${i}`
      positions += walkWinningLine(seed, 'standard', {}, (state) => {
        expect(cutAtRoot(state), seed).toBe(false)
      })
    }
    expect(positions).toBeGreaterThan(600)
  })

  it('finds the verdict of the search without any bound, where that one is complete', () => {
    expectUnboundedVerdicts('root-reading', (state) => new SaratogaPosition(state))
  })
})
