// The compact Saratoga position against the engine: from random positions of both variants,
// the same legal moves in the same order, the same successor for every move, a hash equal to
// one computed from scratch, an undo that restores the position; and every search step (the
// stock cycle folded into waste plays) is a run of engine moves that applyMove accepts and
// that leads to the position the step leads to.
import { describe, it } from 'vitest'
import { legalMoves } from '../../index.js'
import {
  checkPositions,
  codesOf,
  variantsOf,
  type PositionGame,
} from '../../test-support/compact-position-property.js'
import { SaratogaPosition } from './position.js'

const SARATOGA: PositionGame<SaratogaPosition> = {
  game: 'saratoga',
  picks: 80,
  runs: { numRuns: 12, endOnFailure: true },
  positionOf: (state) => new SaratogaPosition(state),
  // A finished game lists no moves (the engine's status); the rules' own listing is compared.
  checked: (state) => legalMoves(state).length > 0,
  // The search's steps (candidates) and its safe move, beyond the legal moves.
  moreCodes: (position) => {
    const safe = position.safeMove()
    return [codesOf((out) => position.candidates(out, 0, true)), safe >= 0 ? [safe] : []]
  },
}

describe('Saratoga compact position', () => {
  it.each(variantsOf('saratoga'))(
    '%s: the same moves and successors as the engine',
    (variant) => checkPositions(SARATOGA, variant),
    120_000,
  )
})
