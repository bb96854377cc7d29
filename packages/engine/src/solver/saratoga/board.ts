// Saratoga's compact board for the search (rules 2.1–2.8): the engine's moves applied to its piles
// (hashed-piles.ts) and undone in place, and the position's 64-bit Zobrist hash, the stock cycle's
// part kept while the cycle holds. Move listing and the search's steps are in moves.ts;
// position.ts puts them together.
import { allowsTakeback } from '../../games/saratoga/info.js'
import type { GameState } from '../../types.js'
import { mix32 } from '../compact/zobrist.js'
import { FOUNDATION, SaratogaPiles, WASTE } from './hashed-piles.js'
import {
  Z_FOUNDATION_A,
  Z_FOUNDATION_B,
  Z_SALT_A,
  Z_SALT_B,
  Z_STOCK_A,
  Z_STOCK_B,
} from './tables.js'

export { FOUNDATION, WASTE } from './hashed-piles.js'
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

export class SaratogaBoard extends SaratogaPiles {
  readonly takebacks: boolean
  /** Each pile's term of the hash (mixed, salted unless `mixedFor` is 1, for symmetry). */
  private readonly mixA = new Int32Array(7)
  private readonly mixB = new Int32Array(7)
  private mixedFor = -1
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
    super(state)
    this.takebacks = allowsTakeback(state.variant)
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
