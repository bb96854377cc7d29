// Sir Tommy-specific properties over random seeds and playouts (the engine-wide ones are in src/properties.test.ts).
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { applyMove, games, legalMoves, newGame, progress } from '../../index.js'
import { pileIds } from '../../test-support/decks.js'
import type { GameState, Move } from '../../types.js'

const VARIANTS = games.find((g) => g.id === 'sir-tommy')!.variants.map((v) => v.id)
const PILES = pileIds('stock pending waste-1 waste-4 waste-5 waste-8 foundation-1 foundation-4')

describe('Sir Tommy properties', () => {
  it('there is a legal move exactly while the game is playing, and every card move not listed is refused', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...VARIANTS),
        fc.string(),
        fc.array(fc.nat(), { minLength: 80, maxLength: 80 }),
        (variant, seed, picks) => {
          let state: GameState = newGame('sir-tommy', { seed }, variant)
          for (const pick of picks) {
            const legal = legalMoves(state)
            expect(legal.length > 0).toBe(progress(state).status === 'playing')
            if (legal.length === 0) break
            const listed = new Set(legal.map((m) => JSON.stringify(m)))
            for (const from of PILES) {
              for (const to of PILES) {
                const move: Move = { from, to }
                if (!listed.has(JSON.stringify(move)) && applyMove(state, move).ok)
                  throw new Error(`unlisted ${from} → ${to} was accepted`)
              }
            }
            const result = applyMove(state, legal[pick % legal.length])
            if (!result.ok) throw new Error(result.error.message)
            state = result.state
          }
        },
      ),
      { numRuns: 100 },
    )
  }, 15_000)
})
