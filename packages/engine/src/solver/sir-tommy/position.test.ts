// The compact Sir Tommy position against the engine: from random positions of every variant,
// the same legal moves, the same successors, a hash that matches one computed from scratch, and
// an undo that restores the position exactly.
import { describe, expect, it } from 'vitest'
import { legalMoves, newGame } from '../../index.js'
import type { Card } from '../../types.js'
import {
  checkPositions,
  hashOf,
  variantsOf,
  type PositionGame,
} from '../../test-support/compact-position-property.js'
import { SirTommyPosition } from './position.js'

/**
 * Piles as both sides can be compared: the compact position keeps a foundation as its length
 * and its first card (the rest follows from the rules), so foundations compare by rank and base.
 */
function comparable(piles: Record<string, readonly Card[] | undefined>) {
  const out: Record<string, string[]> = {}
  for (const [id, cards = []] of Object.entries(piles)) {
    out[id] = id.startsWith('foundation')
      ? cards.map((c, i) => (i === 0 ? c : c[0]!))
      : cards.map(String)
  }
  return out
}

const SIR_TOMMY: PositionGame<SirTommyPosition> = {
  game: 'sir-tommy',
  picks: 130,
  runs: { numRuns: 15 },
  positionOf: (state) => new SirTommyPosition(state),
  comparable,
  // The engine also lists a redeal without an order: the same as the order waste-1, waste-2, …
  engineMoves: (state) =>
    legalMoves(state).filter((m) => !('action' in m && m.action === 'redeal' && !m.order)),
}

describe('Sir Tommy compact position', () => {
  it.each(variantsOf('sir-tommy'))(
    '%s: the same moves and successors as the engine',
    (variant) => checkPositions(SIR_TOMMY, variant),
    60_000,
  )

  it('hashes equal waste piles in any order alike with symmetry, and apart without it', () => {
    const state = newGame('sir-tommy', { seed: 'symmetry' })
    const a = new SirTommyPosition(state)
    const b = new SirTommyPosition(state)
    const pendingTo = (w: number) => 4 + w // pending card → waste w
    a.apply(pendingTo(0))
    a.apply(pendingTo(1))
    b.apply(pendingTo(1))
    b.apply(pendingTo(0))
    // The same two cards on waste-1 and waste-2, swapped.
    expect(a.piles()['waste-1']).toEqual(b.piles()['waste-2'])
    expect(hashOf(a, true)).toEqual(hashOf(b, true))
    expect(hashOf(a, false)).not.toEqual(hashOf(b, false))
  })
})
