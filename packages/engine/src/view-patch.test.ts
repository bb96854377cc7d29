// The lean move path: a patch made from two consecutive views rebuilds the second from the
// first, the check value matches exactly when the views are equal, and the legal moves derived
// from a view are the state's own — for every game and variant, over random playouts (a third
// of the moves the greedy bot's, so games get deep).
import { describe, expect, it } from 'vitest'
import {
  applyMove,
  applyViewPatch,
  legalMoves,
  legalMovesFromView,
  newGame,
  playerView,
  suggestMove,
  viewCheck,
  viewPatch,
} from './index.js'
import { CASES } from './test-support/every-game.js'
import { lcg } from './test-support/random.js'

const RUNS = 12
const STEPS = 300

describe('view patches and legal moves from a view', () => {
  for (const { game, variant } of CASES) {
    it(`${game} / ${variant}`, { timeout: 60_000 }, () => {
      for (let run = 0; run < RUNS; run++) {
        const pick = lcg(run + 1)
        let state = newGame(game, { seed: `patch-${run}` }, variant)
        let view = playerView(state)
        expect(legalMovesFromView(view)).toEqual(legalMoves(state))
        for (let step = 0; step < STEPS; step++) {
          const legal = legalMoves(state)
          if (legal.length === 0) break
          const move = pick(3) === 0 ? (suggestMove(state) ?? legal[0]) : legal[pick(legal.length)]
          const result = applyMove(state, move)
          if (!result.ok) throw new Error(result.error.message)
          state = result.state
          const next = playerView(state)
          const patch = viewPatch(view, next)
          const patched = applyViewPatch(view, patch)
          expect(patched).toEqual(next)
          expect(viewCheck(patched)).toBe(viewCheck(next))
          expect(legalMovesFromView(patched)).toEqual(legalMoves(state))
          // A patch is small: never every pile of the view.
          expect(Object.keys(patch.piles ?? {}).length).toBeLessThan(Object.keys(next.piles).length)
          view = patched
        }
      }
    })
  }

  it('the check value tells different views apart and ignores key order', () => {
    const view = playerView(newGame('sir-tommy', { seed: 'check' }))
    const reordered = {
      ...view,
      piles: Object.fromEntries(Object.entries(view.piles).reverse()),
    }
    expect(viewCheck(reordered)).toBe(viewCheck(view))
    const pending = view.piles['pending'] ?? []
    const wrong = { ...view, piles: { ...view.piles, 'waste-1': pending } }
    expect(viewCheck(wrong)).not.toBe(viewCheck(view))
    expect(viewCheck({ ...view, stockCount: view.stockCount - 1 })).not.toBe(viewCheck(view))
  })

  it('a patch removes a peek that went away and leaves the old view unchanged', () => {
    const before = { ...playerView(newGame('grandmas-game', { seed: 'peek' })) }
    const withPeek = { ...before, peek: { 'tableau-1': before.piles['tableau-1']?.[0] ?? 'AS' } }
    const patch = viewPatch(withPeek, before)
    expect(patch.peek).toEqual({ 'tableau-1': null })
    const patched = applyViewPatch(withPeek, patch)
    expect(patched.peek).toEqual(before.peek)
    expect(Object.keys(withPeek.peek)).toEqual(['tableau-1'])
  })
})
