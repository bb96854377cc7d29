// The compact Grandma's Game position against the engine: from random positions of both
// variants, the same legal moves in the same order (reorders aside: the position has none), the
// same successor for every move, a hash equal to one computed from scratch, an undo that
// restores the position; and its safe move is one of those moves.
import { describe, expect, it } from 'vitest'
import { applyMove, legalMoves, newGame } from '../../index.js'
import { ok } from '../../games/grandmas-game/test-state.js'
import type { Move } from '../../types.js'
import {
  checkPositions,
  codesOf,
  hashOf,
  variantsOf,
  type PositionGame,
} from '../../test-support/compact-position-property.js'
import { GrandmasGamePosition } from './position.js'

const isReorder = (move: Move): boolean => 'action' in move && move.action === 'reorder'

const GRANDMAS_GAME: PositionGame<GrandmasGamePosition> = {
  game: 'grandmas-game',
  picks: 120,
  runs: { numRuns: 10, endOnFailure: true },
  positionOf: (state) => new GrandmasGamePosition(state),
  // A finished game lists no moves (the engine's status); the rules' own listing is compared.
  checked: (state) => legalMoves(state).length > 0,
  engineMoves: (state) => legalMoves(state).filter((m) => !isReorder(m)),
  moreCodes: (position) => {
    const safe = position.safeMove()
    return [codesOf((out) => position.candidates(out, 0)), safe >= 0 ? [safe] : []]
  },
}

describe("Grandma's Game compact position", () => {
  it.each(variantsOf('grandmas-game'))(
    '%s: the same moves and successors as the engine',
    (variant) => checkPositions(GRANDMAS_GAME, variant),
    120_000,
  )

  it('hashes the workspace by its order, and its home pile', () => {
    let state = newGame('grandmas-game', { seed: 'hash' })
    while ((state.piles.workspace ?? []).length < 2)
      state = ok(applyMove(state, { action: 'deal' }))
    const workspace = [...(state.piles.workspace ?? [])]
    const hash = hashOf(new GrandmasGamePosition(state), false)
    const swapped = { ...state, piles: { ...state.piles, workspace: workspace.reverse() } }
    expect(hashOf(new GrandmasGamePosition(swapped), false)).not.toEqual(hash)
    const elsewhere = state.workspaceHome === 'tableau-1' ? 'tableau-2' : 'tableau-1'
    const moved = { ...state, workspaceHome: elsewhere } as const
    expect(hashOf(new GrandmasGamePosition(moved), false)).not.toEqual(hash)
  })
})
