// Saratoga's piles for the search (board.ts plays moves on them): cards as numbers (suit × 13 +
// rank − 1, suits in the foundations' order), the tableau, stock and waste as typed arrays, the
// foundations as lengths, each pile's part of the 64-bit Zobrist hash (two lanes) kept up to date
// card by card, and what the move listing reads of them: tops, runs and the piles a card goes to.
import type { Card, GameState, PileId } from '../../types.js'
import { cardNumber } from '../sir-tommy/encoding.js'
import {
  PARENT_A,
  PARENT_B,
  Z_STOCK_A,
  Z_STOCK_B,
  Z_TABLEAU_A,
  Z_TABLEAU_B,
  Z_WASTE_A,
  Z_WASTE_B,
} from './tables.js'

/** Pile numbers in move codes: tableau 0…6, the waste 7, foundation-1…4 as 8…11. */
export const WASTE = 7
export const FOUNDATION = 8

export class SaratogaPiles {
  readonly total = 52
  /** Tableau pile t's cards, bottom first, at t × 52. */
  readonly tab = new Int8Array(7 * 52)
  readonly tabLen = new Int32Array(7)
  /** Tableau pile t's top card, -1 when it is empty. */
  readonly tops = new Int8Array(7).fill(-1)
  /** Bit t for the tableau pile a card is the top of, 0 for a card that is no pile's top. */
  readonly topBits = new Int32Array(52)
  /** Bit t set for each empty tableau pile. */
  emptyBits = 127
  /** How many cards from card k of tableau pile t down form a run, at t × 52 + k. */
  readonly runAt = new Int8Array(7 * 52)
  /** The stock, its top last; the waste, its top last. */
  readonly stock = new Int8Array(52)
  stockLen = 0
  readonly waste = new Int8Array(52)
  wasteLen = 0
  /** Foundation f holds suit f: only its length is kept. */
  readonly fLen = new Int32Array(4)
  up = 0
  readonly tabA = new Int32Array(7)
  readonly tabB = new Int32Array(7)
  /** Bit t set when pile t has changed since its term of the hash was mixed (board.ts). */
  protected mixStale = 127
  stockA = 0
  stockB = 0
  wasteA = 0
  wasteB = 0

  constructor(state: GameState) {
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
    const k = this.tabLen[t]!
    this.placeTab(t, card)
    this.mixStale |= 1 << t
    this.tabA[t] = this.tabA[t]! ^ Z_TABLEAU_A[k * 52 + card]!
    this.tabB[t] = this.tabB[t]! ^ Z_TABLEAU_B[k * 52 + card]!
  }

  popTab(t: number): number {
    const card = this.liftTab(t)
    const k = this.tabLen[t]!
    this.mixStale |= 1 << t
    this.tabA[t] = this.tabA[t]! ^ Z_TABLEAU_A[k * 52 + card]!
    this.tabB[t] = this.tabB[t]! ^ Z_TABLEAU_B[k * 52 + card]!
    return card
  }

  /** A card onto tableau pile t: its cards, length, top and runs (not its hash). */
  private placeTab(t: number, card: number): void {
    const k = this.tabLen[t]!
    this.tabLen[t] = k + 1
    this.tab[t * 52 + k] = card
    const below = this.tops[t]!
    if (k === 0) {
      this.emptyBits &= ~(1 << t)
      this.runAt[t * 52] = 1
    } else {
      this.topBits[below] = 0
      const onParent = below === PARENT_A[card] || below === PARENT_B[card]
      this.runAt[t * 52 + k] = onParent ? this.runAt[t * 52 + k - 1]! + 1 : 1
    }
    this.topBits[card] = 1 << t
    this.tops[t] = card
  }

  /** The top card off tableau pile t, as `placeTab` keeps it. */
  private liftTab(t: number): number {
    const k = this.tabLen[t]! - 1
    this.tabLen[t] = k
    const card = this.tab[t * 52 + k]!
    this.topBits[card] = 0
    this.markTop(t, k)
    return card
  }

  /** Pile t's top once it holds its first `n` cards (none: the pile is empty). */
  markTop(t: number, n: number): void {
    const top = n === 0 ? -1 : this.tab[t * 52 + n - 1]!
    this.tops[t] = top
    if (top < 0) this.emptyBits |= 1 << t
    else this.topBits[top] = 1 << t
  }

  /** Bit t set for each tableau pile that takes `card` (rules 2.4). */
  acceptMask(card: number): number {
    return card % 13 === 12
      ? this.emptyBits
      : this.topBits[PARENT_A[card]!]! | this.topBits[PARENT_B[card]!]!
  }

  /** How many cards from the top of tableau pile t form a run that moves as one. */
  runLength(t: number): number {
    const n = this.tabLen[t]!
    return n === 0 ? 0 : this.runAt[t * 52 + n - 1]!
  }

  protected pushStock(card: number): void {
    const k = this.stockLen++
    this.stock[k] = card
    this.stockA ^= Z_STOCK_A[k * 52 + card]!
    this.stockB ^= Z_STOCK_B[k * 52 + card]!
  }

  protected popStock(): number {
    const k = --this.stockLen
    const card = this.stock[k]!
    this.stockA ^= Z_STOCK_A[k * 52 + card]!
    this.stockB ^= Z_STOCK_B[k * 52 + card]!
    return card
  }

  protected pushWaste(card: number): void {
    const k = this.wasteLen++
    this.waste[k] = card
    this.wasteA ^= Z_WASTE_A[k * 52 + card]!
    this.wasteB ^= Z_WASTE_B[k * 52 + card]!
  }

  protected popWaste(): number {
    const k = --this.wasteLen
    const card = this.waste[k]!
    this.wasteA ^= Z_WASTE_A[k * 52 + card]!
    this.wasteB ^= Z_WASTE_B[k * 52 + card]!
    return card
  }

  /** Card i of the stock cycle: the waste from its bottom, then the stock from its top. */
  cycleCard(i: number): number {
    return i < this.wasteLen ? this.waste[i]! : this.stock[this.stockLen - 1 - (i - this.wasteLen)]!
  }

  /** The top card of pile p (tableau, waste or foundation), -1 when it is empty. */
  topOf(p: number): number {
    if (p < WASTE) return this.tops[p]!
    if (p === WASTE) return this.wasteLen === 0 ? -1 : this.waste[this.wasteLen - 1]!
    const f = p - FOUNDATION
    const n = this.fLen[f]!
    return n === 0 ? -1 : f * 13 + n - 1
  }

  foundationCount(): number {
    return this.up
  }
}
