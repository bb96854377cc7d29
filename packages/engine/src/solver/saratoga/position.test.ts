// The compact Saratoga position against the engine: from random positions of both variants,
// the same legal moves in the same order, the same successor for every move, a hash equal to
// one computed from scratch, an undo that restores the position; and every search step (the
// stock cycle folded into waste plays) is a run of engine moves that applyMove accepts and
// that leads to the position the step leads to.
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { applyMove, games, legalMoves, newGame } from '../../index.js'
import type { GameState } from '../../types.js'
import { SaratogaPosition } from './position.js'

const VARIANTS = games.find((g) => g.id === 'saratoga')!.variants.map((v) => v.id)

function hashOf(position: SaratogaPosition, symmetry: boolean): number[] {
  const key = new Int32Array(2)
  position.hash(symmetry, key)
  return [...key]
}

const hashes = (p: SaratogaPosition) => [hashOf(p, true), hashOf(p, false)]

function codesOf(fill: (out: Int32Array) => number): number[] {
  const out = new Int32Array(512)
  return Array.from(out.subarray(0, fill(out)))
}

function replay(state: GameState, moves: readonly object[]): GameState {
  for (const move of moves) {
    const result = applyMove(state, move as never)
    if (!result.ok) throw new Error(result.error.message)
    state = result.state
  }
  return state
}

/** Each code's successor against the engine's, and its undo. */
function checkCodes(state: GameState, position: SaratogaPosition, codes: number[]): void {
  const before = position.piles()
  const hashed = hashes(position)
  for (const code of codes) {
    const next = replay(state, position.toMoves(code))
    position.apply(code)
    expect(position.piles()).toEqual(next.piles)
    const fresh = new SaratogaPosition(next)
    expect(position.foundationCount()).toBe(fresh.foundationCount())
    expect(hashes(position)).toEqual(hashes(fresh))
    position.undo()
    expect(position.piles()).toEqual(before)
    expect(hashes(position)).toEqual(hashed)
  }
}

function checkPosition(state: GameState): void {
  // A finished game lists no moves (the engine's status); the rules' own listing is compared.
  if (legalMoves(state).length === 0) return
  const position = new SaratogaPosition(state)
  expect(position.piles()).toEqual(state.piles)
  const codes = codesOf((out) => position.legalMoves(out))
  expect(codes.flatMap((c) => position.toMoves(c))).toEqual(legalMoves(state))
  checkCodes(state, position, codes)
  checkCodes(
    state,
    position,
    codesOf((out) => position.candidates(out, 0, true)),
  )
  const safe = position.safeMove()
  if (safe >= 0) checkCodes(state, position, [safe])
}

describe('Saratoga compact position', () => {
  it.each(VARIANTS)(
    '%s: the same moves and successors as the engine',
    (variant) => {
      fc.assert(
        fc.property(
          fc.string(),
          fc.array(fc.nat(), { minLength: 80, maxLength: 80 }),
          (seed, picks) => {
            let state: GameState = newGame('saratoga', { seed }, variant)
            for (const pick of picks) {
              checkPosition(state)
              const legal = legalMoves(state)
              if (legal.length === 0) break
              state = replay(state, [legal[pick % legal.length]!])
            }
          },
        ),
        { numRuns: 12, endOnFailure: true },
      )
    },
    120_000,
  )
})
