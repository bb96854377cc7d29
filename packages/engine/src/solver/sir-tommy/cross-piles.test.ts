// The cross-pile proof of loss against a plain exhaustive search over every engine move: from
// random positions of standard Sir Tommy with up to eight cards left to turn, whenever it says no
// line wins, none does (random play leaves dead cards that the dead-card rule sees first, so
// these samples check soundness only); and on a position of a real deal, where the dead-card and
// blocker rules see nothing, it proves at once what the search without it needs half a million
// positions for. exhaustive.test.ts and bounds.test.ts run every search with it on too.
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { newGame, solveState } from '../../index.js'
import { latePosition, plainBest } from '../../test-support/sir-tommy-plain.js'
import type { GameState } from '../../types.js'
import { blockersAllowWin } from './blockers.js'
import { crossPilesAllowWin } from './cross-piles.js'
import { deadCardBound } from './dead-cards.js'
import { SirTommyPosition } from './position.js'

describe('Sir Tommy cross-pile check', () => {
  it('says "lost" only where no line wins', () => {
    let checked = 0
    let lost = 0
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
          if (crossPilesAllowWin(position)) return
          lost++
          expect(best).toBeLessThan(52)
        },
      ),
      // The check is off by default (exhaustive.test.ts runs it beside every search as well): a
      // small sample.
      { numRuns: 20, seed: 45 },
    )
    expect(checked).toBeGreaterThanOrEqual(10)
    expect(lost).toBeGreaterThan(0)
  }, 300_000)

  it('sees a cycle across piles: kings on the threes that the fours on the sevens need', () => {
    // solvability-6 with 12 cards left on a line of the search: every 7 lies under a 4 or a 3
    // (or deeper), the 4 and the 3s wait for 2s and 3s that lie under kings, and a king needs a
    // foundation at Q, past a 7. Each pile alone looks fine.
    const piles = {
      stock: 'QD 6S 5H 6C 8S QS 6D 2D JS TS 2S TD'.split(' ').reverse(),
      pending: ['5D'],
      'waste-1': 'JD 8D 8H JH 9S 7H TC JC KH'.split(' '),
      'waste-2': '4D QC TH 7D 9D 9C KS 8C 3H KC'.split(' '),
      'waste-3': 'QH 9H 7C 4H'.split(' '),
      'waste-4': '7S 3S KD'.split(' '),
      'foundation-1': 'AS 2H 3D 4S 5C 6H'.split(' '),
      'foundation-2': 'AD 2C 3C 4C 5S'.split(' '),
      'foundation-3': ['AH'],
      'foundation-4': ['AC'],
    }
    const state = { ...newGame('sir-tommy', { seed: 'x' }), piles } as GameState
    const position = new SirTommyPosition(state, true)
    expect(deadCardBound(position)).toBe(52)
    expect(blockersAllowWin(position)).toBe(true)
    expect(crossPilesAllowWin(position)).toBe(false)
    expect(solveState(state, { nodes: 10 }, { goal: 'win' })).toMatchObject({ lost: true })
    // The search without it (and without the relaxed game, which sees this too) agrees, the long
    // way round.
    const without = solveState(
      state,
      { nodes: 2_000_000 },
      {
        goal: 'win',
        crossPiles: false,
        staticSolve: false,
      },
    )
    expect(without).toMatchObject({ lost: true })
    expect(without.nodes).toBeGreaterThan(100_000)
  }, 60_000)
})
