// Every pruning of the Sir Tommy search against a plain exhaustive search: from random late
// positions of every variant, a search over every engine move (`legalMoves`/`applyMove`) with a
// table of exact positions only (no canonical key, no safe moves, no symmetry, no suit-blind
// table, no bound) finds the most cards reachable; the solver with every technique on must
// prove the same count, and in win mode say "lost" exactly when that count is short of 52.
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { applyMove, games, legalMoves, newGame, progress, solveState } from '../../index.js'
import { variantOf } from '../../games/sir-tommy/variants.js'
import type { GameState } from '../../types.js'

/**
 * Relaxed is left out: its moves between waste piles make even a late position's plain space far
 * too large to enumerate (its pruning is the rank-only one that standard and redeal check).
 */
const VARIANTS = games
  .find((g) => g.id === 'sir-tommy')!
  .variants.map((v) => v.id)
  .filter((id) => id !== 'relaxed')
/** Positions the plain search may visit before it gives up on a sample (then skipped). */
const PLAIN_LIMIT = 30_000

/** The most cards any line from `state` puts up, or null when the space is too large. */
function plainBest(state: GameState, limit = PLAIN_LIMIT): number | null {
  const seen = new Set<string>()
  const stack = [state]
  let best = 0
  while (stack.length > 0) {
    const s = stack.pop()!
    const key = JSON.stringify([s.piles, s.redeals])
    if (seen.has(key)) continue
    seen.add(key)
    if (seen.size > limit) return null
    best = Math.max(best, progress(s).foundation)
    if (best === 52) return best // nothing beats a win
    for (const move of legalMoves(s)) {
      const result = applyMove(s, move)
      if (!result.ok) throw new Error(result.error.message)
      stack.push(result.state)
    }
  }
  return best
}

/** Random play until at most `stockLeft` cards are left to turn and no redeal is left. */
function latePosition(variant: string, seed: string, picks: number[], stockLeft: number) {
  let state: GameState = newGame('sir-tommy', { seed }, variant)
  const redeals = variantOf(variant).redeals
  for (const pick of picks) {
    if ((state.piles.stock?.length ?? 0) <= stockLeft && state.redeals >= redeals) break
    const legal = legalMoves(state)
    if (legal.length === 0) break
    const result = applyMove(state, legal[pick % legal.length]!)
    if (!result.ok) throw new Error(result.error.message)
    state = result.state
  }
  return state
}

describe('Sir Tommy search against a plain exhaustive search', () => {
  it.each(VARIANTS)(
    '%s: the same best count, and "lost" exactly when no line wins',
    (variant) => {
      let checked = 0
      fc.assert(
        fc.property(
          fc.string(),
          fc.array(fc.nat(), { minLength: 300, maxLength: 300 }),
          fc.integer({ min: 1, max: 6 }),
          (seed, picks, stockLeft) => {
            const state = latePosition(variant, seed, picks, stockLeft)
            const best = plainBest(state)
            if (best === null) return
            checked++
            const budget = { nodes: 5_000_000 }
            expect(solveState(state, budget)).toMatchObject({ cards: best, proved: true })
            const win = solveState(state, budget, { goal: 'win' })
            expect(win.lost).toBe(best < 52)
            expect(win.cards === 52).toBe(best === 52)
          },
        ),
        // A fixed seed: samples too large to enumerate are skipped, and how many are left to
        // check must not depend on luck.
        { numRuns: 40, seed: 44 },
      )
      expect(checked).toBeGreaterThanOrEqual(15)
    },
    120_000,
  )
})

describe('Sir Tommy safe moves', () => {
  it('calculation: a card is not put up while two foundations wait for its rank', () => {
    // Found by the comparison above: the first safe-move rule put the 2D up on the first of the
    // two foundations waiting for a 2 and "proved" 23 cards; 29 can be reached.
    const piles = {
      stock: ['JH', 'AH', '5S', '7C', '4D'],
      pending: ['3S'],
      'waste-1': '8D 7S JD QD TD 6H 9C 8S AS 7D KC AD KS 5D JS QH 9S 6C TC TS 6S JC 2D'.split(' '),
      'waste-2': ['4C', 'KD'],
      'waste-3': ['9D', 'KH', '5H', '3D', '7H', '4S', '8H'],
      'waste-4': ['2H', '5C', 'TH'],
      'foundation-1': ['AC', '2C', '3C'],
      'foundation-2': ['2S'],
      'foundation-3': ['3H', '6D', '9H', 'QC'],
      'foundation-4': ['4H', '8C', 'QS'],
    }
    const state = { ...newGame('sir-tommy', { seed: 'x' }, 'calculation'), piles } as GameState
    expect(plainBest(state, 200_000)).toBe(29)
    expect(solveState(state, { nodes: 1_000_000 })).toMatchObject({ cards: 29, proved: true })
    expect(solveState(state, { nodes: 1_000_000 }, { compact: false })).toMatchObject({
      cards: 29,
      proved: true,
    })
  })
})
