// What the solver needs to know about one game: its canonical key, its safe moves, its bound.
import type { GameState, Move, PileId } from '../types.js'

/**
 * One game's (or variant's) knowledge for the generic depth-first search in `search.ts`. Every
 * function is pure. The search itself only ever moves through the engine's own rules.
 */
export interface SolverHooks {
  /** Sets of piles that play alike, so equal piles are one pile and their order is no state. */
  interchangeable(state: GameState): readonly (readonly PileId[])[]
  /** Everything that can change the future of play, beyond the piles' contents (redeals…). */
  extraKey(state: GameState): string
  /**
   * A move that never lowers the best reachable score (a dominance move, Solvitaire's "auto
   * move"), applied without branching; null when there is none.
   */
  safeMove(state: GameState, moves: readonly Move[]): Move | null
  /** No line from `state` can put more cards on the foundations than this. */
  upperBound(state: GameState, cards: number): number
  /**
   * The steps worth trying, best first: each a short run of engine moves (Saratoga folds its
   * draws and redeals into the waste play they lead to). `complete` is false when some line of
   * play is left out, so that the search cannot call its answer proved.
   */
  candidates(state: GameState, moves: readonly Move[]): { steps: Move[][]; complete: boolean }
}

export const isFoundationMove = (move: Move): boolean =>
  'to' in move && move.to.startsWith('foundation')

/** Each move as a step of its own. */
export const singleSteps = (moves: readonly Move[]): Move[][] => moves.map((move) => [move])

/** Foundation moves first, then the other card moves, then stock actions (draw, deal, turn). */
export function foundationsFirst(moves: readonly Move[]): Move[] {
  const up = moves.filter(isFoundationMove)
  const cards = moves.filter((m) => 'from' in m && !isFoundationMove(m))
  const actions = moves.filter((m) => 'action' in m)
  return [...up, ...cards, ...actions]
}
