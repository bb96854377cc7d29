// Saratoga's compact board for the search (rules 2.1–2.8): cards as numbers (suit × 13 + rank −
// 1, suits in the foundations' order), piles as typed arrays, the engine's moves applied and
// undone in place, and a 64-bit Zobrist hash kept up to date card by card. Move listing and
// the search's steps are in moves.ts; position.ts puts them together.
import { allowsTakeback } from '../../games/saratoga/info.js'
import type { Card, GameState, PileId } from '../../types.js'
import { cardNumber, cardOfNumber } from '../sir-tommy/encoding.js'
import { mix32, zobristWords } from '../compact/zobrist.js'

/** Pile numbers in move codes: tableau 0…6, the waste 7, foundation-1…4 as 8…11. */
export const WASTE = 7
export const FOUNDATION = 8
const DRAW_COUNT = 3

const Z_TABLEAU_A = zobristWords(52 * 52, 31)
const Z_TABLEAU_B = zobristWords(52 * 52, 32)
const Z_STOCK_A = zobristWords(52 * 52, 33)
const Z_STOCK_B = zobristWords(52 * 52, 34)
const Z_WASTE_A = zobristWords(52 * 52, 35)
const Z_WASTE_B = zobristWords(52 * 52, 36)
const Z_FOUNDATION_A = zobristWords(4 * 14, 37)
const Z_FOUNDATION_B = zobristWords(4 * 14, 38)
const Z_SALT_A = zobristWords(7, 39)
const Z_SALT_B = zobristWords(7, 40)

/** Primitive moves, as the undo stack records them. */
export const DRAW = 1 << 16
export const REDEAL = 2 << 16

/** A card move's code: `count` cards from pile `from` to pile `to`. */
export const cardCode = (from: number, to: number, count = 1): number =>
  (count << 8) | (from << 4) | to

export class SaratogaBoard {
  readonly total = 52
  readonly takebacks: boolean
  /** Tableau pile t's cards, bottom first, at t × 52. */
  readonly tab = new Int8Array(7 * 52)
  readonly tabLen = new Int32Array(7)
  /** The stock, its top last; the waste, its top last. */
  readonly stock = new Int8Array(52)
  stockLen = 0
  readonly waste = new Int8Array(52)
  wasteLen = 0
  /** Foundation f holds suit f: only its length is kept. */
  readonly fLen = new Int32Array(4)
  redeals = 0
  up = 0
  readonly tabA = new Int32Array(7)
  readonly tabB = new Int32Array(7)
  stockA = 0
  stockB = 0
  wasteA = 0
  wasteB = 0
  // Room for the deepest line: MAX_DEPTH steps (and the safe moves), each up to 27 primitives
  // (a stock step's draws and two redeals, then its play).
  private readonly undoMove = new Int32Array(32_768)
  private readonly undoCount = new Int32Array(32_768)
  private undoDepth = 0

  constructor(state: GameState) {
    this.takebacks = allowsTakeback(state.variant)
    this.redeals = state.redeals
    const piles = state.piles as Partial<Record<PileId, Card[]>>
    for (let t = 0; t < 7; t++) {
      for (const card of piles[`tableau-${t + 1}` as PileId] ?? [])
        this.pushTab(t, cardNumber(card))
    }
    for (const card of piles.stock ?? []) this.pushStock(cardNumber(card))
    for (const card of piles.waste ?? []) this.pushWaste(cardNumber(card))
    for (let f = 0; f < 4; f++) {
      this.fLen[f] = (piles[`foundation-${f + 1}` as PileId] ?? []).length
      this.up += this.fLen[f] ?? 0
    }
  }

  pushTab(t: number, card: number): void {
    const k = this.tabLen[t] ?? 0
    this.tabLen[t] = k + 1
    this.tab[t * 52 + k] = card
    this.tabA[t] = (this.tabA[t] ?? 0) ^ (Z_TABLEAU_A[k * 52 + card] ?? 0)
    this.tabB[t] = (this.tabB[t] ?? 0) ^ (Z_TABLEAU_B[k * 52 + card] ?? 0)
  }

  popTab(t: number): number {
    const k = (this.tabLen[t] ?? 1) - 1
    this.tabLen[t] = k
    const card = this.tab[t * 52 + k] ?? 0
    this.tabA[t] = (this.tabA[t] ?? 0) ^ (Z_TABLEAU_A[k * 52 + card] ?? 0)
    this.tabB[t] = (this.tabB[t] ?? 0) ^ (Z_TABLEAU_B[k * 52 + card] ?? 0)
    return card
  }

  private pushStock(card: number): void {
    const k = this.stockLen++
    this.stock[k] = card
    this.stockA ^= Z_STOCK_A[k * 52 + card] ?? 0
    this.stockB ^= Z_STOCK_B[k * 52 + card] ?? 0
  }

  private popStock(): number {
    const k = --this.stockLen
    const card = this.stock[k] ?? 0
    this.stockA ^= Z_STOCK_A[k * 52 + card] ?? 0
    this.stockB ^= Z_STOCK_B[k * 52 + card] ?? 0
    return card
  }

  private pushWaste(card: number): void {
    const k = this.wasteLen++
    this.waste[k] = card
    this.wasteA ^= Z_WASTE_A[k * 52 + card] ?? 0
    this.wasteB ^= Z_WASTE_B[k * 52 + card] ?? 0
  }

  private popWaste(): number {
    const k = --this.wasteLen
    const card = this.waste[k] ?? 0
    this.wasteA ^= Z_WASTE_A[k * 52 + card] ?? 0
    this.wasteB ^= Z_WASTE_B[k * 52 + card] ?? 0
    return card
  }

  /** The top card of pile p (tableau, waste or foundation), -1 when it is empty. */
  topOf(p: number): number {
    if (p < WASTE) {
      const n = this.tabLen[p] ?? 0
      return n === 0 ? -1 : (this.tab[p * 52 + n - 1] ?? 0)
    }
    if (p === WASTE) return this.wasteLen === 0 ? -1 : (this.waste[this.wasteLen - 1] ?? 0)
    const f = p - FOUNDATION
    const n = this.fLen[f] ?? 0
    return n === 0 ? -1 : f * 13 + n - 1
  }

  /** One primitive move: DRAW, REDEAL or a card move's code (legal, as moves.ts lists them). */
  apply(move: number): void {
    const d = this.undoDepth++
    this.undoMove[d] = move
    if (move === DRAW) {
      const count = Math.min(DRAW_COUNT, this.stockLen)
      // rules 2.6: the stock's top card is turned first, so it ends deepest of the group.
      for (let i = 0; i < count; i++) this.pushWaste(this.popStock())
      this.undoCount[d] = count
      return
    }
    if (move === REDEAL) {
      this.undoCount[d] = this.wasteLen
      while (this.wasteLen > 0) this.pushStock(this.popWaste())
      this.redeals++
      return
    }
    this.moveCards((move >> 4) & 15, move & 15, move >> 8)
  }

  undo(): void {
    const d = --this.undoDepth
    const move = this.undoMove[d] ?? 0
    if (move === DRAW) {
      for (let i = this.undoCount[d] ?? 0; i > 0; i--) this.pushStock(this.popWaste())
      return
    }
    if (move === REDEAL) {
      for (let i = this.undoCount[d] ?? 0; i > 0; i--) this.pushWaste(this.popStock())
      this.redeals--
      return
    }
    this.moveCards(move & 15, (move >> 4) & 15, move >> 8)
  }

  private moveCards(from: number, to: number, count: number): void {
    if (from < WASTE && to < WASTE) {
      const start = (this.tabLen[from] ?? 0) - count
      for (let i = 0; i < count; i++) this.pushTab(to, this.tab[from * 52 + start + i] ?? 0)
      for (let i = 0; i < count; i++) this.popTab(from)
      return
    }
    const card = this.take(from)
    this.put(to, card)
  }

  private take(p: number): number {
    if (p < WASTE) return this.popTab(p)
    if (p === WASTE) return this.popWaste()
    const f = p - FOUNDATION
    this.fLen[f] = (this.fLen[f] ?? 1) - 1
    this.up--
    return f * 13 + (this.fLen[f] ?? 0)
  }

  private put(p: number, card: number): void {
    if (p < WASTE) return this.pushTab(p, card)
    if (p === WASTE) return this.pushWaste(card)
    const f = p - FOUNDATION
    this.fLen[f] = (this.fLen[f] ?? 0) + 1
    this.up++
  }

  foundationCount(): number {
    return this.up
  }

  hash(symmetry: boolean, key: Int32Array): void {
    this.cycleHash(key)
    let a = key[0] ?? 0
    let b = key[1] ?? 0
    for (let f = 0; f < 4; f++) {
      a = (a + (Z_FOUNDATION_A[f * 14 + (this.fLen[f] ?? 0)] ?? 0)) | 0
      b = (b + (Z_FOUNDATION_B[f * 14 + (this.fLen[f] ?? 0)] ?? 0)) | 0
    }
    // Equal tableau piles play alike: with symmetry, a sum hashes them as a multiset.
    for (let t = 0; t < 7; t++) {
      const saltA = symmetry ? 0 : (Z_SALT_A[t] ?? 0)
      const saltB = symmetry ? 0 : (Z_SALT_B[t] ?? 0)
      a = (a + mix32((this.tabA[t] ?? 0) ^ saltA)) | 0
      b = (b + mix32(((this.tabB[t] ?? 0) ^ saltB) + 0x5bd1e995)) | 0
    }
    key[0] = a
    key[1] = b
  }

  /**
   * The stock and waste's part of the hash. Draws and redeals are always allowed and change
   * nothing else, so the splits a redeal leads to (an empty waste, then every third card drawn,
   * then an empty stock) all reach one another: they are one position and hash as the empty
   * waste does (the stock cycle is the waste from its bottom, then the stock from its top).
   */
  private cycleHash(key: Int32Array): void {
    const aligned = this.stockLen === 0 || this.wasteLen % DRAW_COUNT === 0
    if (!aligned || this.wasteLen === 0) {
      key[0] = this.stockA ^ mix32(this.wasteA ^ 0x2545f491)
      key[1] = this.stockB ^ mix32(this.wasteB + 0x6c8e9cf5)
      return
    }
    let a = 0
    let b = 0
    const n = this.stockLen + this.wasteLen
    for (let i = 0; i < n; i++) {
      const card =
        i < this.wasteLen
          ? (this.waste[i] ?? 0)
          : (this.stock[this.stockLen - 1 - (i - this.wasteLen)] ?? 0)
      const slot = (n - 1 - i) * 52 + card
      a ^= Z_STOCK_A[slot] ?? 0
      b ^= Z_STOCK_B[slot] ?? 0
    }
    key[0] = a ^ mix32(0x2545f491)
    key[1] = b ^ mix32(0x6c8e9cf5)
  }

  /** The piles as the engine writes them (tests compare them with `applyMove`'s). */
  piles(): Record<string, Card[]> {
    const piles: Record<string, Card[]> = {}
    piles.stock = Array.from(this.stock.subarray(0, this.stockLen), cardOfNumber)
    piles.waste = Array.from(this.waste.subarray(0, this.wasteLen), cardOfNumber)
    for (let t = 0; t < 7; t++) {
      const cards = this.tab.subarray(t * 52, t * 52 + (this.tabLen[t] ?? 0))
      piles[`tableau-${t + 1}`] = Array.from(cards, cardOfNumber)
    }
    for (let f = 0; f < 4; f++) {
      piles[`foundation-${f + 1}`] = Array.from({ length: this.fLen[f] ?? 0 }, (_, k) =>
        cardOfNumber(f * 13 + k),
      )
    }
    return piles
  }
}
