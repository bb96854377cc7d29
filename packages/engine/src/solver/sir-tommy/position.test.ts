// The compact Sir Tommy position against the engine: from random positions of every variant,
// the same legal moves, the same successors, a hash that matches one computed from scratch, and
// an undo that restores the position exactly.
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { applyMove, games, legalMoves, newGame } from '../../index.js'
import type { Card, GameState } from '../../types.js'
import { SirTommyPosition } from './position.js'

const VARIANTS = games.find((g) => g.id === 'sir-tommy')!.variants.map((v) => v.id)

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

function hashOf(position: SirTommyPosition, symmetry: boolean): number[] {
  const key = new Int32Array(2)
  position.hash(symmetry, key)
  return [...key]
}

function movesOf(position: SirTommyPosition) {
  const codes = new Int32Array(128)
  const n = position.legalMoves(codes)
  return Array.from(codes.subarray(0, n))
}

function checkPosition(state: GameState): void {
  const position = new SirTommyPosition(state)
  const before = comparable(position.piles())
  const hashes = [hashOf(position, true), hashOf(position, false)]
  expect(before).toEqual(comparable(state.piles))
  // The engine also lists a redeal without an order: the same as the order waste-1, waste-2, …
  const engineMoves = legalMoves(state).filter(
    (m) => !('action' in m && m.action === 'redeal' && !m.order),
  )
  const codes = movesOf(position)
  expect(codes.map((c) => position.toMoves(c)[0])).toEqual(engineMoves)
  for (const code of codes) {
    const result = applyMove(state, position.toMoves(code)[0]!)
    if (!result.ok) throw new Error(result.error.message)
    position.apply(code)
    expect(comparable(position.piles())).toEqual(comparable(result.state.piles))
    const fresh = new SirTommyPosition(result.state)
    expect(position.foundationCount()).toBe(fresh.foundationCount())
    expect(hashOf(position, true)).toEqual(hashOf(fresh, true))
    expect(hashOf(position, false)).toEqual(hashOf(fresh, false))
    position.undo()
    expect(comparable(position.piles())).toEqual(before)
    expect([hashOf(position, true), hashOf(position, false)]).toEqual(hashes)
  }
}

describe('Sir Tommy compact position', () => {
  it.each(VARIANTS)(
    '%s: the same moves and successors as the engine',
    (variant) => {
      fc.assert(
        fc.property(
          fc.string(),
          fc.array(fc.nat(), { minLength: 130, maxLength: 130 }),
          (seed, picks) => {
            let state: GameState = newGame('sir-tommy', { seed }, variant)
            for (const pick of picks) {
              checkPosition(state)
              const legal = legalMoves(state)
              if (legal.length === 0) break
              const result = applyMove(state, legal[pick % legal.length]!)
              if (!result.ok) throw new Error(result.error.message)
              state = result.state
            }
          },
        ),
        { numRuns: 15 },
      )
    },
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
