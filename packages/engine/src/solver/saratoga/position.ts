// Saratoga's compact position as the search sees it (compact/compact-game.ts): the board
// (board.ts) with its moves and steps (moves.ts). A step of the stock cycle is several engine
// moves (draws and redeals, then the waste play), applied and undone as one.
import type { Card, GameState, Move, PileId } from '../../types.js'
import { cardOfNumber } from '../sir-tommy/encoding.js'
import type { BoundOptions, CompactGame } from '../compact/compact-game.js'
import { DRAW, FOUNDATION, REDEAL, SaratogaBoard, TURN, WASTE } from './board.js'
import { candidates } from './candidates.js'
import { chainsAt, COMPLETE_CHAINS } from './complete-chains.js'
import { heldAt } from './complete-held.js'
import { MoveOrder } from './move-order.js'
import { legalMoves, MACRO, safeMove } from './moves.js'
import { heldCardBound } from './held-cards.js'
import { rootBound } from './root-reading.js'
import { sharedParentsBound } from './shared-parents.js'
import { stuckCardBound } from './stuck-cards.js'
import { lostBySplit } from './twin-split.js'
import { isJoined, joinedPlay, joinedRun } from './uncovering.js'

const pileId = (p: number): PileId =>
  (p < WASTE
    ? `tableau-${p + 1}`
    : p === WASTE
      ? 'waste'
      : `foundation-${p - FOUNDATION + 1}`) as PileId

export class SaratogaPosition extends SaratogaBoard implements CompactGame {
  /** Primitive moves each applied step was made of. */
  private stepSizes = new Int32Array(64)
  private steps = 0
  private readonly order: MoveOrder | null
  /** Whether the bound was read yet: its first reading is the search's root (after safe moves). */
  private rootRead = false

  /**
   * With `uncovering`, a run moved off a tableau card goes with a play of it (uncovering.ts);
   * `moveOrder` 0 tries steps in candidates.ts's order, n > 0 in a shuffle numbered n.
   */
  constructor(
    state: GameState,
    private readonly uncovering = true,
    moveOrder = 0,
  ) {
    super(state)
    this.order = moveOrder > 0 ? new MoveOrder(moveOrder) : null
  }

  legalMoves(out: Int32Array, at = 0): number {
    return legalMoves(this, out, at)
  }

  safeMove(): number {
    return safeMove(this)
  }

  candidates(out: Int32Array, at: number, symmetry: boolean): number {
    const count = candidates(this, out, at, symmetry, this.uncovering)
    this.order?.reorder(out, at, count)
    return count
  }

  upperBound(options: BoundOptions): number {
    if (!options.stuckCards) return 52
    const cycle = options.stockCycle === true
    const apart = options.separation === true
    const chains = chainsAt(options.pairChains ?? 0, this.uncovering, this.order !== null)
    // The root of a search with joined steps is read along chains (root-reading.ts).
    const root = !this.rootRead && this.uncovering
    this.rootRead = true
    const bound =
      options.sharedParents !== true
        ? stuckCardBound(this, cycle, apart)
        : root
          ? rootBound(this, cycle, apart, chains)
          : sharedParentsBound(this, cycle, apart, true, false, chains)
    const held = heldAt(options.heldCards ?? 0, this.uncovering, this.order !== null)
    const read = bound < 52 || held <= 0 ? bound : heldCardBound(this, cycle, apart, held)
    if (read < 52 || options.sharedParents !== true || chains < COMPLETE_CHAINS) return read
    // The complete search: a case split on a card's first move (twin-split.ts); 51, no win.
    return lostBySplit(this, cycle, apart, chains) ? 51 : read
  }

  override apply(move: number): void {
    let size = 1
    if (isJoined(move)) {
      super.apply(joinedRun(move))
      size++
      move = joinedPlay(move)
    }
    if (move >= MACRO) {
      // The draws and redeals, counted on the lengths, then applied as one turn of the cycle.
      let stock = this.stockLen
      let waste = this.wasteLen
      for (let i = ((move - MACRO) / 4096) | 0; i > 0; i--) {
        if (stock === 0) {
          stock = waste
          waste = 0
        } else {
          const drawn = stock < 3 ? stock : 3
          stock -= drawn
          waste += drawn
        }
      }
      super.apply(TURN + waste)
      size++
      move = (move - MACRO) % 4096
    }
    super.apply(move)
    if (this.steps === this.stepSizes.length) {
      const grown = new Int32Array(this.steps * 2)
      grown.set(this.stepSizes)
      this.stepSizes = grown
    }
    this.stepSizes[this.steps++] = size
  }

  override undo(): void {
    for (let i = this.stepSizes[--this.steps]!; i > 0; i--) super.undo()
  }

  /** The engine moves of a step, read in the position it is played from. */
  toMoves(move: number): Move[] {
    if (isJoined(move)) {
      const run = joinedRun(move)
      const play = joinedPlay(move)
      const first = this.toMoves(run)
      super.apply(run)
      const then = this.toMoves(play)
      super.undo()
      return [...first, ...then]
    }
    const moves: Move[] = []
    if (move >= MACRO) {
      const actions = ((move - MACRO) / 4096) | 0
      let stock = this.stockLen
      let waste = this.wasteLen
      for (let i = 0; i < actions; i++) {
        if (stock > 0) {
          const drawn = Math.min(3, stock)
          stock -= drawn
          waste += drawn
          moves.push({ action: 'draw' })
        } else {
          stock = waste
          waste = 0
          moves.push({ action: 'redeal' })
        }
      }
      move = (move - MACRO) % 4096
    }
    if (move === DRAW) return [...moves, { action: 'draw' }]
    if (move === REDEAL) return [...moves, { action: 'redeal' }]
    const count = move >> 8
    const from = pileId((move >> 4) & 15)
    const to = pileId(move & 15)
    moves.push(count > 1 ? { from, to, count } : { from, to })
    return moves
  }

  /** The piles as the engine writes them (tests compare them with `applyMove`'s). */
  piles(): Record<string, Card[]> {
    const piles: Record<string, Card[]> = {}
    piles.stock = Array.from(this.stock.subarray(0, this.stockLen), cardOfNumber)
    piles.waste = Array.from(this.waste.subarray(0, this.wasteLen), cardOfNumber)
    for (let t = 0; t < 7; t++) {
      const cards = this.tab.subarray(t * 52, t * 52 + this.tabLen[t]!)
      piles[`tableau-${t + 1}`] = Array.from(cards, cardOfNumber)
    }
    for (let f = 0; f < 4; f++) {
      piles[`foundation-${f + 1}`] = Array.from({ length: this.fLen[f]! }, (_, k) =>
        cardOfNumber(f * 13 + k),
      )
    }
    return piles
  }
}
