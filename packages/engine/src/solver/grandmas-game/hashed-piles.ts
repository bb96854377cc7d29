// Grandma's Game's compact board (board.ts) as piles: the 13 tableau piles, workspace and stock
// as typed arrays, the eight foundations as lengths, each change of a pile applied to a 64-bit
// Zobrist hash (two lanes) card by card. A pile or workspace that is a set (free-order.ts) is
// hashed as the sum of its cards' words, whatever their order. board.ts plays moves on them.
import {
  Z_TABLEAU_A,
  Z_TABLEAU_B,
  Z_WORKSPACE_A,
  Z_WORKSPACE_B,
  Z_STOCK_A,
  Z_STOCK_B,
  Z_FOUNDATION_A,
  Z_FOUNDATION_B,
  Z_SET_A,
  Z_SET_B,
  Z_POOL_A,
  Z_POOL_B,
} from './zobrist-words.js'

/** The most cards one pile (a tableau pile, the workspace, the stock) can ever hold. */
export const DEPTH = 104
export const PILES = 13

// A pile's cards after `from` one place down (over `from`) or up, to `end`: piles hold a few
// cards, where a loop is cheaper than a call of copyWithin.
function shiftDown(cards: Int8Array, from: number, end: number): void {
  for (let k = from; k < end - 1; k++) cards[k] = cards[k + 1] ?? 0
}

function shiftUp(cards: Int8Array, from: number, end: number): void {
  for (let k = end; k > from; k--) cards[k] = cards[k - 1] ?? 0
}

export class HashedPiles {
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
  /** `free` as bits (bit p: pile p is a set), kept with it (setFree). */
  freeBits = 0
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
  /** How many copies of card c set s holds (a pile, or PILES: the workspace), at s × 52 + c. */
  private readonly setCopies = new Uint8Array((PILES + 1) * 52)
  /** Per card, the sets that hold it, one bit a set (moves.ts's safe move reads only those). */
  readonly setsHolding = new Int32Array(52)

  constructor(
    /** The workspace is a set (free-order.ts), and so is every pile it goes back to. */
    readonly freeOrder: boolean,
  ) {}

  /** Whether tableau pile p is a set (`value` 1) or not (0). */
  protected setFree(p: number, value: number): void {
    this.free[p] = value
    this.freeBits = value === 1 ? this.freeBits | (1 << p) : this.freeBits & ~(1 << p)
  }

  /** Every pile emptied, every count and hash word zero, as a new board's. */
  protected clearPiles(): void {
    this.tabLen.fill(0)
    this.wsLen = 0
    this.home = -1
    this.stockLen = 0
    this.fLen.fill(0)
    this.up = 0
    this.free.fill(0)
    this.freeBits = 0
    this.hashA = this.hashB = this.setA = this.setB = this.poolA = this.poolB = 0
    this.freeCopies.fill(0)
    this.setCopies.fill(0)
    this.setsHolding.fill(0)
  }

  /** Every pile, count and hash word of `from` (a board of the same deal) copied into this one. */
  protected copyPiles(from: HashedPiles): void {
    this.tab.set(from.tab)
    this.tabLen.set(from.tabLen)
    this.ws.set(from.ws)
    this.wsLen = from.wsLen
    this.home = from.home
    this.stock.set(from.stock)
    this.stockLen = from.stockLen
    this.fLen.set(from.fLen)
    this.up = from.up
    this.free.set(from.free)
    this.freeBits = from.freeBits
    this.hashA = from.hashA
    this.hashB = from.hashB
    this.setA = from.setA
    this.setB = from.setB
    this.freeCopies.set(from.freeCopies)
    this.poolA = from.poolA
    this.poolB = from.poolB
    this.setCopies.set(from.setCopies)
    this.setsHolding.set(from.setsHolding)
  }

  /** Card `card` into or (`sign` −1) out of set `set` (a pile, or PILES: the workspace). */
  private hashSet(set: number, card: number, sign: number): void {
    this.setA = (this.setA + sign * (Z_SET_A[set * 52 + card] ?? 0)) | 0
    this.setB = (this.setB + sign * (Z_SET_B[set * 52 + card] ?? 0)) | 0
    this.freeCopies[card] = (this.freeCopies[card] ?? 0) + sign
    this.poolA = (this.poolA + sign * (Z_POOL_A[card] ?? 0)) | 0
    this.poolB = (this.poolB + sign * (Z_POOL_B[card] ?? 0)) | 0
    this.countCopy(set, card, sign)
  }

  private countCopy(set: number, card: number, sign: number): void {
    const copies = (this.setCopies[set * 52 + card] ?? 0) + sign
    this.setCopies[set * 52 + card] = copies
    const holding = this.setsHolding[card] ?? 0
    this.setsHolding[card] = copies === 0 ? holding & ~(1 << set) : holding | (1 << set)
  }

  private hashTab(p: number, k: number, card: number, sign: number): void {
    if (this.free[p] === 1) return this.hashSet(p, card, sign)
    this.hashA ^= Z_TABLEAU_A[(p * DEPTH + k) * 52 + card] ?? 0
    this.hashB ^= Z_TABLEAU_B[(p * DEPTH + k) * 52 + card] ?? 0
  }

  protected pushTab(p: number, card: number): void {
    const k = this.tabLen[p] ?? 0
    this.tabLen[p] = k + 1
    this.tab[p * DEPTH + k] = card
    this.hashTab(p, k, card, 1)
  }

  protected popTab(p: number): number {
    const k = (this.tabLen[p] ?? 1) - 1
    this.tabLen[p] = k
    const card = this.tab[p * DEPTH + k] ?? 0
    this.hashTab(p, k, card, -1)
    return card
  }

  /** Takes card i out of free pile p (a set: the others keep their hash). */
  protected removeTab(p: number, i: number): void {
    const at = p * DEPTH
    this.hashSet(p, this.tab[at + i] ?? 0, -1)
    shiftDown(this.tab, at + i, at + (this.tabLen[p] ?? 0))
    this.tabLen[p] = (this.tabLen[p] ?? 1) - 1
  }

  protected insertTab(p: number, i: number, card: number): void {
    const at = p * DEPTH
    shiftUp(this.tab, at + i, at + (this.tabLen[p] ?? 0))
    this.tab[at + i] = card
    this.tabLen[p] = (this.tabLen[p] ?? 0) + 1
    this.hashSet(p, card, 1)
  }

  /** The workspace, first card first, onto tableau pile p; the workspace is left empty. */
  protected workspaceOnto(p: number): void {
    const n = this.wsLen
    if (!this.freeOrder || this.free[p] !== 1) {
      for (let k = 0; k < n; k++) this.pushTab(p, this.ws[k] ?? 0)
      while (this.wsLen > 0) this.popWs()
      return
    }
    // From a set to a set: the free cards stay free, so only the sets' words change.
    const at = p * DEPTH + (this.tabLen[p] ?? 0)
    let a = this.setA
    let b = this.setB
    for (let k = 0; k < n; k++) {
      const card = this.ws[k] ?? 0
      this.tab[at + k] = card
      a += (Z_SET_A[p * 52 + card] ?? 0) - (Z_SET_A[PILES * 52 + card] ?? 0)
      b += (Z_SET_B[p * 52 + card] ?? 0) - (Z_SET_B[PILES * 52 + card] ?? 0)
      this.countCopy(PILES, card, -1)
      this.countCopy(p, card, 1)
    }
    this.setA = a | 0
    this.setB = b | 0
    this.tabLen[p] = (this.tabLen[p] ?? 0) + n
    this.wsLen = 0
  }

  /** The top `count` cards of tableau pile p, bottom first, onto the end of the workspace. */
  protected liftIntoWorkspace(p: number, count: number): void {
    const start = p * DEPTH + (this.tabLen[p] ?? 0) - count
    if (!this.freeOrder || this.free[p] !== 1) {
      for (let k = 0; k < count; k++) this.pushWs(this.tab[start + k] ?? 0)
      for (let k = 0; k < count; k++) this.popTab(p)
      return
    }
    let a = this.setA
    let b = this.setB
    for (let k = 0; k < count; k++) {
      const card = this.tab[start + k] ?? 0
      this.ws[this.wsLen++] = card
      a += (Z_SET_A[PILES * 52 + card] ?? 0) - (Z_SET_A[p * 52 + card] ?? 0)
      b += (Z_SET_B[PILES * 52 + card] ?? 0) - (Z_SET_B[p * 52 + card] ?? 0)
      this.countCopy(p, card, -1)
      this.countCopy(PILES, card, 1)
    }
    this.setA = a | 0
    this.setB = b | 0
    this.tabLen[p] = (this.tabLen[p] ?? 0) - count
  }

  private hashWs(k: number, sign = 1): void {
    const card = this.ws[k] ?? 0
    if (this.freeOrder) return this.hashSet(PILES, card, sign)
    this.hashA ^= Z_WORKSPACE_A[k * 52 + card] ?? 0
    this.hashB ^= Z_WORKSPACE_B[k * 52 + card] ?? 0
  }

  protected pushWs(card: number): void {
    this.ws[this.wsLen] = card
    this.hashWs(this.wsLen++)
  }

  protected popWs(): number {
    this.hashWs(--this.wsLen, -1)
    return this.ws[this.wsLen] ?? 0
  }

  /** Takes the workspace card at `i` out; the cards after it move down one place. */
  protected removeWs(i: number): number {
    const card = this.ws[i] ?? 0
    const moved = this.freeOrder ? i + 1 : this.wsLen // in a set only card i's word changes
    for (let k = i; k < moved; k++) this.hashWs(k, -1)
    shiftDown(this.ws, i, this.wsLen)
    this.wsLen--
    if (!this.freeOrder) for (let k = i; k < this.wsLen; k++) this.hashWs(k)
    return card
  }

  protected insertWs(i: number, card: number): void {
    if (!this.freeOrder) for (let k = i; k < this.wsLen; k++) this.hashWs(k)
    shiftUp(this.ws, i, this.wsLen)
    this.ws[i] = card
    this.wsLen++
    const moved = this.freeOrder ? i + 1 : this.wsLen
    for (let k = i; k < moved; k++) this.hashWs(k)
  }

  protected pushStock(card: number): void {
    const k = this.stockLen++
    this.stock[k] = card
    this.hashA ^= Z_STOCK_A[k * 52 + card] ?? 0
    this.hashB ^= Z_STOCK_B[k * 52 + card] ?? 0
  }

  protected popStock(): number {
    const k = --this.stockLen
    const card = this.stock[k] ?? 0
    this.hashA ^= Z_STOCK_A[k * 52 + card] ?? 0
    this.hashB ^= Z_STOCK_B[k * 52 + card] ?? 0
    return card
  }

  protected hashFoundation(f: number): void {
    const slot = f * 14 + (this.fLen[f] ?? 0)
    this.hashA ^= Z_FOUNDATION_A[slot] ?? 0
    this.hashB ^= Z_FOUNDATION_B[slot] ?? 0
  }

  protected grow(f: number, by: number): void {
    this.hashFoundation(f)
    this.fLen[f] = (this.fLen[f] ?? 0) + by
    this.up += by
    this.hashFoundation(f)
  }
}
