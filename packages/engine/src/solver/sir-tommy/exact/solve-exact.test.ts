// The exact search against the references: the plain exhaustive search on random late positions
// (won and lost), the search's own proofs on positions further back, and the engine replaying
// every winning line it returns.
import fc from 'fast-check'
import { beforeAll, describe, expect, it } from 'vitest'
import { newGame, progress, solveDeal, solveState } from '../../../index.js'
import { loadSatSolver, type SatFactory } from '../../../exact.js'
import { latePosition, nearLine, plainBest, replay } from '../../../test-support/sir-tommy-plain.js'
import { solveExactly } from './solve-exact.js'

let sat: SatFactory
beforeAll(async () => {
  sat = await loadSatSolver()
})

describe('Sir Tommy solved exactly', () => {
  it('says "won" exactly where a line of the plain search wins, and its line wins', () => {
    const verdicts = { won: 0, lost: 0 }
    // Random play loses nearly always; positions near winning lines, with a random move or two
    // off them, give wins as well.
    const lines = ['solvability-3', 'solvability-4', 'solvability-5'].map((seed) => ({
      seed,
      line: solveDeal('sir-tommy', seed, 'standard', {}, { sat, goal: 'win' }).line,
    }))
    fc.assert(
      fc.property(
        fc.string(),
        fc.array(fc.nat(), { minLength: 300, maxLength: 300 }),
        fc.integer({ min: 1, max: 7 }),
        fc.nat(),
        fc.integer({ min: 0, max: 2 }),
        (seed, picks, stockLeft, which, detour) => {
          const state =
            which % 3 === 0
              ? latePosition('standard', seed, picks, stockLeft)
              : nearLine(
                  'standard',
                  lines[which % lines.length]!,
                  stockLeft,
                  picks.slice(0, detour),
                )
          const best = plainBest(state)
          if (best === null) return
          const exact = solveExactly(state, sat, 1_000_000)!
          expect(exact.verdict).toBe(best === 52 ? 'won' : 'lost')
          if (exact.verdict === 'won')
            expect(progress(replay(state, exact.line)).foundation).toBe(52)
          verdicts[exact.verdict === 'won' ? 'won' : 'lost']++
        },
      ),
      { numRuns: 90, seed: 44, endOnFailure: true },
    )
    // Both answers are checked, not only the common one.
    expect(verdicts.won).toBeGreaterThanOrEqual(10)
    expect(verdicts.lost).toBeGreaterThanOrEqual(10)
  }, 120_000)

  it('agrees with every position the search settles further from the end', () => {
    let settled = 0
    fc.assert(
      fc.property(
        fc.string(),
        fc.array(fc.nat(), { minLength: 300, maxLength: 300 }),
        fc.integer({ min: 8, max: 24 }),
        (seed, picks, stockLeft) => {
          const state = latePosition('standard', seed, picks, stockLeft)
          const searched = solveState(state, { nodes: 20_000 }, { goal: 'win' })
          if (searched.cards < 52 && !searched.lost) return
          settled++
          const exact = solveExactly(state, sat, 1_000_000)!
          expect(exact.verdict).toBe(searched.lost ? 'lost' : 'won')
        },
      ),
      { numRuns: 40, seed: 44, endOnFailure: true },
    )
    expect(settled).toBeGreaterThanOrEqual(20)
  }, 120_000)

  it('wins deals the search leaves unresolved, with lines the engine replays to 52', () => {
    // solvability-2 and -14 stay unresolved at ten times the search's budget (docs/solvability.md).
    for (const seed of ['solvability-2', 'solvability-14', 'solvability-0']) {
      const result = solveDeal('sir-tommy', seed, 'standard', {}, { sat, goal: 'win' })
      expect(result).toMatchObject({ cards: 52, proved: true, lost: false })
      const end = replay(newGame('sir-tommy', { seed }, 'standard'), result.line)
      expect(progress(end).foundation).toBe(52)
    }
  }, 60_000)

  it('is not used for the variants it cannot read', () => {
    for (const variant of ['relaxed', 'puss-in-the-corner', 'redeal']) {
      const state = newGame('sir-tommy', { seed: 'solvability-0' }, variant)
      expect(solveExactly(state, sat, 1000)).toBeNull()
    }
  })
})
