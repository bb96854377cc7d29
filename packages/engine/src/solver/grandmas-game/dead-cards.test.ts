// The dead-card bound (dead-cards.ts): exact on a hand-built position, and never below the best
// count a complete search finds from late positions of random games.
import { describe, expect, it } from 'vitest'
import { legalMoves, solveState } from '../../index.js'
import { downTo, stateWith, upTo } from '../../games/grandmas-game/test-state.js'
import type { Card, GameState } from '../../types.js'
import { GrandmasGamePosition } from './position.js'
import { lateGrandmaPosition } from '../../test-support/late-grandma-position.js'

const bound = (state: GameState): number =>
  new GrandmasGamePosition(state).upperBound({
    deadCards: true,
    blockers: false,
    crossPiles: false,
    staticSolve: false,
    stockLookahead: false,
    stuckCards: false,
  })

/** Hearts up to 2 and down to 9: the gap is 3…8. The 5 pile holds 3 3 8 8 5 (♥), bottom first. */
function heartsBlocked(stock: Card[]): GameState {
  return stateWith(
    {
      'tableau-5': ['3H', '3H', '8H', '8H', '5H'],
      'tableau-1': ['4H', 'AS'],
      workspace: ['QH', '2C'],
      stock,
      'foundation-up-H': upTo('H', 2),
      'foundation-down-H': downTo('H', 9),
    },
    { variant: 'no-reorder', workspaceHome: 'tableau-7' },
  )
}

/** A position `stockLeft` cards from the end of a random no-reorder game, foundation moves likelier. */
function latePosition(seed: number, stockLeft: number): GameState {
  return lateGrandmaPosition(`late-${seed}`, 'no-reorder', seed * 7919 + 1, stockLeft)
}

describe("Grandma's Game dead cards", () => {
  it('counts a card with blocked ranks on both sides, what lies under it, and what waits for them', () => {
    // 5♥ waits for a 4 (both 3s under it) or a 6 (both 8s under it): dead, with the four under
    // it; the 4♥ and Q♥ wait for a 3 or an 8 too. The A♠ and 2♣ are not hearts.
    expect(bound(heartsBlocked(['2S']))).toBe(104 - 7)
    // A 5 left in the stock picks the 5 pile up again: nothing is dead.
    expect(bound(heartsBlocked(['5C', '2S']))).toBe(104)
  })

  it('is never below the best count from late positions of random games', () => {
    let checked = 0
    for (let seed = 0; seed < 300; seed++) {
      const state = latePosition(seed, 1 + (seed % 4))
      if (legalMoves(state).length === 0) continue
      const cap = bound(state)
      if (cap === 104) continue
      const best = solveState(state, { nodes: 100_000 }, { deadCards: false })
      if (!best.proved) continue
      checked++
      expect(cap, `late-${seed}`).toBeGreaterThanOrEqual(best.cards)
    }
    expect(checked).toBeGreaterThanOrEqual(15)
  }, 120_000)
})
