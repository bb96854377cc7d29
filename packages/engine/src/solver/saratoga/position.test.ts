// The compact Saratoga position against the engine: from random positions of both variants,
// the same legal moves in the same order, the same successor for every move, a hash equal to
// one computed from scratch, an undo that restores the position; and every search step (the
// stock cycle folded into waste plays) is a run of engine moves that applyMove accepts and
// that leads to the position the step leads to.
import { describe, expect, it } from 'vitest'
import { applyMove, legalMoves, newGame } from '../../index.js'
import type { GameState, Move } from '../../types.js'
import {
  checkPositions,
  codesOf,
  hashOf,
  variantsOf,
  type PositionGame,
} from '../../test-support/compact-position-property.js'
import { SaratogaPosition } from './position.js'

/** Whether the engine's game is over before the last of `moves` (each accepted until then). */
function overMidway(state: GameState, moves: readonly Move[]): boolean {
  for (const move of moves.slice(0, -1)) {
    const next = applyMove(state, move)
    if (!next.ok) return false
    state = next.state
  }
  return moves.length > 1 && legalMoves(state).length === 0
}

const SARATOGA: PositionGame<SaratogaPosition> = {
  game: 'saratoga',
  picks: 80,
  runs: { numRuns: 12, endOnFailure: true },
  positionOf: (state) => new SaratogaPosition(state),
  // A finished game lists no moves (the engine's status); the rules' own listing is compared.
  checked: (state) => legalMoves(state).length > 0,
  // The search's steps (candidates) and its safe move, beyond the legal moves. A joined step
  // (uncovering.ts) whose run move leaves the engine's game over is left out: the engine then
  // refuses every move, holding that none can change the score.
  moreCodes: (position, state) => {
    const safe = position.safeMove()
    const steps = codesOf((out) => position.candidates(out, 0, true))
    return [
      steps.filter((code) => !overMidway(state, position.toMoves(code))),
      safe >= 0 ? [safe] : [],
    ]
  },
}

describe('Saratoga compact position', () => {
  it.each(variantsOf('saratoga'))(
    '%s: the same moves and successors as the engine',
    (variant) => checkPositions(SARATOGA, variant),
    120_000,
  )

  it('hashes the stock splits a redeal leads to as one position, and no other split', () => {
    const draws = (n: number): GameState => {
      let state = newGame('saratoga', { seed: 'cycle' })
      for (let i = 0; i < n; i++) {
        const next = applyMove(state, { action: 'draw' })
        if (!next.ok) throw new Error(next.error.message)
        state = next.state
      }
      return state
    }
    // 24 stock cards: an empty waste, every third card drawn, an empty stock (8 draws).
    const hash = (n: number) => hashOf(new SaratogaPosition(draws(n)), true)
    for (const n of [1, 2, 8]) expect(hash(n)).toEqual(hash(0))
    // Two cards drawn (one turned back onto the stock): the same cycle, but a split no redeal
    // leads to (the next draws reach other cards), so another position.
    const one = draws(1)
    const waste = [...(one.piles.waste ?? [])]
    const stock = [...(one.piles.stock ?? []), waste.pop()!]
    const split = { ...one, piles: { ...one.piles, waste, stock } }
    expect(hashOf(new SaratogaPosition(split), true)).not.toEqual(hash(0))
  })
})
