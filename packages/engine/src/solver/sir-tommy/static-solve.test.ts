// The relaxed-game proof of loss (static-solve.ts): its pruned search gives the same verdict as a
// plain search of the relaxed game; it says "lost" only where a plain exhaustive search of the
// real game finds no win; and on positions of real deals the search proves with it, in a few
// positions, what it proves without it in tens of thousands, with the same verdict.
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { applyMove, legalMoves, newGame, solveState } from '../../index.js'
import { latePosition, plainBest } from '../../test-support/sir-tommy-plain.js'
import { plainRelaxedWin } from '../../test-support/sir-tommy-relaxed.js'
import type { GameState } from '../../types.js'
import { SirTommyPosition } from './position.js'
import { relaxedWin, staticAllowsWin } from './static-solve.js'

/** A standard position from its piles (the stock written in the order it is turned). */
function positionOf(piles: Record<string, string | undefined>): GameState {
  const cards = Object.fromEntries(
    Object.entries(piles).map(([id, list]) => {
      const split = (list ?? '').split(' ')
      return [id, id === 'stock' ? split.reverse() : split]
    }),
  )
  return { ...newGame('sir-tommy', { seed: 'x' }), piles: cards } as GameState
}

describe('Sir Tommy relaxed game (every card to turn free)', () => {
  it('is solved as a plain search of the relaxed game solves it', () => {
    let decided = 0
    let lost = 0
    fc.assert(
      fc.property(
        fc.string(),
        fc.array(fc.nat(), { minLength: 300, maxLength: 300 }),
        fc.integer({ min: 0, max: 30 }),
        (seed, picks, stockLeft) => {
          const state = latePosition('standard', seed, picks, stockLeft)
          const plain = plainRelaxedWin(state)
          const pruned = relaxedWin(new SirTommyPosition(state, true))
          if (plain === null || pruned === null) return
          decided++
          if (!plain) lost++
          expect(pruned).toBe(plain)
        },
      ),
      { numRuns: 150, seed: 46 },
    )
    expect(decided).toBeGreaterThanOrEqual(100)
    expect(lost).toBeGreaterThan(0)
    expect(decided - lost).toBeGreaterThan(0)
  }, 120_000)

  it('is solved the same along a game, where the last relaxed win is often tried again', () => {
    // Consecutive positions of one game: relaxed-witness.ts replays the previous win first.
    let decided = 0
    fc.assert(
      fc.property(
        fc.string(),
        fc.array(fc.nat(), { minLength: 120, maxLength: 120 }),
        (seed, picks) => {
          let state = newGame('sir-tommy', { seed })
          for (const pick of picks) {
            const plain = plainRelaxedWin(state, 20_000)
            const pruned = relaxedWin(new SirTommyPosition(state, true))
            if (plain !== null && pruned !== null) {
              decided++
              expect(pruned).toBe(plain)
            }
            const legal = legalMoves(state)
            if (legal.length === 0) break
            const result = applyMove(state, legal[pick % legal.length]!)
            if (!result.ok) throw new Error(result.error.message)
            state = result.state
          }
        },
      ),
      { numRuns: 10, seed: 48 },
    )
    expect(decided).toBeGreaterThanOrEqual(500)
  }, 120_000)

  it('says "lost" only where no line of the real game wins', () => {
    let checked = 0
    fc.assert(
      fc.property(
        fc.string(),
        fc.array(fc.nat(), { minLength: 300, maxLength: 300 }),
        fc.integer({ min: 1, max: 8 }),
        (seed, picks, stockLeft) => {
          const state = latePosition('standard', seed, picks, stockLeft)
          const best = plainBest(state)
          if (best === null) return
          checked++
          if (!staticAllowsWin(new SirTommyPosition(state, true))) expect(best).toBeLessThan(52)
          else if (best === 52) expect(plainRelaxedWin(state)).toBe(true)
        },
      ),
      // Random play leaves these positions lost (dead cards): thirty runs check as much as sixty.
      { numRuns: 30, seed: 47 },
    )
    expect(checked).toBeGreaterThanOrEqual(15)
  }, 300_000)

  // Positions on lines of the search (solvability-2, -11, -3, 11 cards left to turn).
  it.each([
    {
      name: 'solvability-2, lost',
      won: false,
      piles: {
        stock: '7C 3D 6C KC QH AH AS 2C 6H 5C QD',
        pending: '3C',
        'waste-1': '9H 4S 2H KH 9D TH 9C',
        'waste-2': 'JD TC 5H QC',
        'waste-3': 'JC TD 8D 4H 6S KS 9S KD 3H 4D JS 8H',
        'waste-4': 'TS 8C 6D 8S 7D QS 7H 5S JH 7S',
        'foundation-1': 'AD 2S 3S 4C 5D',
        'foundation-2': 'AC 2D',
      },
    },
    {
      name: 'solvability-11, won',
      won: true,
      piles: {
        stock: '5H 9S 8H QC 6S 8S 6D QH 3H 4S 9D',
        pending: '8C',
        'waste-1': 'QS 9C JH KH TH 7H',
        'waste-2': 'KC',
        'waste-3': 'JC TS',
        'waste-4': 'KD QD 7S KS JS TC',
        'foundation-1': 'AS 2H 3D 4C 5C 6C 7D 8D 9H TD JD',
        'foundation-2': 'AC 2C 3S 4H 5D 6H 7C',
        'foundation-3': 'AH 2S 3C 4D 5S',
        'foundation-4': 'AD 2D',
      },
    },
    {
      name: 'solvability-3, lost',
      won: false,
      piles: {
        stock: '7D AS 4H 9D 2D JS 9H 6D JH 3H 4D',
        pending: '6S',
        'waste-1': 'TS KS KD QD TH QS JD TC',
        'waste-2': 'QC 9S 7C 5S 8D KH KC',
        'waste-3': '5C',
        'waste-4': '8S 9C QH JC TD',
        'foundation-1': 'AC 2S 3D 4S 5D 6H 7S 8C',
        'foundation-2': 'AD 2C 3C 4C 5H 6C 7H 8H',
        'foundation-3': 'AH 2H 3S',
      },
    },
  ])(
    '$name: the same verdict with and without it, far sooner with it',
    ({ won, piles }) => {
      const state = positionOf(piles)
      const budget = { nodes: 1_000_000 }
      const without = solveState(state, budget, { goal: 'win', staticSolve: false })
      const withIt = solveState(state, budget, { goal: 'win' })
      expect(without).toMatchObject({ lost: !won, cards: won ? 52 : without.cards })
      expect(withIt).toMatchObject({ lost: !won })
      if (won) expect(withIt.cards).toBe(52)
      expect(withIt.nodes * 100).toBeLessThan(without.nodes)
    },
    60_000,
  )
})
