// Sir Tommy's compact board for the search (rules 1.4–1.8, every variant): cards as numbers,
// piles as typed arrays, moves applied and undone in place, and a Zobrist hash kept up to date
// pile by pile. Move generation (moves.ts), safe moves (safe-moves.ts) and bounds (bounds.ts)
// read it; position.ts puts them together for the search. The hash of the whole position is
// board-hash.ts, the piles as the engine writes them board-view.ts.
import { variantOf } from '../../games/sir-tommy/variants.js'
import type { Card, GameState, PileId } from '../../types.js'
import { zobristWords } from '../compact/zobrist.js'
import { boardHash } from './board-hash.js'
import { boardPiles } from './board-view.js'
import {
  cardNumber,
  FROM_PENDING,
  isRed,
  Kind,
  KIND_OF,
  rankOf,
  REDEAL,
  sequences,
  TO_WASTE,
  TURN,
} from './encoding.js'

const Z_STOCK_A = zobristWords(52 * 52, 11)
const Z_STOCK_B = zobristWords(52 * 52, 12)
const Z_WASTE_A = zobristWords(53 * 52, 13)
const Z_WASTE_B = zobristWords(53 * 52, 14)

/** Undo records are saved whole for a redeal only (at most one a line). */
interface RedealSave {
  waste: Int8Array
  wasteLen: Int32Array
  pileA: Int32Array
  pileB: Int32Array
}

export class SirTommyBoard {
  readonly total = 52
  readonly kind: Kind
  readonly wastes: number
  readonly afterStock: boolean
  readonly wasteToWaste: boolean
  readonly maxRedeals: number
  /** seq[f × 13 + k]: the rank foundation f takes as its card k + 1. */
  readonly seq: Int8Array
  /** The stock, its top last. */
  readonly stock = new Int8Array(52)
  stockLen = 0
  /** The pending card, -1 for none. */
  pending = -1
  /** Waste pile w's cards, bottom first, at w × 52. */
  readonly waste = new Int8Array(8 * 52)
  readonly wasteLen = new Int32Array(8)
  readonly fLen = new Int32Array(4)
  /** Each foundation's first card (its suit or colour), -1 while empty. */
  readonly fBase = new Int8Array([-1, -1, -1, -1])
  redeals = 0
  up = 0
  /** Each waste pile's own hash (order-free when combined with symmetry) and the stock's. */
  readonly pileA = new Int32Array(8)
  readonly pileB = new Int32Array(8)
  stockA = 0
  stockB = 0
  private readonly undoMove = new Int32Array(4096)
  private readonly undoCard = new Int8Array(4096)
  private readonly undoTurned = new Uint8Array(4096)
  private undoDepth = 0
  private readonly redealSaves: RedealSave[] = []

  /**
   * What the hash sees of each card: the card, or with `suitBlind` on rank-only foundations
   * (where no rule ever reads a suit) its rank alone, so that positions differing only in the
   * suits of equal ranks are one position.
   */
  readonly face = new Int8Array(52)

  constructor(
    state: GameState,
    suitBlind = false,
    /**
     * Which order the search tries moves in: 0 the default (moves.ts), 1 the relaxed game's win
     * (witness-order.ts); n ≥ 2 one of those (odd n the second) with near-ties broken by a
     * fixed pseudo-random draw numbered n, so that restarts meet different lines first; with
     * deadline-order.ts's DEADLINE_ORDER bit, the deadline order so perturbed.
     */
    readonly moveOrder = 0,
  ) {
    const variant = variantOf(state.variant)
    this.kind = KIND_OF[variant.foundation]
    for (let card = 0; card < 52; card++) {
      this.face[card] = suitBlind && this.kind === Kind.Rank ? card % 13 : card
    }
    this.wastes = variant.wastes
    this.afterStock = variant.foundationsAfterStock
    this.wasteToWaste = variant.wasteToWaste
    this.maxRedeals = variant.redeals
    this.seq = sequences(this.kind)
    this.redeals = state.redeals
    const piles = state.piles as Partial<Record<PileId, Card[]>>
    for (const card of piles.stock ?? []) this.pushStock(cardNumber(card))
    const pending = piles.pending?.[0]
    this.pending = pending === undefined ? -1 : cardNumber(pending)
    for (let w = 0; w < this.wastes; w++) {
      for (const card of piles[`waste-${w + 1}` as PileId] ?? [])
        this.pushWaste(w, cardNumber(card))
    }
    for (let f = 0; f < 4; f++) {
      const cards = piles[`foundation-${f + 1}` as PileId] ?? []
      this.fLen[f] = cards.length
      this.up += cards.length
      const base = cards[0]
      if (base !== undefined) this.fBase[f] = cardNumber(base)
    }
  }

  private pushStock(card: number): void {
    const k = this.stockLen++
    this.stock[k] = card
    const face = this.face[card] ?? 0
    this.stockA ^= Z_STOCK_A[k * 52 + face] ?? 0
    this.stockB ^= Z_STOCK_B[k * 52 + face] ?? 0
  }

  /** Takes the stock's top card (the stock must not be empty). */
  private popStock(): number {
    const k = --this.stockLen
    const card = this.stock[k] ?? 0
    const face = this.face[card] ?? 0
    this.stockA ^= Z_STOCK_A[k * 52 + face] ?? 0
    this.stockB ^= Z_STOCK_B[k * 52 + face] ?? 0
    return card
  }

  private pushWaste(w: number, card: number): void {
    const k = this.wasteLen[w] ?? 0
    this.wasteLen[w] = k + 1
    this.waste[w * 52 + k] = card
    this.flipWaste(w, k, card)
  }

  private popWaste(w: number): number {
    const k = (this.wasteLen[w] ?? 1) - 1
    this.wasteLen[w] = k
    const card = this.waste[w * 52 + k] ?? 0
    this.flipWaste(w, k, card)
    return card
  }

  /** Adds or removes (XOR) card at height k of waste pile w in the pile's hash. */
  private flipWaste(w: number, k: number, card: number): void {
    const face = this.face[card] ?? 0
    this.pileA[w] = (this.pileA[w] ?? 0) ^ (Z_WASTE_A[k * 52 + face] ?? 0)
    this.pileB[w] = (this.pileB[w] ?? 0) ^ (Z_WASTE_B[k * 52 + face] ?? 0)
  }

  /** The rank foundation f takes next, 0 once it is complete (as the engine's `nextRank`). */
  nextRank(f: number): number {
    const n = this.fLen[f] ?? 13
    if (n >= 13) return 0
    return n === 0 ? 1 : (this.seq[f * 13 + n] ?? 0)
  }

  fits(f: number, card: number): boolean {
    if (rankOf(card) !== this.nextRank(f)) return false
    const base = this.fBase[f] ?? -1
    if (base < 0) return true
    if (this.kind === Kind.Suit) return ((base / 13) | 0) === ((card / 13) | 0)
    if (this.kind === Kind.Colour) return isRed(base) === isRed(card)
    return true
  }

  foundationCount(): number {
    return this.up
  }

  /** Waste tops may go up (rules 1.8: some variants only once the stock is out). */
  foundationsOpen(): boolean {
    return !this.afterStock || (this.pending < 0 && this.stockLen === 0)
  }

  apply(move: number): void {
    const d = this.undoDepth++
    this.undoMove[d] = move
    this.undoTurned[d] = 0
    if (move >= REDEAL) return this.redeal(move)
    if (move === TURN) {
      this.pending = this.popStock()
      return
    }
    const from = move >> 4
    const to = move & 15
    let card: number
    if (from === FROM_PENDING) {
      card = this.pending
      this.pending = -1
    } else {
      card = this.popWaste(from - 1)
    }
    this.undoCard[d] = card
    if (to < TO_WASTE) {
      const n = this.fLen[to] ?? 0
      this.fLen[to] = n + 1
      if (n === 0) this.fBase[to] = card
      this.up++
    } else {
      this.pushWaste(to - TO_WASTE, card)
    }
    // rules 1.5: placing the pending card turns the next one.
    if (from === FROM_PENDING && this.stockLen > 0) {
      this.pending = this.popStock()
      this.undoTurned[d] = 1
    }
  }

  undo(): void {
    const d = --this.undoDepth
    const move = this.undoMove[d] ?? 0
    if (move >= REDEAL) return this.undoRedeal()
    if (move === TURN) {
      this.pushStock(this.pending)
      this.pending = -1
      return
    }
    if (this.undoTurned[d] === 1) {
      this.pushStock(this.pending)
      this.pending = -1
    }
    const from = move >> 4
    const to = move & 15
    const card = this.undoCard[d] ?? 0
    if (to < TO_WASTE) {
      const n = (this.fLen[to] ?? 1) - 1
      this.fLen[to] = n
      if (n === 0) this.fBase[to] = -1
      this.up--
    } else {
      this.popWaste(to - TO_WASTE)
    }
    if (from === FROM_PENDING) this.pending = card
    else this.pushWaste(from - 1, card)
  }

  /** rules 1.8(e): the piles in the move's order, each drawn from its earliest card. */
  private redeal(move: number): void {
    this.redealSaves.push({
      waste: this.waste.slice(),
      wasteLen: this.wasteLen.slice(),
      pileA: this.pileA.slice(),
      pileB: this.pileB.slice(),
    })
    const draws: number[] = []
    for (let code = move - REDEAL; code > 0; code = (code / 9) | 0) {
      const w = (code % 9) - 1
      for (let k = 0; k < (this.wasteLen[w] ?? 0); k++) draws.push(this.waste[w * 52 + k] ?? 0)
    }
    for (let k = draws.length - 1; k >= 0; k--) this.pushStock(draws[k] ?? 0)
    this.wasteLen.fill(0)
    this.pileA.fill(0)
    this.pileB.fill(0)
    this.redeals++
    if (this.stockLen > 0) this.pending = this.popStock()
  }

  private undoRedeal(): void {
    const save = this.redealSaves.pop()
    if (save === undefined) throw new Error('solver: no redeal to undo')
    this.waste.set(save.waste)
    this.wasteLen.set(save.wasteLen)
    this.pileA.set(save.pileA)
    this.pileB.set(save.pileB)
    this.stockLen = 0
    this.stockA = 0
    this.stockB = 0
    this.pending = -1
    this.redeals--
  }

  hash(symmetry: boolean, key: Int32Array): void {
    boardHash(this, symmetry, key)
  }

  /** The piles as the engine writes them (tests compare them with `applyMove`'s). */
  piles(): Record<string, Card[]> {
    return boardPiles(this)
  }
}
