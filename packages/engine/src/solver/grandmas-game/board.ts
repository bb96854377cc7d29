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
import { numberOf } from './card-numbers.js'
import { mix32 } from '../compact/zobrist.js'
import { hashMetSuits } from './met-suits-hash.js'
import { pilesOf } from './board-piles.js'
import { Z_HOME_A, Z_HOME_B } from './zobrist-words.js'
import { DEPTH, HashedPiles, PILES } from './hashed-piles.js'

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

/** An undo record's fields (GrandmasBoard's undoLog). */
const UNDO_FIELDS = 6
const U_MOVE = 0
export const U_HOME = 1
export const U_WS_LEN = 2
const U_FREE = 3
export const U_SLIDE = 4
/** The card a move took, or dealt (-1 for a transfer): read by engine lines (free-order.ts). */
export const U_CARD = 5

export const rankOf = (card: number): number => (card % 13) + 1
export const suitOf = (card: number): number => (card / 13) | 0

export class GrandmasBoard extends HashedPiles {
  readonly total = 104
  // One record a move, UNDO_FIELDS numbers at d × UNDO_FIELDS: its code; for a deal the home and
  // size of the workspace it returned and whether its home and the pile it picked up were sets;
  // for a card move the slide place() made; the card each move took. Grown as lines deepen.
  private undoLog = new Int32Array(UNDO_FIELDS * 256)
  private undoDepth = 0

  constructor(
    state: GameState,
    freeOrder = false,
    /** Candidates and hash read a met suit's piles as one (meetings.ts). */
    readonly meetings = false,
  ) {
    super(freeOrder)
    this.load(state)
  }

  /** The piles of `state` onto this board, which is empty (fresh, or cleared by clearPiles). */
  protected load(state: GameState): void {
    this.undoDepth = 0
    const piles = state.piles as Partial<Record<PileId, Card[]>>
    for (let p = 0; p < PILES; p++) {
      for (const card of piles[GRANDMAS_TABLEAU_IDS[p]!] ?? []) this.pushTab(p, numberOf(card))
    }
    for (const card of piles.workspace ?? []) this.pushWs(numberOf(card))
    for (const card of piles.stock ?? []) this.pushStock(numberOf(card))
    for (let f = 0; f < 8; f++) {
      this.fLen[f] = (piles[GRANDMAS_FOUNDATION_IDS[f]!] ?? []).length
      this.up += this.fLen[f] ?? 0
      this.hashFoundation(f)
    }
    const home = state.workspaceHome
    this.home = home === null ? -1 : GRANDMAS_TABLEAU_IDS.indexOf(home as never)
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
    const d = this.undoDepth++ * UNDO_FIELDS
    if (d === this.undoLog.length) this.growUndoLog()
    this.undoLog[d + U_MOVE] = move
    if (move === DEAL) {
      this.undoLog[d + U_HOME] = this.home
      this.undoLog[d + U_WS_LEN] = this.wsLen
      this.deal(d)
    } else if (move >= FREE_TABLEAU) {
      const slot = (move - FREE_TABLEAU) >> 3
      const card = this.tab[slot] ?? 0
      this.removeTab((slot / DEPTH) | 0, slot % DEPTH)
      this.place(move & 7, card, d)
    } else if (move >= TRANSFER) {
      const f = move - TRANSFER
      this.undoLog[d + U_CARD] = -1
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
    this.undoLog[d + U_SLIDE] = met ? have + 1 : 0
    this.undoLog[d + U_CARD] = card
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
      if (this.freeOrder) this.setFree(home, 1)
      this.workspaceOnto(home)
    }
    const card = this.popStock()
    this.undoLog[d + U_CARD] = card
    const target = rankOf(card) - 1
    flags |= (this.free[target] ?? 0) << 1
    this.undoLog[d + U_FREE] = flags
    this.liftIntoWorkspace(target, this.tabLen[target] ?? 0)
    this.pushWs(card)
    this.home = target
  }

  /** Takes back the last applied move. */
  undo(): void {
    const d = --this.undoDepth * UNDO_FIELDS
    const log = this.undoLog
    const move = log[d + U_MOVE] ?? 0
    if (move === DEAL) {
      this.undeal(log[d + U_HOME] ?? -1, log[d + U_WS_LEN] ?? 0, log[d + U_FREE] ?? 0)
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
    const had = move === DEAL || (move >= TRANSFER && move < FREE_TABLEAU) ? 0 : log[d + U_SLIDE]
    if ((had ?? 0) > 0) this.slide(move & 7, (had ?? 0) - 1)
  }

  /** Moves applied and not taken back. */
  get applied(): number {
    return this.undoDepth
  }

  /** Field `field` (U_CARD, U_HOME, …) of the undo record of the i-th move applied (0: the first). */
  logged(i: number, field: number): number {
    return this.undoLog[i * UNDO_FIELDS + field] ?? 0
  }

  /** This board as it is now into `copy`, for restoreFrom: cheaper than undoing a long line. */
  saveTo(copy: GrandmasBoard): void {
    copy.copyPiles(this)
    copy.undoDepth = this.undoDepth
  }

  /** This board back as saveTo left it in `copy` (the moves applied since are forgotten). */
  restoreFrom(copy: GrandmasBoard): void {
    this.copyPiles(copy)
    this.undoDepth = copy.undoDepth
  }

  private growUndoLog(): void {
    const grown = new Int32Array(this.undoLog.length * 2)
    grown.set(this.undoLog)
    this.undoLog = grown
  }

  /** The card foundation f would show with one more card: the one a move just took off it. */
  private foundationTopAfter(f: number): number {
    const n = (this.fLen[f] ?? 0) + 1
    return (f & 3) * 13 + (f < 4 ? n - 1 : 13 - n)
  }

  private undeal(home: number, returned: number, flags: number): void {
    const target = this.home
    this.pushStock(this.popWs())
    this.setFree(target, flags >> 1)
    this.workspaceOnto(target)
    // The home pile was empty before the return: all it holds now is the returned workspace.
    if (returned > 0) this.liftIntoWorkspace(home, returned)
    if (home >= 0) this.setFree(home, flags & 1)
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
