// Sir Tommy's proofs of loss (dead cards, blockers) are sound: they never cut a better line
// (checked against a search with no bound at all, from random positions late in a deal) and
// never cut a win (checked from every position along winning lines).
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { applyMove, legalMoves, newGame, solveDeal, solveState } from '../../index.js'
import type { GameState } from '../../types.js'

const NODES = 2_000_000

/** Random play until at most `stockLeft` cards are left to turn. */
function latePosition(seed: string, picks: number[], stockLeft: number): GameState {
  let state: GameState = newGame('sir-tommy', { seed })
  for (const pick of picks) {
    if ((state.piles.stock?.length ?? 0) <= stockLeft) break
    const legal = legalMoves(state)
    if (legal.length === 0) break
    const result = applyMove(state, legal[pick % legal.length]!)
    if (!result.ok) throw new Error(result.error.message)
    state = result.state
  }
  return state
}

describe('Sir Tommy bounds', () => {
  it('never cut a line better than the best found, and prove a loss only when no line wins', () => {
    let lost = 0
    fc.assert(
      fc.property(
        fc.string(),
        fc.array(fc.nat(), { minLength: 100, maxLength: 100 }),
        (seed, picks) => {
          const state = latePosition(seed, picks, 5)
          const exact = solveState(state, { nodes: NODES }, { bound: false })
          expect(exact.proved).toBe(true)
          expect(solveState(state, { nodes: NODES })).toMatchObject({
            cards: exact.cards,
            proved: true,
          })
          const win = solveState(state, { nodes: NODES }, { goal: 'win' })
          expect(win.lost).toBe(exact.cards < exact.total)
          if (win.lost) lost++
        },
      ),
      { numRuns: 25 },
    )
    expect(lost).toBeGreaterThan(0)
  }, 60_000)

  it('keep every position of a winning line winnable', () => {
    // Deals the search wins (solvability-7, -10, -12, -24 of docs/solvability.md's seeds).
    for (const seed of ['solvability-7', 'solvability-10', 'solvability-12', 'solvability-24']) {
      const { line, cards } = solveDeal('sir-tommy', seed, 'standard', { nodes: 100_000 })
      expect(cards).toBe(52)
      let state = newGame('sir-tommy', { seed })
      for (const move of line) {
        const win = solveState(state, { nodes: 100_000 }, { goal: 'win' })
        expect(win).toMatchObject({ cards: 52, lost: false })
        const result = applyMove(state, move)
        if (!result.ok) throw new Error(result.error.message)
        state = result.state
      }
    }
  }, 60_000)
})
