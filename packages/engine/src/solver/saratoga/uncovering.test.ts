// Joined steps (uncovering.ts) against the search without them: from random positions of both
// variants, wherever either search is complete, the two prove the same best count and the same
// verdict, and the joined search's line replays through applyMove to the count it claims.
import { describe, expect, it } from 'vitest'
import { applyMove, legalMoves, newGame, progress } from '../../index.js'
import type { GameState, Move } from '../../types.js'
import { DEFAULT_SOLVER_OPTIONS, type SolverOptions } from '../budget.js'
import { solveCompact } from '../compact/search.js'
import { SaratogaPosition } from './position.js'

const BUDGET = { nodes: 5000 }
const OPTIONS: Required<SolverOptions> = { ...DEFAULT_SOLVER_OPTIONS, stuckCards: false }

/** The compact search alone, with or without the joined steps (solveState tries both). */
const solve = (state: GameState, uncovering: boolean) =>
  solveCompact(new SaratogaPosition(state, uncovering), BUDGET, { ...OPTIONS, uncovering })

/** The deal after `steps` engine moves, each picked by a fixed pseudo-random sequence. */
function randomPosition(seed: string, variant: string, steps: number, pick: number): GameState {
  let state = newGame('saratoga', { seed }, variant)
  for (let k = 0; k < steps; k++) {
    const moves = legalMoves(state)
    if (moves.length === 0) break
    pick = (pick * 1103515245 + 12345) % 2147483648
    const next = applyMove(state, moves[pick % moves.length]!)
    if (!next.ok) throw new Error(next.error.message)
    state = next.state
  }
  return state
}

function replay(state: GameState, line: readonly Move[]): GameState {
  for (const move of line) {
    const next = applyMove(state, move)
    if (!next.ok) throw new Error(next.error.message)
    state = next.state
  }
  return state
}

describe('Saratoga joined steps (a run moved off a card with the play that uses it)', () => {
  it('prove the same count and verdict as the search without them', () => {
    let compared = 0
    let short = 0
    // Positions 0…29 and 100…129: among them are ones that catch a rule forgetting the
    // tableau runs or the stock's cards that can go onto the uncovered card (each broken on
    // purpose once, and each then proved too few cards in one of these positions).
    for (const i of [...Array(30).keys()].flatMap((k) => [k, k + 100])) {
      const variant = i % 2 === 0 ? 'standard' : 'foundation-takeback'
      const state = randomPosition(`uncover-${i}`, variant, 20 + (i % 5) * 15, i * 7919 + 1)
      const plain = solve(state, false)
      const joined = solve(state, true)
      expect(progress(replay(state, joined.line)).foundation).toBe(joined.cards)
      // A proved count is the optimum: the other search can neither beat it nor prove less.
      if (joined.proved) expect(plain.cards).toBeLessThanOrEqual(joined.cards)
      if (plain.proved) expect(joined.cards).toBeLessThanOrEqual(plain.cards)
      if (joined.proved && plain.proved) {
        expect(joined).toMatchObject({ cards: plain.cards, lost: plain.lost })
        compared++
        if (plain.cards < 52) short++
      }
    }
    expect(compared).toBeGreaterThanOrEqual(12)
    expect(short).toBeGreaterThanOrEqual(4)
  })
})
