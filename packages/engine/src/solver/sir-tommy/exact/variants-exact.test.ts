// The exact search on Standard (rank-only foundations), Strategy (suit foundations, plays only
// after the stock) and Calculation (foundations in steps of 1–4): against the plain exhaustive
// search on random late positions and positions near winning lines (won and lost, foundations
// part built), against the search's own proofs further back, and on whole deals, every winning
// line replayed through the engine.
import fc from 'fast-check'
import { beforeAll, describe, expect, it } from 'vitest'
import { newGame, progress, solveDeal, solveState } from '../../../index.js'
import { loadSatSolver, type SatFactory } from '../../../exact.js'
import { latePosition, nearLine, plainBest, replay } from '../../../test-support/sir-tommy-plain.js'
import type { GameState } from '../../../types.js'
import { solveExactly } from './solve-exact.js'

let sat: SatFactory
beforeAll(async () => {
  sat = await loadSatSolver()
})

interface Case {
  variant: string
  /** Cards left to turn in the late positions: few enough for the plain search. */
  stockLeft: { min: number; max: number }
  /** Random moves off a winning line (Strategy's foundations open only at the end). */
  detour: number
  /** The fewest won and lost samples against the plain search, settled ones against the search. */
  least: { won: number; lost: number; settled: number }
}

const CASES: Case[] = [
  {
    variant: 'standard',
    stockLeft: { min: 1, max: 7 },
    detour: 2,
    least: { won: 10, lost: 10, settled: 20 },
  },
  {
    variant: 'strategy',
    stockLeft: { min: 0, max: 3 },
    detour: 8,
    least: { won: 10, lost: 10, settled: 15 },
  },
  {
    variant: 'calculation',
    stockLeft: { min: 1, max: 7 },
    detour: 3,
    least: { won: 10, lost: 10, settled: 8 },
  },
]

/**
 * Random late positions (a third) and positions on the winning lines of `near` with up to
 * `detour` random moves off them, with `stockLeft` cards to turn.
 */
function positions(
  variant: string,
  near: readonly string[],
  stockLeft: { min: number; max: number },
  detour: number,
): fc.Arbitrary<GameState> {
  const lines = near.map((seed) => ({
    seed,
    line: solveDeal('sir-tommy', seed, variant, {}, { sat, goal: 'win' }).line,
  }))
  return fc
    .tuple(
      fc.string(),
      fc.array(fc.nat(), { minLength: 300, maxLength: 300 }),
      fc.integer(stockLeft),
      fc.nat(),
      fc.integer({ min: 0, max: detour }),
    )
    .map(([seed, picks, left, which, off]) =>
      which % 3 === 0
        ? latePosition(variant, seed, picks, left)
        : nearLine(variant, lines[which % lines.length]!, left, picks.slice(0, off)),
    )
}

describe.each(CASES)(
  'Sir Tommy $variant solved exactly',
  ({ variant, stockLeft, detour, least }) => {
    it('says "won" exactly where a line of the plain search wins, and its line wins', () => {
      const verdicts = { won: 0, lost: 0 }
      const near = ['solvability-3', 'solvability-4', 'solvability-5']
      fc.assert(
        fc.property(positions(variant, near, stockLeft, detour), (state) => {
          const best = plainBest(state)
          if (best === null) return
          const exact = solveExactly(state, sat, 1_000_000)!
          expect(exact.verdict).toBe(best === 52 ? 'won' : 'lost')
          if (exact.verdict === 'won')
            expect(progress(replay(state, exact.line)).foundation).toBe(52)
          verdicts[exact.verdict === 'won' ? 'won' : 'lost']++
        }),
        { numRuns: 90, seed: 44, endOnFailure: true },
      )
      expect(verdicts.won).toBeGreaterThanOrEqual(least.won)
      expect(verdicts.lost).toBeGreaterThanOrEqual(least.lost)
    }, 120_000)

    it('agrees with every position the search settles further from the end', () => {
      const settled = { won: 0, lost: 0 }
      const near = ['solvability-6', 'solvability-7']
      fc.assert(
        fc.property(positions(variant, near, { min: 8, max: 24 }, 2), (state) => {
          const searched = solveState(state, { nodes: 20_000 }, { goal: 'win' })
          if (searched.cards < 52 && !searched.lost) return
          settled[searched.lost ? 'lost' : 'won']++
          const exact = solveExactly(state, sat, 1_000_000)!
          expect(exact.verdict).toBe(searched.lost ? 'lost' : 'won')
        }),
        { numRuns: 40, seed: 44, endOnFailure: true },
      )
      expect(settled.won + settled.lost).toBeGreaterThanOrEqual(least.settled)
    }, 120_000)

    it('settles whole deals, with lines the engine replays to 52', () => {
      for (const seed of ['solvability-0', 'solvability-1', 'solvability-2']) {
        const result = solveDeal('sir-tommy', seed, variant, {}, { sat, goal: 'win' })
        expect(result).toMatchObject({ cards: 52, proved: true, lost: false })
        const end = replay(newGame('sir-tommy', { seed }, variant), result.line)
        expect(progress(end).foundation).toBe(52)
      }
    }, 60_000)
  },
)
