// Saratoga's compact board for the search (rules 2.1–2.8): cards as numbers (suit × 13 + rank −
// 1, suits in the foundations' order), piles as typed arrays, the engine's moves applied and
// undone in place, and a 64-bit Zobrist hash kept up to date card by card. Move listing and
// the search's steps are in moves.ts; position.ts puts them together.
import { allowsTakeback } from '../../games/saratoga/info.js'
import type { Card, GameState, PileId } from '../../types.js'
import { cardNumber } from '../sir-tommy/encoding.js'
import { mix32 } from '../compact/zobrist.js'
import {
  PARENT_A,
  PARENT_B,
  Z_FOUNDATION_A,
  Z_FOUNDATION_B,
  Z_SALT_A,
  Z_SALT_B,
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
const DRAW_COUNT = 3

/** Primitive moves, as the undo stack records them. */
export const DRAW = 1 << 16
export const REDEAL = 2 << 16
/**
 * TURN + n: draws and redeals until the waste holds n cards (search steps only: position.ts).
 * The stock cycle's order never changes, so however many they are, they come to this.
 */
export const TURN = 3 << 16

/** A card move's code: `count` cards from pile `from` to pile `to`. */
export const cardCode = (from: number, to: number, count = 1): number =>
  (count << 8) | (from << 4) | to

export class SaratogaBoard {
  readonly total = 52
  readonly takebacks: boolean
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
  /** Each pile's term of the hash (mixed, salted unless `mixedFor` is 1, for symmetry). */
  private readonly mixA = new Int32Array(7)
  private readonly mixB = new Int32Array(7)
  private mixedFor = -1
  /** Bit t set when pile t has changed since its term was mixed. */
  private mixStale = 127
  stockA = 0
  stockB = 0
  wasteA = 0
  wasteB = 0
  // Grown on demand: the deepest line is MAX_DEPTH steps (and the safe moves), each up to 27
  // primitives (a stock step's draws and two redeals, then its play), but most searches of a
  // solve are short, and a position is built for each.
  private undoMove = new Int32Array(256)
  private undoCount = new Int32Array(256)
  private undoDepth = 0
  /**
   * The stock cycle (the waste from its bottom, then the stock from its top) changes only when a
   * waste card is played, and back when that is undone: `cyclePlays` counts the waste plays
   * applied, and the cycle's hash is kept for each count while it holds (board.ts's cycleHash).
   */
  private cyclePlays = 0
  private readonly cycleKnown = new Uint8Array(53)
  private readonly cycleA = new Int32Array(53)
  private readonly cycleB = new Int32Array(53)

  constructor(state: GameState) {
    this.takebacks = allowsTakeback(state.variant)
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

  private pushStock(card: number): void {
    const k = this.stockLen++
    this.stock[k] = card
    this.stockA ^= Z_STOCK_A[k * 52 + card]!
    this.stockB ^= Z_STOCK_B[k * 52 + card]!
  }

  private popStock(): number {
    const k = --this.stockLen
    const card = this.stock[k]!
    this.stockA ^= Z_STOCK_A[k * 52 + card]!
    this.stockB ^= Z_STOCK_B[k * 52 + card]!
    return card
  }

  private pushWaste(card: number): void {
    const k = this.wasteLen++
    this.waste[k] = card
    this.wasteA ^= Z_WASTE_A[k * 52 + card]!
    this.wasteB ^= Z_WASTE_B[k * 52 + card]!
  }

  private popWaste(): number {
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

  /** One primitive move: DRAW, REDEAL or a card move's code (legal, as moves.ts lists them). */
  apply(move: number): void {
    const d = this.undoDepth++
    if (d === this.undoMove.length) this.growUndo()
    this.undoMove[d] = move
    if (move === DRAW) {
      const count = Math.min(DRAW_COUNT, this.stockLen)
      // rules 2.6: the stock's top card is turned first, so it ends deepest of the group.
      for (let i = 0; i < count; i++) this.pushWaste(this.popStock())
      this.undoCount[d] = count
      return
    }
    if (move >= TURN) {
      this.undoCount[d] = this.wasteLen
      this.turnTo(move - TURN)
      return
    }
    if (move === REDEAL) {
      this.undoCount[d] = this.wasteLen
      while (this.wasteLen > 0) this.pushStock(this.popWaste())
      return
    }
    this.moveCards((move >> 4) & 15, move & 15, move >> 8)
  }

  private growUndo(): void {
    const moves = new Int32Array(this.undoMove.length * 2)
    moves.set(this.undoMove)
    this.undoMove = moves
    const counts = new Int32Array(this.undoCount.length * 2)
    counts.set(this.undoCount)
    this.undoCount = counts
  }

  undo(): void {
    const d = --this.undoDepth
    const move = this.undoMove[d]!
    if (move === DRAW) {
      for (let i = this.undoCount[d]!; i > 0; i--) this.pushStock(this.popWaste())
      return
    }
    if (move === REDEAL) {
      for (let i = this.undoCount[d]!; i > 0; i--) this.pushWaste(this.popStock())
      return
    }
    if (move >= TURN) return this.turnTo(this.undoCount[d]!)
    this.moveCards(move & 15, (move >> 4) & 15, move >> 8)
  }

  /** The stock cycle turned until the waste holds `n` cards: cards between the two, one by one. */
  private turnTo(n: number): void {
    while (this.wasteLen < n) this.pushWaste(this.popStock())
    while (this.wasteLen > n) this.pushStock(this.popWaste())
  }

  private moveCards(from: number, to: number, count: number): void {
    if (from < WASTE && to < WASTE) {
      // Off first, then on (the cards stay in their slots): a card is one pile's top at a time.
      const start = this.tabLen[from]! - count
      for (let i = 0; i < count; i++) this.popTab(from)
      for (let i = 0; i < count; i++) this.pushTab(to, this.tab[from * 52 + start + i]!)
      return
    }
    const card = this.take(from)
    this.put(to, card)
  }

  private take(p: number): number {
    if (p < WASTE) return this.popTab(p)
    if (p === WASTE) {
      // A waste card leaves the cycle: a new cycle, whose hash is not known yet.
      this.cycleKnown[++this.cyclePlays] = 0
      return this.popWaste()
    }
    const f = p - FOUNDATION
    const n = this.fLen[f]! - 1
    this.fLen[f] = n
    this.up--
    return f * 13 + n
  }

  private put(p: number, card: number): void {
    if (p < WASTE) return this.pushTab(p, card)
    if (p === WASTE) {
      // Only ever the undo of a waste play: the cycle before it is back.
      this.cyclePlays--
      return this.pushWaste(card)
    }
    const f = p - FOUNDATION
    this.fLen[f] = this.fLen[f]! + 1
    this.up++
  }

  foundationCount(): number {
    return this.up
  }

  hash(symmetry: boolean, key: Int32Array): void {
    this.cycleHash(key)
    let a = key[0]!
    let b = key[1]!
    for (let f = 0; f < 4; f++) {
      a = (a + Z_FOUNDATION_A[f * 14 + this.fLen[f]!]!) | 0
      b = (b + Z_FOUNDATION_B[f * 14 + this.fLen[f]!]!) | 0
    }
    // Equal tableau piles play alike: with symmetry, a sum hashes them as a multiset. Each
    // pile's term is worked out again only once the pile has changed (`mixStale`).
    if ((symmetry ? 1 : 0) !== this.mixedFor) this.mixStale = 127
    this.mixedFor = symmetry ? 1 : 0
    for (let m = this.mixStale; m !== 0; m &= m - 1) {
      const t = 31 - Math.clz32(m & -m)
      this.mixA[t] = mix32(this.tabA[t]! ^ (symmetry ? 0 : Z_SALT_A[t]!))
      this.mixB[t] = mix32((this.tabB[t]! ^ (symmetry ? 0 : Z_SALT_B[t]!)) + 0x5bd1e995)
    }
    this.mixStale = 0
    for (let t = 0; t < 7; t++) {
      a = (a + this.mixA[t]!) | 0
      b = (b + this.mixB[t]!) | 0
    }
    key[0] = a
    key[1] = b
  }

  /**
   * The stock and waste's part of the hash. Draws and redeals are always allowed and change
   * nothing else, so the splits a redeal leads to (an empty waste, then every third card drawn,
   * then an empty stock) all reach one another: they are one position and hash as the empty
   * waste does (the stock cycle is the waste from its bottom, then the stock from its top).
   * That hash depends on the cycle alone, so it is kept while the cycle holds (`cyclePlays`).
   */
  private cycleHash(key: Int32Array): void {
    const aligned = this.stockLen === 0 || this.wasteLen % DRAW_COUNT === 0
    if (!aligned || this.wasteLen === 0) {
      key[0] = this.stockA ^ mix32(this.wasteA ^ 0x2545f491)
      key[1] = this.stockB ^ mix32(this.wasteB + 0x6c8e9cf5)
      return
    }
    const plays = this.cyclePlays
    if (this.cycleKnown[plays] === 0) {
      this.cycleFromScratch(key)
      this.cycleA[plays] = key[0]!
      this.cycleB[plays] = key[1]!
      this.cycleKnown[plays] = 1
      return
    }
    key[0] = this.cycleA[plays]!
    key[1] = this.cycleB[plays]!
  }

  /** The aligned cycle's hash (cycleHash), card by card. */
  cycleFromScratch(key: Int32Array): void {
    let a = 0
    let b = 0
    const n = this.stockLen + this.wasteLen
    for (let i = 0; i < n; i++) {
      const slot = (n - 1 - i) * 52 + this.cycleCard(i)
      a ^= Z_STOCK_A[slot]!
      b ^= Z_STOCK_B[slot]!
    }
    key[0] = a ^ mix32(0x2545f491)
    key[1] = b ^ mix32(0x6c8e9cf5)
  }
}
