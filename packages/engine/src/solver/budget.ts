// The solver's budget, options and result: shared by the engine-state search (search.ts) and
// the compact one (compact/search.ts).
import type { Move } from '../types.js'

/**
 * How many steps deep the search goes before it treats a line as too long to follow: the search
 * recurses, and JavaScript's stack is finite. A cut line makes the answer unproved.
 */
export const MAX_DEPTH = 1000

/** Nodes (positions expanded) a search may spend unless told otherwise. */
export const DEFAULT_NODE_BUDGET = 100_000

/** How many positions the search expands between two calls of `SolveBudget.checkpoint`. */
export const CHECKPOINT_NODES = 1024

export interface SolveBudget {
  /** Positions the search may expand before it stops with its best line so far. */
  nodes?: number
  /**
   * Called every CHECKPOINT_NODES positions. It cannot change the search (it gets nothing and
   * its result is ignored): a caller may block there, as the server's solver threads wait while
   * the event loop is busy, so a solve yields the CPU in the middle.
   */
  checkpoint?: () => void
}

/** Each technique can be turned off, to measure what it is worth (docs/solvability.md). */
export interface SolverOptions {
  transposition?: boolean
  safeMoves?: boolean
  symmetry?: boolean
  bound?: boolean
  /** Cards that can never reach a foundation lower the bound (compact positions only). */
  deadCards?: boolean
  /** Search a compact position where the game has one (Sir Tommy); else the engine's states. */
  compact?: boolean
}

export interface SolveResult {
  /** The most cards the search got onto the foundations. */
  cards: number
  /** Cards in the game (52, or 104 for Grandma's Game). */
  total: number
  /** Engine moves from the given state that reach `cards`: the shortest such line found. */
  line: Move[]
  /** True only when `cards` is the optimum: the search was complete, or it won. */
  proved: boolean
  /** Positions expanded. */
  nodes: number
}
