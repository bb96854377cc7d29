// What the compact search (compact/search.ts) needs of a game's compact position.
import type { Move } from '../../types.js'

/** The proofs of loss a game may add to its bound, each switchable for the ablation. */
export interface BoundOptions {
  /** Cards that can never reach a foundation (what they wait for lies beneath them…). */
  deadCards: boolean
  /** Cards stacked so that no order of play can put them all up (no win, at most total − 1). */
  blockers: boolean
  /** Cards that wait, across piles, for one another (a cycle): no order puts them all up. */
  crossPiles: boolean
  /** The position solved exactly with every card to come free: no relaxed win, no win. */
  staticSolve: boolean
  /** The same, following the coming stock cards onto the piles they must land on. */
  stockLookahead: boolean
  /** Saratoga: tableau cards that can never leave their place (nor go up). */
  stuckCards: boolean
  /** Saratoga: the stuck cards read where the stock's cards stand in the draw-three cycle. */
  stockCycle?: boolean
  /** Saratoga: the stuck cards take a card as a pile top only once the card on it comes off. */
  separation?: boolean
  /** Saratoga: two cards sharing their two parents, read in each order (shared-parents.ts). */
  sharedParents?: boolean
  /** Saratoga: with `sharedParents`, fixpoints a position may spend on chains of pairs (0: none). */
  pairChains?: number
  /** Saratoga: cards read held until they leave, at most this many a position (0: none). */
  heldCards?: number
}

/**
 * One game's position as the search sees it: mutable in place, moves as small integers, applied
 * and undone (last in, first out) without allocating.
 */
export interface CompactGame {
  /** Cards in the game. */
  readonly total: number
  /**
   * False when the candidates leave some line of play out, so that only a win is proved
   * (Grandma's Game's standard variant without its reorders); true when left out.
   */
  readonly complete?: boolean
  /**
   * True when no line of moves comes back to a position it left (every move turns a card or puts
   * one up): a searched position's subtree then never depends on the path to it.
   */
  readonly acyclic?: boolean
  /** Cards on the foundations now. */
  foundationCount(): number
  /**
   * The position's 64-bit hash into `key[0]` and `key[1]`; with `symmetry`, piles that play
   * alike hash alike whatever their order.
   */
  hash(symmetry: boolean, key: Int32Array): void
  /** A move that can never lower the best reachable score, or -1. */
  safeMove(): number
  /**
   * The moves worth trying, best first, written to `out` from `at`; returns how many. With
   * `symmetry`, a move that repeats an earlier one on equal piles is left out.
   */
  candidates(out: Int32Array, at: number, symmetry: boolean): number
  /** No line from here can put more cards up than this. */
  upperBound(options: BoundOptions): number
  apply(move: number): void
  /** Takes back the last applied move. */
  undo(): void
  /**
   * Optional, with `rewind`: remembers the position as it is now (one position of the game at a
   * time), so that a search stopped deep in a line (a win) is put back at once, not move by move.
   */
  mark?(): void
  /** The position `mark` remembered; the moves applied since are forgotten. */
  rewind?(): void
  /**
   * Optional: the position's maker is done with it (nothing may use it after), so the game may
   * make its next position on the same arrays.
   */
  release?(): void
  /** The engine moves a code stands for, read in the position it is played from. */
  toMoves(move: number): Move[]
  /** The engine moves of a whole line from here, where a code's alone depend on what follows. */
  engineLine?(codes: readonly number[]): Move[]
  /**
   * Optional, with `mark`: the same where the line's moves are the last ones applied since the
   * mark, and all of them (a search stopped by a win): read from where they lead (Grandma's
   * board keeps each move's card in its undo record), not replayed, and the position left at
   * the mark.
   */
  engineLineBack?(codes: readonly number[]): Move[]
}
