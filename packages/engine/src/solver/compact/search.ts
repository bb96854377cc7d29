// The depth-first search of search.ts on a compact position: the same order of work (safe
// moves, best count, bound, transposition table, candidates), so on equal hashes it expands the
// same positions, but each move is applied and undone in place and each key is a 64-bit hash.
import {
  CHECKPOINT_NODES,
  DEFAULT_NODE_BUDGET,
  MAX_DEPTH,
  type SolveBudget,
  type SolveResult,
  type SolverOptions,
} from '../budget.js'
import type { Move } from '../../types.js'
import type { BoundOptions, CompactGame } from './compact-game.js'
import { PositionSet } from './position-set.js'

/** More than any game lists in one position. */
const MAX_CANDIDATES = 512
/** A line's first room (safe moves included): a whole Grandma's Game win, as a rule. */
const LINE_START = 256

/** A copy of `array` in twice the room. */
function grown(array: Int32Array): Int32Array {
  const copy = new Int32Array(array.length * 2)
  copy.set(array)
  return copy
}

/**
 * The arrays of searches that have ended, for the next: a solve runs several short searches,
 * most of a few dozen positions, where making their arrays cost as much as the search.
 */
const spareBuffers: Int32Array[] = []
const spareLines: Int32Array[] = []

class CompactSearch {
  nodes = 0
  depth = 0
  stopped = false
  /** False once a line was cut at MAX_DEPTH: the answer is then not proved. */
  complete = true
  /** A position was cut because it cannot win, though it might have beaten the best count. */
  cutShort = false
  readonly seen: PositionSet
  /**
   * `seen` holds only positions proved lost: added once their subtree is searched to its end
   * without a win (win goal, acyclic game), so it may be handed to another search of the game.
   */
  private readonly lostOnly: boolean
  /** Lines cut at MAX_DEPTH so far (a subtree with one is not searched to its end). */
  private depthCuts = 0
  /** Without the table, the keys of the positions on the current path (to break cycles). */
  readonly path: number[] = []
  /** The moves from the root to the position searched, `lineLength` of them. */
  private line: Int32Array
  private lineLength = 0
  bestCards: number
  /** The best line met, `bestLength` moves (copied as the line improves on it). */
  private bestLine: Int32Array
  private bestLength = 0
  // Grown as the line deepens (explore); taken from the spares of an earlier search, if any.
  private buffer: Int32Array
  private top = 0
  private readonly key = new Int32Array(2)
  private readonly bounds: BoundOptions
  /** The position is put back by `rewind` once the search stops, not move by move. */
  private readonly rewinds: boolean

  constructor(
    readonly position: CompactGame,
    readonly budget: number,
    readonly checkpoint: (() => void) | undefined,
    readonly options: Required<SolverOptions>,
    lost: PositionSet | undefined,
  ) {
    this.seen = lost ?? new PositionSet()
    this.buffer = spareBuffers.pop() ?? new Int32Array(4 * MAX_CANDIDATES)
    this.line = spareLines.pop() ?? new Int32Array(LINE_START)
    this.bestLine = spareLines.pop() ?? new Int32Array(LINE_START)
    this.lostOnly = lost !== undefined
    this.rewinds = position.rewind !== undefined
    this.bestCards = position.foundationCount()
    this.complete = position.complete !== false
    this.bounds = {
      deadCards: options.deadCards,
      blockers: options.blockers,
      crossPiles: options.crossPiles,
      staticSolve: options.staticSolve,
      stockLookahead: options.stockLookahead,
      stuckCards: options.stuckCards,
      stockCycle: options.stockCycle,
      separation: options.separation,
      sharedParents: options.sharedParents,
      pairChains: options.pairChains,
      heldCards: options.heldCards,
    }
  }

  visit(): void {
    if (this.stopped) return
    if (this.nodes >= this.budget) {
      this.stopped = true
      return
    }
    this.nodes++
    if (this.checkpoint && this.nodes % CHECKPOINT_NODES === 0) this.checkpoint()
    if (this.depth >= MAX_DEPTH) {
      this.complete = false
      this.depthCuts++
      return
    }
    const position = this.position
    let safe = 0
    if (this.options.safeMoves) {
      for (let move = position.safeMove(); move >= 0; move = position.safeMove()) {
        position.apply(move)
        this.push(move)
        safe++
      }
    }
    this.explore()
    if (this.stopped && this.rewinds) return // solveCompact rewinds the whole line at once
    this.lineLength -= safe
    for (; safe > 0; safe--) position.undo()
  }

  /** `move` onto the end of the line (grown as needed). */
  private push(move: number): void {
    if (this.lineLength === this.line.length) this.line = grown(this.line)
    this.line[this.lineLength++] = move
  }

  /** The best line's codes; the search's arrays go to the spares (the search is over). */
  finish(): number[] {
    const codes: number[] = []
    for (let i = 0; i < this.bestLength; i++) codes.push(this.bestLine[i] ?? 0)
    spareBuffers.push(this.buffer)
    spareLines.push(this.line, this.bestLine)
    return codes
  }

  private explore(): void {
    const { position, options } = this
    const cards = position.foundationCount()
    if (cards > this.bestCards || (cards === this.bestCards && this.lineLength < this.bestLength)) {
      this.bestCards = cards
      if (this.bestLine.length < this.lineLength) this.bestLine = grown(this.line)
      else this.bestLine.set(this.line.subarray(0, this.lineLength))
      this.bestLength = this.lineLength
    }
    if (cards === position.total) {
      this.stopped = true // a win: nothing can beat it
      return
    }
    position.hash(options.symmetry, this.key)
    const a = this.key[0] ?? 0
    const b = this.key[1] ?? 0
    // The table before the bound (the bound costs far more than a lookup): a position seen
    // before was either searched or cut by the bound then, and equal positions have one bound
    // while the best count only grows, so the bound would cut it again.
    const lostOnly = this.lostOnly
    if (lostOnly ? this.seen.has(a, b) : options.transposition && !this.seen.add(a, b)) return
    if (options.bound) {
      const bound = position.upperBound(this.bounds)
      if (bound <= this.bestCards || (options.goal === 'win' && bound < position.total)) {
        if (bound > this.bestCards) this.cutShort = true
        if (lostOnly) this.seen.add(a, b)
        return
      }
    }
    const depthCuts = this.depthCuts
    if (!options.transposition) {
      for (let i = 0; i < this.path.length; i += 2) {
        if (this.path[i] === a && this.path[i + 1] === b) return
      }
      this.path.push(a, b)
    }
    const at = this.top
    if (this.buffer.length < at + MAX_CANDIDATES) {
      const grown = new Int32Array(this.buffer.length * 2)
      grown.set(this.buffer)
      this.buffer = grown
    }
    const count = position.candidates(this.buffer, at, options.symmetry)
    this.top = at + count
    for (let i = 0; i < count; i++) {
      const move = this.buffer[at + i]!
      position.apply(move)
      this.push(move)
      this.depth++
      this.visit()
      this.depth--
      if (this.stopped && this.rewinds) break // solveCompact rewinds the whole line at once
      position.undo()
      this.lineLength-- // visit leaves the line as it found it
      if (this.stopped) break
    }
    this.top = at
    if (!options.transposition) this.path.length -= 2
    if (lostOnly && !this.stopped && this.depthCuts === depthCuts) this.seen.add(a, b)
  }
}

/** A line of codes as engine moves (each read where it is played), the position left as it was. */
function engineMoves(position: CompactGame, codes: readonly number[]): Move[] {
  if (position.engineLine) return position.engineLine(codes)
  const line: Move[] = []
  for (const code of codes) {
    line.push(...position.toMoves(code))
    position.apply(code)
  }
  for (let i = 0; i < codes.length; i++) position.undo()
  return line
}

/**
 * solveState on a compact position (its moves are turned back into engine moves at the end).
 * `spent`: positions an earlier search of the same solve expanded, counted against the budget
 * (and the checkpoint's rhythm) but not in this result's `nodes`. `lost`: positions of this game
 * proved lost, by an earlier search or this one (which adds what it proves): only for the goal
 * 'win' with the transposition table on an acyclic game, where a position searched to its end
 * without a win is lost whatever path led to it.
 */
export function solveCompact(
  position: CompactGame,
  budget: SolveBudget,
  options: Required<SolverOptions>,
  spent = 0,
  lost?: PositionSet,
): SolveResult {
  const shared =
    lost !== undefined && options.goal === 'win' && options.transposition && position.acyclic
  const search = new CompactSearch(
    position,
    budget.nodes ?? DEFAULT_NODE_BUDGET,
    budget.checkpoint,
    options,
    shared ? lost : undefined,
  )
  search.nodes = spent
  position.mark?.()
  search.visit()
  const won = search.bestCards === position.total
  const codes = search.finish()
  let line: Move[]
  if (won && search.stopped && position.rewind && position.engineLineBack) {
    // Stopped by the win, without taking back a move: the position stands where the line leads.
    line = position.engineLineBack(codes)
  } else {
    if (search.stopped) position.rewind?.()
    line = engineMoves(position, codes)
  }
  return {
    cards: search.bestCards,
    total: position.total,
    line,
    proved: won || (!search.stopped && search.complete && !search.cutShort),
    lost: !won && !search.stopped && search.complete,
    nodes: search.nodes - spent,
  }
}
