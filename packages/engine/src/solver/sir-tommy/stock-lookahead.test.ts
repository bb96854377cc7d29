// The stock lookahead's proofs of loss against a plain exhaustive search over every engine move:
// from random positions of standard Sir Tommy with up to eight cards left to turn, whenever the
// lookahead says no line wins, none does; and it proves losses the blocker test alone misses.
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { latePosition, plainBest } from '../../test-support/sir-tommy-plain.js'
import { blockersAllowWin } from './blockers.js'
import { SirTommyPosition } from './position.js'
import { stockAllowsWin } from './stock-lookahead.js'

describe('Sir Tommy stock lookahead', () => {
  it('says "lost" only where no line wins, and more often than the blockers', () => {
    let checked = 0
    let beyondBlockers = 0
    fc.assert(
      fc.property(
        fc.string(),
        fc.array(fc.nat(), { minLength: 300, maxLength: 300 }),
        fc.integer({ min: 1, max: 8 }),
        (seed, picks, stockLeft) => {
          const state = latePosition('standard', seed, picks, stockLeft)
          const best = plainBest(state)
          if (best === null) return
          checked++
          const position = new SirTommyPosition(state, true)
          if (stockAllowsWin(position)) return
          expect(best).toBeLessThan(52)
          if (blockersAllowWin(position)) beyondBlockers++
        },
      ),
      // The lookahead is off by default (exhaustive.test.ts runs it beside every search as
      // well): a small sample.
      { numRuns: 20, seed: 44 },
    )
    expect(checked).toBeGreaterThanOrEqual(10)
    expect(beyondBlockers).toBeGreaterThan(0)
  }, 300_000)
})
