// The compact search against the engine-state search: where both run the same techniques they
// expand the same positions, so they must give the same answer, line and node count.
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
        deadCards: false,
        blockers: false,
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
      const compact = solveState(state, { nodes: 2000 }, { ...off, suitBlind: false })
      expect(compact).toEqual(engine)
    }
  })
})
