// The compact search of Grandma's Game against the engine-state search: with the same techniques
// (the dead-card bound, meetings as one and safe deals off: the engine-state search has none)
// they expand the same positions in the same order, so they give the same answer, line and node
// count included (without the restarted runs in other orders, which the engine-state search has
// not).
import { describe, expect, it } from 'vitest'
import { applyMove, newGame, progress, solveState } from '../../index.js'
import { ok } from '../../games/grandmas-game/test-state.js'
import { variantsOf } from '../../test-support/compact-position-property.js'

describe("Grandma's Game compact search", () => {
  it.each(variantsOf('grandmas-game'))(
    '%s: the same result as the engine-state search',
    (variant) => {
      for (let i = 0; i < 6; i++) {
        const state = newGame('grandmas-game', { seed: `compact-${i}` }, variant)
        const budget = { nodes: 2000 }
        const engine = solveState(state, budget, { compact: false })
        expect(
          solveState(state, budget, {
            deadCards: false,
            freeOrder: false,
            restarts: false,
            meetings: false,
            dealsFirst: false,
          }),
          `compact-${i}`,
        ).toEqual(engine)
      }
    },
    60_000,
  )

  it('agrees with every technique off too (the path alone breaks cycles)', () => {
    const off = {
      transposition: false,
      safeMoves: false,
      bound: false,
      deadCards: false,
      freeOrder: false,
      restarts: false,
      meetings: false,
      dealsFirst: false,
    }
    for (const variant of variantsOf('grandmas-game')) {
      const state = newGame('grandmas-game', { seed: 'compact-off' }, variant)
      const engine = solveState(state, { nodes: 1500 }, { ...off, compact: false })
      expect(solveState(state, { nodes: 1500 }, off)).toEqual(engine)
    }
  })

  it('no-reorder: lines the engine replays to the count claimed (a twin in the workspace kept apart)', () => {
    for (let i = 10; i < 14; i++) {
      const state = newGame('grandmas-game', { seed: `solvability-${i}` }, 'no-reorder')
      const result = solveState(state)
      let end = state
      for (const move of result.line) end = ok(applyMove(end, move))
      expect(progress(end).foundation, `solvability-${i}`).toBe(result.cards)
    }
  })
})
