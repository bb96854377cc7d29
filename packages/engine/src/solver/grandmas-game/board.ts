// Grandma's Game's compact board for the search (rules 3.1–3.5): cards as numbers (suit × 13 +
// rank − 1; the two packs' copies of a card are one number), piles as typed arrays, the moves
// applied and undone in place, and a 64-bit Zobrist hash kept up to date card by card. Move
// listing is in moves.ts; position.ts puts them together.
//
// With `freeOrder` (the standard variant, whose workspace may be reordered at will: rules 3.5)
// the workspace is a set of cards, and so is every pile the workspace has gone back to: its
// order is chosen only as its cards are played (free-order.ts says why that is the game).
import { GRANDMAS_FOUNDATION_IDS, GRANDMAS_TABLEAU_IDS } from '../../pile-ids.js'
import type { Card, GameState, PileId } from '../../types.js'
import { cardNumber } from '../sir-tommy/encoding.js'
import { mix32 } from '../compact/zobrist.js'
import { hashMetSuits } from './met-suits-hash.js'
import { pilesOf } from './board-piles.js'
import {
  Z_TABLEAU_A,
  Z_TABLEAU_B,
  Z_WORKSPACE_A,
  Z_WORKSPACE_B,
  Z_STOCK_A,
  Z_STOCK_B,
  Z_FOUNDATION_A,
  Z_FOUNDATION_B,
  Z_HOME_A,
  Z_HOME_B,
  Z_SET_A,
  Z_SET_B,
  Z_POOL_A,
  Z_POOL_B,
} from './zobrist-words.js'

/** The most cards one pile (a tableau pile, the workspace, the stock) can ever hold. */
const DEPTH = 104
const PILES = 13

/**
 * Move codes. A card goes to foundation f (0…3 up in suit order S H D C, 4…7 down): from
 * tableau pile p it is `p × 8 + f`; from workspace position i, `WORKSPACE + i × 8 + f`. A
 * transfer from foundation f to its partner is `TRANSFER + f`; the deal is DEAL.
 */
export const WORKSPACE = 128
export const TRANSFER = 1024
export const DEAL = 2048
/** Card i of a free tableau pile p to foundation f: `FREE_TABLEAU + (p × 104 + i) × 8 + f`. */
export const FREE_TABLEAU = 4096

export const rankOf = (card: number): number => (card % 13) + 1
export const suitOf = (card: number): number => (card / 13) | 0

export class GrandmasBoard {
  readonly total = 104
  /** Tableau pile p (the pile of rank p + 1) holds its cards bottom first at p × DEPTH. */
  readonly tab = new Int8Array(PILES * DEPTH)
  readonly tabLen = new Int32Array(PILES)
  /** The workspace, first card first. */
  readonly ws = new Int8Array(DEPTH)
  wsLen = 0
  /** The workspace's home pile; read only while the workspace holds cards. */
  home = -1
  /** The stock, its next card last. */
  readonly stock = new Int8Array(DEPTH)
  stockLen = 0
  /** Foundation f's length (f < 4: up, A…; f ≥ 4: down, K…; suit f mod 4). */
  readonly fLen = new Int32Array(8)
  up = 0
  /** Whether tableau pile p is a set (free order); the workspace is one with `freeOrder`. */
  readonly free = new Uint8Array(PILES)
  /** The hash of everything but the home pile and the sets (hash() adds them), two lanes. */
  hashA = 0
  hashB = 0
  /** The sum of the sets' words. */
  setA = 0
  setB = 0
  /** How many copies of each card lie in the sets (free-twins.ts). */
  readonly freeCopies = new Int8Array(52)
  /** The sum of the free cards' words, whichever set they are in. */
  poolA = 0
  poolB = 0
  // One record a move: its code, and for a deal the home and size of the workspace it returned
  // and whether its home and the pile it picked up were sets.
  private readonly undoMove = new Int32Array(4096)
  private readonly undoHome = new Int32Array(4096)
  private readonly undoWsLen = new Int32Array(4096)
  private readonly undoFree = new Int32Array(4096)
  private readonly undoSlide = new Int32Array(4096)
  private undoDepth = 0

  constructor(
    state: GameState,
    readonly freeOrder = false,
    /** Candidates and hash read a met suit's piles as one (meetings.ts). */
    readonly meetings = false,
  ) {
    const piles = state.piles as Partial<Record<PileId, Card[]>>
    for (let p = 0; p < PILES; p++) {
      for (const card of piles[GRANDMAS_TABLEAU_IDS[p]!] ?? []) this.pushTab(p, cardNumber(card))
    }
    for (const card of piles.workspace ?? []) this.pushWs(cardNumber(card))
    for (const card of piles.stock ?? []) this.pushStock(cardNumber(card))
    for (let f = 0; f < 8; f++) {
      this.fLen[f] = (piles[GRANDMAS_FOUNDATION_IDS[f]!] ?? []).length
      this.up += this.fLen[f] ?? 0
      this.hashFoundation(f)
    }
    const home = state.workspaceHome
    this.home = home === null ? -1 : GRANDMAS_TABLEAU_IDS.indexOf(home as never)
  }

  /** Card `card` into or (`sign` −1) out of set `set` (a pile, or PILES: the workspace). */
  private hashSet(set: number, card: number, sign: number): void {
    this.setA = (this.setA + sign * (Z_SET_A[set * 52 + card] ?? 0)) | 0
    this.setB = (this.setB + sign * (Z_SET_B[set * 52 + card] ?? 0)) | 0
    this.freeCopies[card] = (this.freeCopies[card] ?? 0) + sign
    this.poolA = (this.poolA + sign * (Z_POOL_A[card] ?? 0)) | 0
    this.poolB = (this.poolB + sign * (Z_POOL_B[card] ?? 0)) | 0
  }

  private hashTab(p: number, k: number, card: number, sign: number): void {
    if (this.free[p] === 1) return this.hashSet(p, card, sign)
    this.hashA ^= Z_TABLEAU_A[(p * DEPTH + k) * 52 + card] ?? 0
    this.hashB ^= Z_TABLEAU_B[(p * DEPTH + k) * 52 + card] ?? 0
  }

  private pushTab(p: number, card: number): void {
    const k = this.tabLen[p] ?? 0
    this.tabLen[p] = k + 1
    this.tab[p * DEPTH + k] = card
    this.hashTab(p, k, card, 1)
  }

  private popTab(p: number): number {
    const k = (this.tabLen[p] ?? 1) - 1
    this.tabLen[p] = k
    const card = this.tab[p * DEPTH + k] ?? 0
    this.hashTab(p, k, card, -1)
    return card
  }

  /** Takes card i out of free pile p (a set: the others keep their hash). */
  private removeTab(p: number, i: number): void {
    const at = p * DEPTH
    this.hashSet(p, this.tab[at + i] ?? 0, -1)
    this.tab.copyWithin(at + i, at + i + 1, at + (this.tabLen[p] ?? 0))
    this.tabLen[p] = (this.tabLen[p] ?? 1) - 1
  }

  private insertTab(p: number, i: number, card: number): void {
    const at = p * DEPTH
    this.tab.copyWithin(at + i + 1, at + i, at + (this.tabLen[p] ?? 0))
    this.tab[at + i] = card
    this.tabLen[p] = (this.tabLen[p] ?? 0) + 1
    this.hashSet(p, card, 1)
  }

  private hashWs(k: number, sign = 1): void {
    const card = this.ws[k] ?? 0
    if (this.freeOrder) return this.hashSet(PILES, card, sign)
    this.hashA ^= Z_WORKSPACE_A[k * 52 + card] ?? 0
    this.hashB ^= Z_WORKSPACE_B[k * 52 + card] ?? 0
  }

  private pushWs(card: number): void {
    this.ws[this.wsLen] = card
    this.hashWs(this.wsLen++)
  }

  private popWs(): number {
    this.hashWs(--this.wsLen, -1)
    return this.ws[this.wsLen] ?? 0
  }

  /** Takes the workspace card at `i` out; the cards after it move down one place. */
  private removeWs(i: number): number {
    const card = this.ws[i] ?? 0
    const moved = this.freeOrder ? i + 1 : this.wsLen // in a set only card i's word changes
    for (let k = i; k < moved; k++) this.hashWs(k, -1)
    this.ws.copyWithin(i, i + 1, this.wsLen)
    this.wsLen--
    if (!this.freeOrder) for (let k = i; k < this.wsLen; k++) this.hashWs(k)
    return card
  }

  private insertWs(i: number, card: number): void {
    if (!this.freeOrder) for (let k = i; k < this.wsLen; k++) this.hashWs(k)
    this.ws.copyWithin(i + 1, i, this.wsLen)
    this.ws[i] = card
    this.wsLen++
    const moved = this.freeOrder ? i + 1 : this.wsLen
    for (let k = i; k < moved; k++) this.hashWs(k)
  }

  private pushStock(card: number): void {
    const k = this.stockLen++
    this.stock[k] = card
    this.hashA ^= Z_STOCK_A[k * 52 + card] ?? 0
    this.hashB ^= Z_STOCK_B[k * 52 + card] ?? 0
  }

  private popStock(): number {
    const k = --this.stockLen
    const card = this.stock[k] ?? 0
    this.hashA ^= Z_STOCK_A[k * 52 + card] ?? 0
    this.hashB ^= Z_STOCK_B[k * 52 + card] ?? 0
    return card
  }

  private hashFoundation(f: number): void {
    const slot = f * 14 + (this.fLen[f] ?? 0)
    this.hashA ^= Z_FOUNDATION_A[slot] ?? 0
    this.hashB ^= Z_FOUNDATION_B[slot] ?? 0
  }

  private grow(f: number, by: number): void {
    this.hashFoundation(f)
    this.fLen[f] = (this.fLen[f] ?? 0) + by
    this.up += by
    this.hashFoundation(f)
  }

  /** The top card of tableau pile p, -1 when it is empty. */
  tabTop(p: number): number {
    const n = this.tabLen[p] ?? 0
    return n === 0 ? -1 : (this.tab[p * DEPTH + n - 1] ?? 0)
  }

  /** The top card of foundation f, -1 when it is empty. */
  foundationTop(f: number): number {
    const n = this.fLen[f] ?? 0
    if (n === 0) return -1
    return (f & 3) * 13 + (f < 4 ? n - 1 : 13 - n)
  }

  /** The rank foundation f takes next, 0 when it is complete. */
  nextRank(f: number): number {
    const n = this.fLen[f] ?? 0
    return n >= 13 ? 0 : f < 4 ? n + 1 : 13 - n
  }

  /** Whether foundation f takes `card` now (rules 3.4). */
  fits(f: number, card: number): boolean {
    return suitOf(card) === (f & 3) && rankOf(card) === this.nextRank(f)
  }

  /** One move, legal as moves.ts lists them. */
  apply(move: number): void {
    const d = this.undoDepth++
    this.undoMove[d] = move
    if (move === DEAL) {
      this.undoHome[d] = this.home
      this.undoWsLen[d] = this.wsLen
      this.deal(d)
    } else if (move >= FREE_TABLEAU) {
      const slot = (move - FREE_TABLEAU) >> 3
      const card = this.tab[slot] ?? 0
      this.removeTab((slot / DEPTH) | 0, slot % DEPTH)
      this.place(move & 7, card, d)
    } else if (move >= TRANSFER) {
      const f = move - TRANSFER
      this.grow(f, -1)
      this.grow(f ^ 4, 1)
    } else if (move >= WORKSPACE) {
      this.place(move & 7, this.removeWs((move - WORKSPACE) >> 3), d)
    } else {
      this.place(move & 7, this.popTab(move >> 3), d)
    }
  }

  /**
   * Card `card` onto foundation f. Onto an up pile of a suit whose piles have met (n_s = 13,
   * rules 3.4), the cards slide across first until the pile shows the rank below (meetings.ts):
   * a move of the candidates with `meetings`, never of the engine's legal moves (there the pile
   * shows that rank already).
   */
  private place(f: number, card: number, d: number): void {
    const want = rankOf(card) - 1
    const have = this.fLen[f] ?? 0
    const met = f < 4 && have + (this.fLen[f + 4] ?? 0) === 13 && have !== want
    this.undoSlide[d] = met ? have + 1 : 0
    if (met) this.slide(f, want)
    this.grow(f, 1)
  }

  /** Up pile f and its partner slid to a meeting point where f holds `to` cards. */
  private slide(f: number, to: number): void {
    const by = to - (this.fLen[f] ?? 0)
    this.grow(f, by)
    this.grow(f + 4, -by)
  }

  /** rules 3.5 DEAL: the workspace back on its home pile, the stock card on its pile, picked up. */
  private deal(d: number): void {
    let flags = this.home >= 0 ? (this.free[this.home] ?? 0) : 0
    if (this.wsLen > 0) {
      const home = this.home
      if (this.freeOrder) this.free[home] = 1
      for (let k = 0; k < this.wsLen; k++) this.pushTab(home, this.ws[k] ?? 0)
      while (this.wsLen > 0) this.popWs()
    }
    const card = this.popStock()
    const target = rankOf(card) - 1
    flags |= (this.free[target] ?? 0) << 1
    this.undoFree[d] = flags
    const n = this.tabLen[target] ?? 0
    for (let k = 0; k < n; k++) this.pushWs(this.tab[target * DEPTH + k] ?? 0)
    while ((this.tabLen[target] ?? 0) > 0) this.popTab(target)
    this.pushWs(card)
    this.home = target
  }

  /** Takes back the last applied move. */
  undo(): void {
    const d = --this.undoDepth
    const move = this.undoMove[d] ?? 0
    if (move === DEAL) {
      this.undeal(this.undoHome[d] ?? -1, this.undoWsLen[d] ?? 0, this.undoFree[d] ?? 0)
    } else if (move >= FREE_TABLEAU) {
      const slot = (move - FREE_TABLEAU) >> 3
      const f = move & 7
      this.grow(f, -1)
      this.insertTab((slot / DEPTH) | 0, slot % DEPTH, this.foundationTopAfter(f))
    } else if (move >= TRANSFER) {
      const f = move - TRANSFER
      this.grow(f ^ 4, -1)
      this.grow(f, 1)
    } else if (move >= WORKSPACE) {
      const f = move & 7
      this.grow(f, -1)
      this.insertWs((move - WORKSPACE) >> 3, this.foundationTopAfter(f))
    } else {
      const f = move & 7
      this.grow(f, -1)
      this.pushTab(move >> 3, this.foundationTopAfter(f))
    }
    // Then place()'s slide taken back, its card off the pile already.
    const had = move === DEAL || (move >= TRANSFER && move < FREE_TABLEAU) ? 0 : this.undoSlide[d]
    if ((had ?? 0) > 0) this.slide(move & 7, (had ?? 0) - 1)
  }

  /** The card foundation f would show with one more card: the one a move just took off it. */
  private foundationTopAfter(f: number): number {
    const n = (this.fLen[f] ?? 0) + 1
    return (f & 3) * 13 + (f < 4 ? n - 1 : 13 - n)
  }

  private undeal(home: number, returned: number, flags: number): void {
    const target = this.home
    this.pushStock(this.popWs())
    this.free[target] = flags >> 1
    for (let k = 0; k < this.wsLen; k++) this.pushTab(target, this.ws[k] ?? 0)
    while (this.wsLen > 0) this.popWs()
    if (returned > 0) {
      // The home pile was empty before the return: all it holds now is the returned workspace.
      const start = (this.tabLen[home] ?? 0) - returned
      for (let k = 0; k < returned; k++) this.pushWs(this.tab[home * DEPTH + start + k] ?? 0)
      for (let k = 0; k < returned; k++) this.popTab(home)
    }
    if (home >= 0) this.free[home] = flags & 1
    this.home = home
  }

  foundationCount(): number {
    return this.up
  }

  /**
   * With `symmetry` and free order, the sets are one pool: every card of every set is playable
   * now and stays so (a set is only ever picked up into the workspace, a set, and back), so
   * which set holds a card, which copy of a card was played, and the workspace's home pile change
   * nothing that can follow.
   */
  hash(symmetry: boolean, key: Int32Array): void {
    const pool = symmetry && this.freeOrder
    const home = this.wsLen > 0 && !pool ? this.home : -1
    const a = this.hashA ^ mix32(pool ? this.poolA : this.setA)
    const b = this.hashB ^ mix32((pool ? this.poolB : this.setB) + 0x6c8e9cf5)
    key[0] = home < 0 ? a : a ^ (Z_HOME_A[home] ?? 0)
    key[1] = home < 0 ? b : b ^ (Z_HOME_B[home] ?? 0)
    if (this.meetings) hashMetSuits(this.fLen, key)
  }

  /** The piles as the engine writes them (tests compare them with `applyMove`'s). */
  piles(): Record<string, Card[]> {
    return pilesOf(this)
  }
}
