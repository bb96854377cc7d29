// Grandma's Game's compact position as the search sees it (compact/compact-game.ts): the board
// (board.ts) with its moves (moves.ts). The search tries the engine-state search's steps in
// the same order (hooks.ts): every legal move but the reorders, foundation moves first. Its
// bound counts the dead cards (dead-cards.ts).
import { GRANDMAS_FOUNDATION_IDS, GRANDMAS_TABLEAU_IDS } from '../../pile-ids.js'
import type { GameState, Move } from '../../types.js'
import type { BoundOptions, CompactGame } from '../compact/compact-game.js'
import { DEAL, FREE_TABLEAU, GrandmasBoard, TRANSFER, WORKSPACE } from './board.js'
import { deadCardBound } from './dead-cards.js'
import { safeDeal } from './deals-first.js'
import { orderMoves } from './move-order.js'
import { engineLine } from './free-order.js'
import { legalMoves, safeMove } from './moves.js'
import { slidesBefore } from './meetings.js'

/** The board `mark` saved (one for all positions: a search marks its own before it starts). */
let marked: GrandmasBoard | null = null
/** Marks made so far, and the number of the mark `marked` holds. */
let marks = 0
let markedAs = 0

/** Positions released by their makers, to be made again (a few: a solve makes two at a time). */
const spares: GrandmasGamePosition[] = []
const MAX_SPARES = 4

/** `new GrandmasGamePosition(…)`, made again from a released one with the same flags if any. */
export function grandmasPosition(
  start: GameState,
  moveOrder: number,
  freeOrder: boolean,
  dealsFirst: boolean,
  freeTwins: boolean,
  meetings: boolean,
): GrandmasGamePosition {
  const order = freeOrder && start.variant !== 'no-reorder'
  for (let i = spares.length - 1; i >= 0; i--) {
    const spare = spares[i]!
    if (
      spare.freeOrder === order &&
      spare.dealsFirst === dealsFirst &&
      spare.freeTwins === freeTwins &&
      spare.meetings === meetings &&
      spare.complete === (start.variant === 'no-reorder' || order)
    ) {
      spares.splice(i, 1)
      spare.reset(start, moveOrder)
      return spare
    }
  }
  return new GrandmasGamePosition(start, moveOrder, freeOrder, dealsFirst, freeTwins, meetings)
}

export class GrandmasGamePosition extends GrandmasBoard implements CompactGame {
  /**
   * False in the standard variant without `freeOrder`: its reorders (rules 3.5) are then left
   * out, as the engine-state search leaves them out (their number grows with the square of the
   * workspace), so a search that ends without a win proves nothing. With `freeOrder` they are
   * all there (free-order.ts).
   */
  readonly complete: boolean
  /** This position's last mark (rewind puts it back only while `marked` holds that one). */
  private markNumber = 0

  /**
   * `moveOrder`: the order candidates are tried in (move-order.ts); 0 is the engine's.
   * `freeOrder`: the standard variant's workspace and returned piles as sets (free-order.ts).
   * `dealsFirst`: with them, the whole stock dealt before any card is played (deals-first.ts).
   * `freeTwins`: with them, a card whose twin is free played at once (free-twins.ts).
   * `meetings`: a met suit's meeting points as one position (meetings.ts).
   */
  constructor(
    private start: GameState,
    private moveOrder = 0,
    freeOrder = false,
    readonly dealsFirst = false,
    readonly freeTwins = false,
    meetings = false,
  ) {
    const reorders = start.variant !== 'no-reorder'
    super(start, freeOrder && reorders, meetings)
    this.complete = !reorders || this.freeOrder
  }

  /** This position made again, as `new` would make it with these flags, for `start`. */
  reset(start: GameState, moveOrder: number): void {
    this.start = start
    this.moveOrder = moveOrder
    this.clearPiles()
    this.load(start)
  }

  /**
   * The position's maker is done with it: it may serve the next one made with the same flags
   * (grandmasPosition), whose arrays then cost nothing to make.
   */
  release(): void {
    if (spares.length < MAX_SPARES) spares.push(this)
  }

  mark(): void {
    marked ??= new GrandmasBoard(this.start)
    this.saveTo(marked)
    this.markNumber = markedAs = ++marks
  }

  rewind(): void {
    if (marked === null || markedAs !== this.markNumber)
      throw new Error('solver: a rewind without its mark')
    this.restoreFrom(marked)
  }

  engineLine(codes: readonly number[]): Move[] {
    return engineLine(this, this.start, codes)
  }

  engineLineBack(codes: readonly number[]): Move[] {
    const line = engineLine(this, this.start, codes, true)
    this.rewind()
    return line
  }

  legalMoves(out: Int32Array, at = 0): number {
    return legalMoves(this, out, at)
  }

  safeMove(): number {
    const deal = this.dealsFirst ? safeDeal(this) : -1
    return deal >= 0 ? deal : safeMove(this, this.freeTwins)
  }

  candidates(out: Int32Array, at: number): number {
    const count = legalMoves(this, out, at, this.meetings)
    orderMoves(out, at, count, this.moveOrder, this.hashA)
    return count
  }

  upperBound(options: BoundOptions): number {
    return options.deadCards ? deadCardBound(this) : this.total
  }

  /** The engine move a code stands for, read in the position it is played from. */
  toMoves(move: number): Move[] {
    if (move === DEAL) return [{ action: 'deal' }]
    if (move >= FREE_TABLEAU) {
      const slot = (move - FREE_TABLEAU) >> 3
      return [
        ...slidesBefore(this, move),
        { from: GRANDMAS_TABLEAU_IDS[(slot / 104) | 0]!, to: GRANDMAS_FOUNDATION_IDS[move & 7]! },
      ]
    }
    if (move >= TRANSFER) {
      const f = move - TRANSFER
      return [{ from: GRANDMAS_FOUNDATION_IDS[f]!, to: GRANDMAS_FOUNDATION_IDS[f ^ 4]! }]
    }
    const to = GRANDMAS_FOUNDATION_IDS[move & 7]!
    const slides = slidesBefore(this, move)
    if (move >= WORKSPACE)
      return [...slides, { from: 'workspace', index: (move - WORKSPACE) >> 3, to }]
    return [...slides, { from: GRANDMAS_TABLEAU_IDS[move >> 3]!, to }]
  }
}
