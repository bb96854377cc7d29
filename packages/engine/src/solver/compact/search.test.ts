// The compact search against the engine-state search: where both run the same techniques they
// expand the same positions, so they must give the same answer, line and node count (Sir Tommy;
// Saratoga: the same verdict).
import { describe, expect, it } from 'vitest'
import { games, newGame, solveState } from '../../index.js'

const SIR_TOMMY = games.find((g) => g.id === 'sir-tommy')!.variants.map((v) => v.id)
const SEEDS = ['compact-0', 'compact-1', 'compact-2', 'compact-3']

describe('compact search', () => {
  it.each(SIR_TOMMY)('sir-tommy / %s: the same result as the engine-state search', (variant) => {
    for (const seed of SEEDS) {
      const state = newGame('sir-tommy', { seed }, variant)
      const budget = { nodes: 3000 }
      const engine = solveState(state, budget, { compact: false })
      const compact = solveState(state, budget, {
        winFirst: false,
        deadCards: false,
        blockers: false,
        crossPiles: false,
        staticSolve: false,
        stockLookahead: false,
        suitBlind: false,
      })
      expect(compact).toEqual(engine)
    }
  })

  it('agrees with every technique off too (the path alone breaks cycles)', () => {
    const off = { transposition: false, safeMoves: false, symmetry: false, bound: false }
    for (const variant of ['standard', 'relaxed', 'strategy']) {
      const state = newGame('sir-tommy', { seed: 'compact-off' }, variant)
      const engine = solveState(state, { nodes: 2000 }, { ...off, compact: false })
      const compact = solveState(
        state,
        { nodes: 2000 },
        { ...off, suitBlind: false, winFirst: false },
      )
      expect(compact).toEqual(engine)
    }
  })

  it.each(['standard', 'foundation-takeback'])(
    'saratoga / %s: the same verdict as the engine-state search',
    (variant) => {
      // Without the joined steps (saratoga/uncovering.ts) the compact steps are the engine
      // search's steps in the same order; only its equal-pile rule is narrower (a second run
      // onto an empty pile), so node counts may differ a little. The engine search has no
      // stuck-card bound.
      for (let i = 0; i < 8; i++) {
        const state = newGame('saratoga', { seed: `s${i}` }, variant)
        const engine = solveState(state, { nodes: 3000 }, { compact: false })
        const options = { uncovering: false, stuckCards: false }
        const compact = solveState(state, { nodes: 3000 }, options)
        expect(compact).toMatchObject({
          cards: engine.cards,
          proved: engine.proved,
          lost: engine.lost,
        })
      }
    },
  )
})
