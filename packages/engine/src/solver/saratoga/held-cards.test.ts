// Stock and waste cards read held in the cycle until they leave (held-cards.ts; the solver's
// option `heldCards`): it cuts a position of solvability-340's search at its root, where the
// solver's bound passes; along winning lines it never rules a win out; and wherever the search
// without any bound is complete from a random position, the search with it finds the same verdict.
import { describe, expect, it } from 'vitest'
import { newGame, solveDeal } from '../../index.js'
import { walkWinningLine } from '../../test-support/saratoga-winning-lines.js'
import { expectUnboundedVerdicts } from '../../test-support/saratoga-verdicts.js'
import type { Card, GameState } from '../../types.js'
import { DEFAULT_SOLVER_OPTIONS } from '../budget.js'
import type { BoundOptions } from '../compact/compact-game.js'
import { solveCompact } from '../compact/search.js'
import { heldCardBound } from './held-cards.js'
import { SaratogaPosition } from './position.js'
import { stuckCardBound } from './stuck-cards.js'

/** Every stock and waste card these tests meet. */
const READINGS = 52

/** The stuck-card bound (stock cycle, cards apart), then the cycle's cards read held. */
function heldBound(state: GameState | SaratogaPosition, readings = READINGS): number {
  const position = state instanceof SaratogaPosition ? state : new SaratogaPosition(state)
  const plain = stuckCardBound(position, true, true)
  return plain < 52 ? plain : heldCardBound(position, true, true, readings)
}

const cards = (text: string): Card[] => (text === '' ? [] : (text.split(' ') as Card[]))
const suit = (s: string, up: number): Card[] =>
  cards(
    'A 2 3 4 5 6 7 8 9 T J Q K'
      .split(' ')
      .slice(0, up)
      .map((r) => r + s)
      .join(' '),
  )

/**
 * A dead end of solvability-340's search (docs/solvability.md, 2026-12-07): draws reach 5♦ only
 * once 4♣ has left the waste, and 5♥ is free only once 4♠ 3♥ goes onto 5♦ or 3♥ onto 4♣.
 */
function deadEnd340(): GameState {
  const state = newGame('saratoga', { seed: 'solvability-340' })
  const piles: Record<string, Card[]> = {
    'tableau-1': cards('KD QS JH TC'),
    'tableau-2': cards('KS QH JS TD 9S 8D 7S 6H'),
    'tableau-3': [],
    'tableau-4': cards('6S 3D 5S 4D'),
    'tableau-5': cards('KC QD JC TH 9C 8H 7C 6D'),
    'tableau-6': cards('KH QC JD TS 9D 8S 7H 6C 5H 4S 3H'),
    'tableau-7': cards('5C 9H 2H 8C'),
    waste: cards('7D 5D 4C 4H'),
    stock: [],
    'foundation-1': suit('S', 3),
    'foundation-2': suit('H', 1),
    'foundation-3': suit('D', 2),
    'foundation-4': suit('C', 3),
  }
  return { ...state, piles } as GameState
}

describe('Saratoga cards held in the cycle', () => {
  it("cuts a dead end of solvability-340's search at its root, where the solver's bound passes", () => {
    const state = deadEnd340()
    expect(Object.values(state.piles).flat()).toHaveLength(52)
    // Without joined steps: the complete search reads the cards held anyway (complete-held.ts).
    const plain = () => new SaratogaPosition(state, false)
    const position = plain()
    const options = { ...DEFAULT_SOLVER_OPTIONS, goal: 'win' as const, restarts: false }
    expect(position.upperBound(options)).toBe(52)
    expect(heldBound(state)).toBeLessThan(52)
    expect(heldBound(state, 0)).toBe(52)
    // The search proves it lost either way, at its root only with the cards held.
    const without = solveCompact(plain(), {}, options)
    expect(without.lost).toBe(true)
    expect(without.nodes).toBeGreaterThan(50)
    const held = solveCompact(plain(), {}, { ...options, heldCards: 52 })
    expect(held.lost).toBe(true)
    expect(held.nodes).toBe(1)
  })

  it('wins solvability-340 at the default budget, which the solver without it leaves open', () => {
    const result = solveDeal(
      'saratoga',
      'solvability-340',
      'standard',
      {},
      {
        goal: 'win',
        heldCards: READINGS,
      },
    )
    expect(result.cards).toBe(52)
  })

  it('never rules a win out along winning lines', () => {
    let positions = 0
    for (const i of [0, 3, 5, 6, 11, 27, 45, 47, 58, 212, 250]) {
      const seed = `solvability-${i}`
      positions += walkWinningLine(seed, 'standard', {}, (state) => {
        expect(heldBound(state), seed).toBe(52)
      })
    }
    expect(positions).toBeGreaterThan(600)
  })

  it('finds the verdict of the search without any bound, where that one is complete', () => {
    /** The stuck-card bound with the cycle's cards held (no pairs). */
    class Held extends SaratogaPosition {
      override upperBound(options: BoundOptions): number {
        return options.stuckCards ? heldBound(this) : 52
      }
    }
    expectUnboundedVerdicts('held-cards', (state) => new Held(state))
  })
})
