// Sir Tommy's restarted win search with `shareLost`: a run skips the positions an earlier run
// searched to their end without a win. Runs stopped by their budget must leave nothing
// unfinished in that table, or a later run would take an unfinished (maybe winnable) position,
// the root itself among them, for lost.
import { describe, expect, it } from 'vitest'
import { applyMove, newGame, progress, solveDeal } from '../../index.js'
import type { GameState, Move } from '../../types.js'
import { DEFAULT_SOLVER_OPTIONS } from '../budget.js'
import { solveWinFirst } from './win-first.js'
import { latePosition, plainBest } from '../../test-support/sir-tommy-plain.js'

function replay(state: GameState, line: Move[]): GameState {
  for (const move of line) {
    const next = applyMove(state, move)
    if (!next.ok) throw new Error(next.error.message)
    state = next.state
  }
  return state
}

describe('Sir Tommy: runs of the win search sharing the positions proved lost', () => {
  it('wins positions on winning lines and proves lost what no line wins, in runs too short to finish', () => {
    // Runs of 50 positions (a line to a win is 10–40 deep): most stop before they finish.
    const shares = { win: 0.8, run: 0, minRun: 50 }
    const solve = (state: GameState) =>
      solveWinFirst(state, { nodes: 100_000 }, DEFAULT_SOLVER_OPTIONS, shares)!
    let restarted = 0
    // Winnable: positions on deals' winning lines with 8, 12 and 16 cards left to turn.
    for (const seed of ['solvability-5', 'solvability-7', 'solvability-199']) {
      const start = newGame('sir-tommy', { seed }, 'standard')
      const { line, cards } = solveDeal('sir-tommy', seed, 'standard', { nodes: 3000 })
      expect(cards, seed).toBe(52)
      for (const left of [8, 12, 16]) {
        const at = line.findIndex(
          (_, i) => replay(start, line.slice(0, i)).piles.stock?.length === left,
        )
        const state = replay(start, line.slice(0, at))
        const result = solve(state)
        expect(result, `${seed} with ${left} to turn`).toMatchObject({ cards: 52, lost: false })
        expect(progress(replay(state, result.line)).foundation).toBe(52)
        if (result.nodes > 50) restarted++
      }
    }
    // Random late positions, nearly all lost (random play loses), checked against every line.
    let lost = 0
    for (let i = 0; i < 12; i++) {
      const picks = Array.from({ length: 300 }, (_, k) => (k * 7919 + i * 104729) % 1000)
      const state = latePosition('standard', `shared-lost-${i}`, picks, 4)
      const best = plainBest(state, 20_000)
      if (best === null) continue
      const result = solve(state)
      expect(result.lost, `sample ${i}`).toBe(best < 52)
      expect(result.cards === 52, `sample ${i}`).toBe(best === 52)
      if (result.nodes > 50) restarted++
      if (best < 52) lost++
    }
    expect(lost).toBeGreaterThanOrEqual(4)
    expect(restarted).toBeGreaterThanOrEqual(6)
  }, 60_000)

  it('wins every deal the runs win without sharing, with lines that replay', () => {
    // Each run meets its positions in the same order as without the table, only skipping lost
    // subtrees, so it gets at least as far: a win without sharing is a win with it.
    let wins = 0
    for (let i = 0; i < 30; i++) {
      const seed = `solvability-${i}`
      const budget = { nodes: 3000 }
      const alone = solveDeal('sir-tommy', seed, 'standard', budget, { shareLost: false })
      const shared = solveDeal('sir-tommy', seed, 'standard', budget)
      if (alone.cards === 52) expect(shared.cards, seed).toBe(52)
      if (shared.cards === 52) wins++
      const start = newGame('sir-tommy', { seed }, 'standard')
      expect(progress(replay(start, shared.line)).foundation, seed).toBe(shared.cards)
    }
    expect(wins).toBeGreaterThanOrEqual(5)
  }, 60_000)
})
