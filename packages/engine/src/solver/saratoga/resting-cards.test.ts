// The count of where the cards that never go up end (resting-cards.ts): at positions of lost
// deals' searches where it reads below the stuck-card fixpoint, it is never below the best count
// of the search without any bound, where that one is complete (and equal to it at some); from
// lost deals after random moves, the most-cards search with it proves the count of the search
// without any bound, where that one is complete; and it proves solvability-71's and -54's par at
// the browser tests' budget (23 and 21 cards, lost), which the fixpoint alone does not.
import { describe, expect, it } from 'vitest'
import { newGame, solveDeal } from '../../index.js'
import { randomWalk } from '../../test-support/saratoga-random-play.js'
import type { GameState } from '../../types.js'
import { DEFAULT_SOLVER_OPTIONS } from '../budget.js'
import type { BoundOptions } from '../compact/compact-game.js'
import { solveCompact } from '../compact/search.js'
import { SaratogaPosition } from './position.js'
import { restingBound } from './resting-cards.js'
import { lastFixpoint, stuckCardBound } from './stuck-cards.js'

const MOST = { ...DEFAULT_SOLVER_OPTIONS, restarts: false }
/** Deals lost from the start, where cards that never go up lie in the tableau early. */
const LOST = [124, 71, 187, 54, 49, 157, 66, 25, 81, 162]

/** One of the lost deals after 10–79 random moves. */
function lostDealPosition(i: number): GameState {
  return randomWalk(`solvability-${LOST[i % LOST.length]}`, i, 10, 70)
}

describe('Saratoga: where the cards that never go up end', () => {
  it("never reads a position of a lost deal's search below its best count", () => {
    const seen: GameState[] = []
    let compared = 0
    let tight = 0
    for (const deal of [124, 71, 187, 49, 54]) {
      const state = newGame('saratoga', { seed: `solvability-${deal}` })
      let bites = 0
      // Every 25th position of the search where the reading is below the fixpoint.
      class Recording extends SaratogaPosition {
        override upperBound(options: BoundOptions): number {
          const fixpoint = stuckCardBound(this, true, true, true)
          if (
            fixpoint < 52 &&
            restingBound(this, lastFixpoint.up, lastFixpoint.hostable) < fixpoint &&
            bites++ % 25 === 0
          )
            seen.push({ ...state, piles: this.piles() } as GameState)
          return super.upperBound(options)
        }
      }
      solveCompact(new Recording(state), { nodes: 5000 }, MOST)
    }
    for (const [i, state] of seen.entries()) {
      const position = new SaratogaPosition(state)
      const fixpoint = stuckCardBound(position, true, true, true)
      const resting = restingBound(position, lastFixpoint.up, lastFixpoint.hostable)
      const plain = solveCompact(
        new SaratogaPosition(state),
        { nodes: 20000 },
        {
          ...MOST,
          stuckCards: false,
        },
      )
      if (!plain.proved) continue
      compared++
      expect(resting, `position ${i}, fixpoint ${fixpoint}`).toBeGreaterThanOrEqual(plain.cards)
      if (resting === plain.cards) tight++
    }
    expect(compared).toBeGreaterThan(10)
    expect(tight).toBeGreaterThan(0)
  })

  it('proves the count of the search without any bound, where that one is complete', () => {
    let compared = 0
    for (let i = 0; i < 120; i++) {
      const state = lostDealPosition(i)
      const solve = (stuckCards: boolean) =>
        solveCompact(new SaratogaPosition(state), { nodes: 5000 }, { ...MOST, stuckCards })
      const plain = solve(false)
      if (!plain.proved || plain.cards === 52) continue
      compared++
      const bounded = solve(true)
      if (bounded.proved) expect(bounded.cards, `lost deal position ${i}`).toBe(plain.cards)
    }
    expect(compared).toBeGreaterThan(15)
  })

  it("proves solvability-71's and -54's par at the browser tests' budget", () => {
    for (const [deal, cards] of [
      [71, 23],
      [54, 21],
    ]) {
      const par = solveDeal('saratoga', `solvability-${deal}`, 'standard', { nodes: 30_000 })
      expect(par, `solvability-${deal}`).toMatchObject({ cards, proved: true, lost: true })
    }
  })
})
