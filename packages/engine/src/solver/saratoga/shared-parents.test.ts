// The shared-parents bound (shared-parents.ts): it cuts a position of solvability-124 that the
// stuck-card bound passes, and, two pairs at once, one of solvability-25 that every pair alone
// passes, both proved lost by the search without any bound; along winning lines found by the
// default search it never rules a win out; at every position of four deals' searches, skipping
// the orders its derivations satisfy gives the bound that reads them all; and wherever the search
// without any bound is complete from a random position, the search with it (two pairs at once as
// well) finds the same verdict.
import { describe, expect, it } from 'vitest'
import { newGame } from '../../index.js'
import { walkWinningLine } from '../../test-support/saratoga-winning-lines.js'
import { expectUnboundedVerdicts } from '../../test-support/saratoga-verdicts.js'
import type { Card, GameState, PileId } from '../../types.js'
import { DEFAULT_SOLVER_OPTIONS } from '../budget.js'
import type { BoundOptions } from '../compact/compact-game.js'
import { solveCompact } from '../compact/search.js'
import { SaratogaPosition } from './position.js'
import { sharedParentsBound } from './shared-parents.js'
import { stuckCardBound } from './stuck-cards.js'

const pile = (cards: string): Card[] => (cards === '' ? [] : (cards.split(' ') as Card[]))

/** solvability-124 in its search: 7♥ (waste) and 7♦ (a run on T6) both want 8♣; 8♠ takes
 * one only after a red seven is on 8♣. */
function sharedEight(): GameState {
  const state = newGame('saratoga', { seed: 'solvability-124' })
  const piles: Record<string, Card[]> = {
    'tableau-1': pile('KH QC'),
    'tableau-2': pile('KS 5D'),
    'tableau-3': pile('4D 8H 7C'),
    'tableau-4': pile('9S 5S QD TH'),
    'tableau-5': pile('AH TC 2S 9C 8C'),
    'tableau-6': pile('QH KD TD 6H JD 7D 6C 5H 4C 3H'),
    'tableau-7': pile('9D 4S TS JH 6S AS 5C 4H 3C'),
    waste: pile('AC JC 8D JS 9H 3S 2H 7S 7H QS 6D KC 2C 8S'),
    stock: [],
    'foundation-1': [],
    'foundation-2': [],
    'foundation-3': pile('AD 2D 3D'),
    'foundation-4': [],
  }
  return { ...state, piles: piles as Record<PileId, Card[]> }
}

/** solvability-25 in its search: the red nines want the black tens (TC lies in the waste under
 * QS 5C), and the black tens want the red jacks (JD lies under QD). */
function nineTenJack(): GameState {
  const state = newGame('saratoga', { seed: 'solvability-25' })
  const piles: Record<string, Card[]> = {
    'tableau-1': pile('KC QH JS TD 9C 8D'),
    'tableau-2': pile('AD 3D 2C'),
    'tableau-3': pile('KD QC JH'),
    'tableau-4': pile('4H JC 6D 5D 4C 3H'),
    'tableau-5': pile('7S 2H 7D 8C 9H 8S 7H 6C 5H'),
    'tableau-6': pile('4S 6S 9S 8H 7C 6H 5S 4D 3C 2D'),
    'tableau-7': pile('AC TH JD QD'),
    waste: pile('KH KS TC QS 5C'),
    stock: pile('TS 9D'),
    'foundation-1': pile('AS 2S 3S'),
    'foundation-2': pile('AH'),
    'foundation-3': [],
    'foundation-4': [],
  }
  return { ...state, piles: piles as Record<PileId, Card[]> }
}

/** The defaults' bound with two pairs read at once as well (off in the solver). */
class TwoAtOnce extends SaratogaPosition {
  override upperBound(options: BoundOptions): number {
    return options.stuckCards ? sharedParentsBound(this, true, true, true, true) : 52
  }
}

describe('Saratoga shared parents', () => {
  it('cuts a lost position the stuck cards pass', () => {
    const state = sharedEight()
    expect(stuckCardBound(new SaratogaPosition(state), true, true)).toBe(52)
    expect(sharedParentsBound(new SaratogaPosition(state), true, true)).toBeLessThan(52)
    const plain = solveCompact(
      new SaratogaPosition(state),
      { nodes: 20000 },
      { ...DEFAULT_SOLVER_OPTIONS, goal: 'win', stuckCards: false, restarts: false },
    )
    expect(plain).toMatchObject({ proved: true, lost: true })
  })

  it('cuts, two pairs at once, a lost position each pair alone passes', () => {
    const state = nineTenJack()
    const bound = (twoAtOnce: boolean) =>
      sharedParentsBound(new SaratogaPosition(state), true, true, true, twoAtOnce)
    expect(bound(false)).toBe(52)
    expect(bound(true)).toBeLessThan(52)
    const plain = solveCompact(
      new SaratogaPosition(state),
      { nodes: 20000 },
      { ...DEFAULT_SOLVER_OPTIONS, goal: 'win', stuckCards: false, restarts: false },
    )
    expect(plain).toMatchObject({ proved: true, lost: true })
  })

  it('never rules a win out along winning lines', () => {
    let positions = 0
    // 58 and 47 caught a version where the second card waited for the other parent only.
    for (const i of [0, 3, 5, 6, 11, 27, 45, 47, 58]) {
      const seed = `solvability-${i}`
      positions += walkWinningLine(seed, 'standard', {}, (state) => {
        for (const twoAtOnce of [false, true]) {
          const bound = sharedParentsBound(new SaratogaPosition(state), true, true, true, twoAtOnce)
          expect(bound, `${seed}, two pairs at once ${twoAtOnce}`).toBe(52)
        }
      })
    }
    expect(positions).toBeGreaterThan(500)
  })

  it('skips only pairs that could not bound lower, all along searches', () => {
    let read = 0
    let biting = 0
    /** A position whose bound is read with every pair and with the unneeded ones skipped. */
    class BothWays extends SaratogaPosition {
      override upperBound(): number {
        const every = sharedParentsBound(this, true, true, false, true)
        expect(sharedParentsBound(this, true, true, true, true)).toBe(every)
        if (stuckCardBound(this, true, true) === 52) {
          read++
          if (every < 52) biting++
        }
        return every
      }
    }
    for (const i of [25, 124, 240, 274]) {
      const state = newGame('saratoga', { seed: `solvability-${i}` })
      solveCompact(
        new BothWays(state),
        { nodes: 1500 },
        { ...DEFAULT_SOLVER_OPTIONS, goal: 'win', restarts: false },
      )
    }
    expect(read).toBeGreaterThan(1000)
    expect(biting).toBeGreaterThan(100)
  })

  it('finds the verdict of the search without any bound, where that one is complete', () => {
    expectUnboundedVerdicts('shared-parents', (state) => new TwoAtOnce(state))
  })
})
