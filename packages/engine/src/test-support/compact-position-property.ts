// The property every game's compact position is held to (solver/*/position.test.ts): from random
// positions reached by random engine moves, the compact position lists the engine's legal moves
// in the same order; each code it is asked about leads to the engine's successor, with the
// foundation count and hash of a position built there from scratch; and its undo restores the
// piles and the hash. Each game says only what is particular to it.
import fc from 'fast-check'
import { expect } from 'vitest'
import { applyMove, games, legalMoves, newGame } from '../index.js'
import type { Card, GameId, GameState, Move } from '../types.js'

/** What the property reads of a compact position (solver/compact/compact-game.ts and more). */
interface CheckedPosition {
  piles(): Record<string, Card[]>
  foundationCount(): number
  hash(symmetry: boolean, key: Int32Array): void
  legalMoves(out: Int32Array): number
  apply(move: number): void
  undo(): void
  toMoves(move: number): Move[]
}

/** What is particular to one game. */
export interface PositionGame<P extends CheckedPosition> {
  readonly game: GameId
  /** Engine moves played from the deal, one position checked before each. */
  readonly picks: number
  readonly runs: fc.Parameters<[string, number[]]>
  positionOf(state: GameState): P
  /** Whether a position is checked at all (default: every one). */
  checked?(state: GameState): boolean
  /** Piles as both sides can be compared (default: as they are). */
  comparable?(piles: Record<string, readonly Card[] | undefined>): unknown
  /** The engine's legal moves as the position lists them (default: all of them). */
  engineMoves?(state: GameState): Move[]
  /** More codes whose successors and undo are checked, a list each (default: none). */
  moreCodes?(position: P, state: GameState): number[][]
}

export const variantsOf = (game: GameId): string[] =>
  games.find((g) => g.id === game)!.variants.map((v) => v.id)

export function hashOf(position: CheckedPosition, symmetry: boolean): number[] {
  const key = new Int32Array(2)
  position.hash(symmetry, key)
  return [...key]
}

const hashes = (p: CheckedPosition) => [hashOf(p, true), hashOf(p, false)]

/** The codes `fill` writes. */
export function codesOf(fill: (out: Int32Array) => number): number[] {
  const out = new Int32Array(512)
  return Array.from(out.subarray(0, fill(out)))
}

function play(state: GameState, moves: readonly Move[]): GameState {
  for (const move of moves) {
    const result = applyMove(state, move)
    if (!result.ok) throw new Error(result.error.message)
    state = result.state
  }
  return state
}

/** Random positions of `variant`, each held to the property. */
export function checkPositions<P extends CheckedPosition>(
  spec: PositionGame<P>,
  variant: string,
): void {
  fc.assert(
    fc.property(
      fc.string(),
      fc.array(fc.nat(), { minLength: spec.picks, maxLength: spec.picks }),
      (seed, picks) => {
        let state: GameState = newGame(spec.game, { seed }, variant)
        for (const pick of picks) {
          if (spec.checked?.(state) ?? true) checkPosition(spec, state)
          const legal = legalMoves(state)
          if (legal.length === 0) break
          state = play(state, [legal[pick % legal.length]!])
        }
      },
    ),
    spec.runs,
  )
}

function checkPosition<P extends CheckedPosition>(spec: PositionGame<P>, state: GameState): void {
  const comparable = spec.comparable ?? ((piles) => piles)
  const position = spec.positionOf(state)
  expect(comparable(position.piles())).toEqual(comparable(state.piles))
  const codes = codesOf((out) => position.legalMoves(out))
  const engineMoves = spec.engineMoves?.(state) ?? legalMoves(state)
  expect(codes.flatMap((c) => position.toMoves(c))).toEqual(engineMoves)
  checkCodes(spec, state, position, codes)
  for (const more of spec.moreCodes?.(position, state) ?? [])
    checkCodes(spec, state, position, more)
}

/** Each code's successor against the engine's, and its undo. */
function checkCodes<P extends CheckedPosition>(
  spec: PositionGame<P>,
  state: GameState,
  position: P,
  codes: number[],
): void {
  const comparable = spec.comparable ?? ((piles) => piles)
  const before = comparable(position.piles())
  const hashed = hashes(position)
  for (const code of codes) {
    const next = play(state, position.toMoves(code))
    position.apply(code)
    expect(comparable(position.piles())).toEqual(comparable(next.piles))
    const fresh = spec.positionOf(next)
    expect(position.foundationCount()).toBe(fresh.foundationCount())
    expect(hashes(position)).toEqual(hashes(fresh))
    position.undo()
    expect(comparable(position.piles())).toEqual(before)
    expect(hashes(position)).toEqual(hashed)
  }
}
