// The solver's budget, options and result: shared by the engine-state search (search.ts) and
// the compact one (compact/search.ts).
import type { Move } from '../types.js'
import type { SatFactory } from './sat/sat-solver.js'

/**
 * How many steps deep the search goes before it treats a line as too long to follow: the search
 * recurses, and JavaScript's stack is finite. A cut line makes the answer unproved.
 */
export const MAX_DEPTH = 1000

/** Nodes (positions expanded) a search may spend unless told otherwise. */
export const DEFAULT_NODE_BUDGET = 100_000

/**
 * Saratoga's instead (compact/plain-first.ts): ten times as many settle one to four more standard
 * deals in 200, still within issue 44's median of 0.5 and p95 of 5 CPU seconds a deal
 * (docs/solvability.md, "Saratoga: the budget and its shares").
 */
export const SARATOGA_NODE_BUDGET = 1_000_000

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
  /** Cards stacked so that no order of play can put them all up cap the bound below a win. */
  blockers?: boolean
  /**
   * Sir Tommy: the least fixpoint of "can this card still go up" over all piles at once, which
   * sees cycles across piles that the dead-card rule misses (sir-tommy/cross-piles.ts). Off by
   * default: the relaxed game (`staticSolve`) sees all it sees (docs/solvability.md).
   */
  crossPiles?: boolean
  /**
   * Sir Tommy: the position solved exactly with every card still to turn free; no relaxed win,
   * no win (sir-tommy/static-solve.ts).
   */
  staticSolve?: boolean
  /**
   * The blocker test run ahead over the coming stock cards, each up or on a pile (Sir Tommy).
   * Off by default: sound, but at its cost it settled no more deals (docs/solvability.md).
   */
  stockLookahead?: boolean
  /**
   * Saratoga: tableau cards that can never leave their place, whatever is played, cap the
   * suits they belong to (saratoga/stuck-cards.ts).
   */
  stuckCards?: boolean
  /**
   * Saratoga: the stuck-card bound reads the draw-three cycle, a stock or waste card at hand only
   * once draws can bring it to the waste top (saratoga/stock-cycle.ts).
   */
  stockCycle?: boolean
  /**
   * Saratoga: in the stuck-card bound a tableau card is a pile top only once the card on it can
   * come off it, not merely leave its place with a run from under it (saratoga/stuck-cards.ts).
   */
  separation?: boolean
  /**
   * Saratoga: in the stuck-card bound, the two cards of a rank and colour reach their two
   * parents one at a time: the bound read in each order (saratoga/shared-parents.ts).
   */
  sharedParents?: boolean
  /**
   * Saratoga: with `sharedParents`, the pairs read along chains, each pair's orders added where
   * the orders before it still reach 52; at most this many fixpoints a position (0: off;
   * saratoga/shared-parents.ts).
   */
  pairChains?: number
  /**
   * Saratoga: where the stuck-card bound reaches 52, up to this many cards read held in place until
   * they leave (0: off; saratoga/held-cards.ts).
   */
  heldCards?: number
  /** Where no rule reads a suit (rank-only foundations), equal ranks are one card to the table. */
  suitBlind?: boolean
  /**
   * Saratoga: a run moved between tableau piles only together with a play that uses the card it
   * uncovers (compact positions only; solver/saratoga/uncovering.ts says why that loses no line).
   */
  uncovering?: boolean
  /**
   * Sir Tommy: a search with the goal 'win' goes first, on most of the budget (all of it with the
   * goal 'win'), so that the proofs of loss cut (compact/win-first.ts).
   */
  winFirst?: boolean
  /**
   * The win search restarted in other move orders: Sir Tommy's of `winFirst`
   * (compact/win-first.ts); Saratoga's short runs between the plain and the complete search
   * (compact/plain-first.ts); Grandma's Game's before the complete search
   * (compact/restarts-first.ts, grandmas-game/restarts.ts).
   */
  restarts?: boolean
  /**
   * Those runs grow as the Luby sequence (1 1 2 1 1 2 4 … × 1,000 positions), not 1 % each: off,
   * it settled no more deals (docs/solvability.md, 2026-12-06 16:50).
   */
  lubyRuns?: boolean
  /**
   * Sir Tommy's restarted win search: the positions one run searched to their end without a win
   * (so lost) are skipped by the runs after it (compact/win-first.ts).
   */
  shareLost?: boolean
  /**
   * Sir Tommy's restarted win search in runs of 0.25 % of the budget (at least 250 positions),
   * not 1 % (at least 1,000): four times as many move orders (compact/win-first.ts, docs/solvability.md).
   */
  shortRuns?: boolean
  /**
   * Sir Tommy's restarted win search: in the second half of its share, the runs of even order
   * try moves in the deadline order built on the index lemma (sir-tommy/deadline-order.ts),
   * perturbed, not in the perturbed default order; the first half is as without it.
   */
  deadlineOrders?: boolean
  /**
   * Sir Tommy: the order the search tries moves in (sir-tommy/board.ts's `moveOrder`): 0 the
   * default, 1 the relaxed game's win, n ≥ 2 the default perturbed by a draw numbered n (the
   * deadline order with sir-tommy/deadline-order.ts's DEADLINE_ORDER bit).
   * Saratoga (saratoga/move-order.ts) and Grandma's Game (grandmas-game/move-order.ts): 0 the
   * default, n ≥ 1 a shuffle numbered n.
   */
  moveOrder?: number
  /**
   * Grandma's Game's standard variant: the workspace and the piles it went back to as sets, so
   * that the search covers its reorders (grandmas-game/free-order.ts; compact positions only).
   */
  freeOrder?: boolean
  /**
   * Grandma's Game's standard variant with `freeOrder`: every deal is played at once, before
   * any card (grandmas-game/deals-first.ts says why that loses no line).
   */
  dealsFirst?: boolean
  /**
   * Grandma's Game with `freeOrder`: a card whose twin lies in a set goes to a foundation it fits
   * at once (grandmas-game/free-twins.ts).
   */
  freeTwins?: boolean
  /**
   * Grandma's Game: a suit whose piles have met is one position whatever its meeting point, and
   * its cards go up with the slides they need (grandmas-game/meetings.ts).
   */
  meetings?: boolean
  /** Search a compact position (every game has one); else the engine's states. */
  compact?: boolean
  /**
   * 'most-cards' (the default) proves the best count; 'win' only whether the deal can be won:
   * it also cuts every position whose bound is short of a win, so it settles far more deals
   * (as `lost`) but its count of a lost deal is only the best it met on the way.
   */
  goal?: 'most-cards' | 'win'
  /**
   * A SAT solver (`loadSatSolver()` of `@patience-race/engine/exact`): Sir Tommy's Standard,
   * Strategy and Calculation positions are then settled exactly first, a win with its line or a proof that none exists
   * (sir-tommy/exact/solve-exact.ts); the search runs only where it is undecided.
   */
  sat?: SatFactory | null
  /** Conflicts the SAT solver may spend on a position before it answers "unknown". */
  satConflicts?: number
}

/** What `solveState` does when not told otherwise (docs/solvability.md, the ablation). */
export const DEFAULT_SOLVER_OPTIONS: Required<SolverOptions> = {
  transposition: true,
  safeMoves: true,
  symmetry: true,
  bound: true,
  deadCards: true,
  blockers: true,
  crossPiles: false,
  staticSolve: true,
  stockLookahead: false,
  stuckCards: true,
  stockCycle: true,
  separation: true,
  sharedParents: true,
  pairChains: 0,
  heldCards: 0,
  suitBlind: true,
  uncovering: true,
  winFirst: true,
  restarts: true,
  lubyRuns: false,
  shareLost: true,
  shortRuns: true,
  deadlineOrders: false,
  moveOrder: 0,
  freeOrder: true,
  dealsFirst: true,
  freeTwins: true,
  meetings: true,
  compact: true,
  goal: 'most-cards',
  sat: null,
  satConflicts: 200_000,
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
  /** True when no line wins: the search ran to its end without a win. */
  lost: boolean
  /** Positions expanded. */
  nodes: number
}
