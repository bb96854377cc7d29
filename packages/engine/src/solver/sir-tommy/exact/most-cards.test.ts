// The most cards, proved by the exact search: on random late positions of every variant it reads
// (mostly lost ones), the plain exhaustive search's best count exactly, with a line the engine
// replays to it; and the search's own proofs agreed with further back.
import fc from 'fast-check'
import { beforeAll, describe, expect, it } from 'vitest'
import { progress, solveState } from '../../../index.js'
import { loadSatSolver, type SatFactory } from '../../../exact.js'
import { latePosition, plainBest, replay } from '../../../test-support/sir-tommy-plain.js'

let sat: SatFactory
beforeAll(async () => {
  sat = await loadSatSolver()
})

/** Cards left to turn: few enough for the plain search (Strategy's eight piles branch more). */
const CASES = [
  { variant: 'standard', stockLeft: 7 },
  { variant: 'strategy', stockLeft: 3 },
  { variant: 'calculation', stockLeft: 6 },
]

describe('the most cards, proved exactly', () => {
  it.each(CASES)(
    '$variant: the plain search’s best count, with a line to it',
    ({ variant, stockLeft }) => {
      let lost = 0
      fc.assert(
        fc.property(
          fc.string(),
          fc.array(fc.nat(), { minLength: 300, maxLength: 300 }),
          fc.integer({ min: 1, max: stockLeft }),
          (seed, picks, left) => {
            const state = latePosition(variant, seed, picks, left)
            const best = plainBest(state)
            if (best === null) return
            const result = solveState(state, { nodes: 1 }, { sat })
            expect(result).toMatchObject({ cards: best, proved: true, lost: best < 52 })
            expect(progress(replay(state, result.line)).foundation).toBe(best)
            if (best < 52) lost++
          },
        ),
        { numRuns: 30, seed: 44, endOnFailure: true },
      )
      expect(lost).toBeGreaterThanOrEqual(10)
    },
    120_000,
  )
})
