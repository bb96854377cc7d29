// Sir Tommy's win-first solve (win-first.ts): the win search's verdict is kept, the most-cards
// search's count is proved only by its own complete search, and a deal neither settles is
// neither lost nor proved. The plain exhaustive comparison (sir-tommy/exhaustive.test.ts) checks
// the verdicts of late positions against every line.
import { describe, expect, it } from 'vitest'
import { applyMove, newGame, progress, solveDeal, solveState } from '../../index.js'
import type { GameState, Move } from '../../types.js'
import { DEFAULT_SOLVER_OPTIONS } from '../budget.js'
import { luby, solveWinFirst } from './win-first.js'
import { latePosition, plainBest } from '../../test-support/sir-tommy-plain.js'

/** The deadline orders switched from their default, so that both ways are checked. */
const OTHER_ORDERS = { deadlineOrders: !DEFAULT_SOLVER_OPTIONS.deadlineOrders }

function replay(seed: string, line: Move[]): GameState {
  let state = newGame('sir-tommy', { seed }, 'standard')
  for (const move of line) {
    const next = applyMove(state, move)
    if (!next.ok) throw new Error(next.error.message)
    state = next.state
  }
  return state
}

describe('Sir Tommy: the win search first', () => {
  it('leaves a deal the budget cannot settle unsettled, with a line to its count', () => {
    // solvability-0 and -1 are settled by neither search at 3,000 positions.
    for (const seed of ['solvability-0', 'solvability-1']) {
      for (const runs of [{}, { lubyRuns: true }, { shortRuns: true }, OTHER_ORDERS]) {
        const result = solveDeal('sir-tommy', seed, 'standard', { nodes: 3000 }, runs)
        expect(result).toMatchObject({ proved: false, lost: false })
        expect(result.nodes).toBeLessThanOrEqual(3000)
        expect(progress(replay(seed, result.line)).foundation).toBe(result.cards)
      }
    }
  })

  it('wins what one run of the default order wins, and counts at least what it counts', () => {
    for (let i = 0; i < 12; i++) {
      const seed = `solvability-${i}`
      const run = solveDeal('sir-tommy', seed, 'standard', { nodes: 80 }, { goal: 'win' })
      for (const runs of [{}, { shortRuns: true }, OTHER_ORDERS]) {
        const result = solveDeal('sir-tommy', seed, 'standard', { nodes: 4000 }, runs)
        if (run.cards === 52) expect(result.cards, seed).toBe(52)
        expect(result.cards, seed).toBeGreaterThanOrEqual(run.cards)
        expect(result.lost, seed).toBe(false) // none of these is proved lost at this budget
        expect(result.nodes, seed).toBeLessThanOrEqual(4000)
        expect(progress(replay(seed, result.line)).foundation, seed).toBe(result.cards)
      }
    }
  })

  it('proves late positions lost, and their best count once the most-cards search completes', () => {
    let checked = 0
    let cut = 0
    for (let i = 0; i < 40 && checked < 6; i++) {
      const picks = Array.from({ length: 300 }, (_, k) => (k * 7919 + i * 104729) % 1000)
      const state = latePosition('standard', `win-first-${i}`, picks, 3)
      const best = plainBest(state)
      if (best === null || best === 52) continue
      checked++
      const result = solveState(state, { nodes: 1_000_000 })
      expect(result).toMatchObject({ cards: best, proved: true, lost: true })
      // A budget the win search needs all of its share of, leaving the most-cards search too
      // few positions to finish: still lost, but the count is not proved.
      const win = solveState(state, { nodes: 1_000_000 }, { goal: 'win' })
      const most = solveState(state, { nodes: 1_000_000 }, { winFirst: false })
      const nodes = Math.ceil(win.nodes / 0.8) + 1
      if (most.nodes <= nodes - win.nodes) continue
      cut++
      const shares = { win: 0.8, run: 0.8 } // one run, on all of the win search's share
      const tight = solveWinFirst(state, { nodes }, DEFAULT_SOLVER_OPTIONS, shares)
      expect(tight).toMatchObject({ proved: false, lost: true })
      expect(tight!.cards).toBeLessThanOrEqual(best)
    }
    expect(checked).toBeGreaterThanOrEqual(3)
    expect(cut).toBeGreaterThanOrEqual(1)
  })

  it('grows its runs as the Luby sequence, each length a power of two', () => {
    const lengths = Array.from({ length: 31 }, (_, i) => luby(i + 1))
    expect(lengths.slice(0, 15)).toEqual([1, 1, 2, 1, 1, 2, 4, 1, 1, 2, 1, 1, 2, 4, 8])
    // The first 2^k − 1 runs: k × 2^(k−1) units (31 runs of 80 units: the default win share).
    expect(lengths.reduce((a, b) => a + b, 0)).toBe(80)
    expect(Math.max(...lengths)).toBe(16)
  })

  it('gives the same answer whatever was solved before (the relaxed win is forgotten)', () => {
    const budget = { nodes: 6000 }
    const first = solveDeal('sir-tommy', 'solvability-3', 'standard', budget)
    solveDeal('sir-tommy', 'solvability-9', 'standard', budget)
    expect(solveDeal('sir-tommy', 'solvability-3', 'standard', budget)).toEqual(first)
  })

  it("runs the restarted win search for the goal 'win' too, on the whole budget", () => {
    // At 5,000 positions one plain search wins none of these three; the restarted runs win each.
    for (const seed of ['solvability-9', 'solvability-13', 'solvability-22']) {
      const budget = { nodes: 5000 }
      const plain = solveDeal('sir-tommy', seed, 'standard', budget, {
        goal: 'win',
        winFirst: false,
      })
      expect(plain.cards, seed).toBeLessThan(52)
      const restarted = solveDeal('sir-tommy', seed, 'standard', budget, { goal: 'win' })
      expect(restarted).toMatchObject({ cards: 52, proved: true })
      expect(restarted.nodes).toBeLessThanOrEqual(5000)
      expect(progress(replay(seed, restarted.line)).foundation, seed).toBe(52)
    }
  })
})
