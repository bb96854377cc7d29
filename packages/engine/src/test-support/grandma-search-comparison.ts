// Grandma's Game's solver with some techniques against the search without them, for the tests
// (not part of the build): from late positions of random games, both searches run to their end
// and must prove the same best count, on lines the engine replays.
import { expect } from 'vitest'
import { lateGrandmaPosition } from './late-grandma-position.js'
import { applyMove, progress, solveState } from '../index.js'
import { ok } from '../games/grandmas-game/test-state.js'
import type { SolverOptions } from '../solver/budget.js'
import type { GameState, Move } from '../types.js'

const notReorder = (m: Move) => !('action' in m && m.action === 'reorder')

export function replayedCount(state: GameState, line: readonly Move[]): number {
  for (const move of line) state = ok(applyMove(state, move))
  return progress(state).foundation
}

/**
 * Compares the search with `options` on top of `plain` against `plain` alone, from up to 12 late
 * positions with `stockLeft` stock cards; returns how many both proved.
 */
export function compareWithPlain(
  variant: string,
  stockLeft: number,
  plain: SolverOptions,
  options: SolverOptions,
): number {
  let compared = 0
  for (let seed = 0; seed < 60 && compared < 12; seed++) {
    const state = lateGrandmaPosition(
      `first-${seed}`,
      variant,
      seed * 31 + 5,
      stockLeft,
      notReorder,
    )
    const reference = solveState(state, { nodes: 400_000 }, plain)
    if (!reference.proved) continue
    const result = solveState(state, { nodes: 400_000 }, { ...plain, ...options })
    expect(result.proved || result.cards === 104, `first-${seed}`).toBe(true)
    expect(result.cards, `first-${seed}`).toBe(reference.cards)
    expect(replayedCount(state, result.line)).toBe(result.cards)
    compared++
  }
  return compared
}
