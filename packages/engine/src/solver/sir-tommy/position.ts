// Sir Tommy's compact position for the search (rules 1.4–1.8, every variant): cards as numbers,
// piles as typed arrays, moves as small integers applied and undone in place, and a Zobrist
// hash kept up to date pile by pile. The engine's `legalMoves`/`apply` are the reference
// (position.test.ts checks both against them from random positions).
import { RANKS, SUITS } from '../../card-codes.js'
import { variantOf } from '../../games/sir-tommy/variants.js'
import type { Card, GameState, Move, PileId } from '../../types.js'
import type { BoundOptions, CompactGame } from '../compact/compact-game.js'
import { mix32, zobristWords } from '../compact/zobrist.js'
import { blockersAllowWin } from './blockers.js'
import { deadCardBound } from './dead-cards.js'

/** A card as a number: suit (S H D C) × 13 + rank − 1. */
const cardNumber = (card: Card): number =>
  SUITS.indexOf(card[1] as (typeof SUITS)[number]) * 13 + RANKS.indexOf(card[0] as never)
const cardOfNumber = (n: number): Card =>
  `${RANKS[n % 13] ?? 'A'}${SUITS[(n / 13) | 0] ?? 'S'}` as Card
const rankOf = (n: number): number => (n % 13) + 1
const isRed = (n: number): boolean => n >= 13 && n < 39

/** How the foundations take cards (rules 1.8). */
const Kind = { Rank: 0, Suit: 1, Colour: 2, Interval: 3 } as const
type Kind = (typeof Kind)[keyof typeof Kind]
const KIND_OF = { rank: Kind.Rank, suit: Kind.Suit, colour: Kind.Colour, interval: Kind.Interval }

/**
 * Move codes. A card move is from × 16 + to: from 0 is the pending card, 1…8 waste-1…8; to 0…3
 * is foundation-1…4, 4…11 waste-1…8. A redeal is REDEAL + its order in base 9 (digits 1…8).
 */
const TURN = 200
const REDEAL = 1000
const FROM_PENDING = 0
const TO_WASTE = 4

const Z_STOCK_A = zobristWords(52 * 52, 11)
const Z_STOCK_B = zobristWords(52 * 52, 12)
const Z_WASTE_A = zobristWords(53 * 52, 13)
const Z_WASTE_B = zobristWords(53 * 52, 14)
const Z_PENDING_A = zobristWords(53, 15)
const Z_PENDING_B = zobristWords(53, 16)
const Z_FOUNDATION_A = zobristWords(4 * 14, 17)
const Z_FOUNDATION_B = zobristWords(4 * 14, 18)
const Z_SALT_A = zobristWords(8, 19)
const Z_SALT_B = zobristWords(8, 20)
const Z_REDEALS_A = zobristWords(4, 21)
const Z_REDEALS_B = zobristWords(4, 22)

/** Foundation f's k-th card's rank (rules 1.8(c): Calculation counts in steps of f + 1). */
function sequences(kind: Kind): Int8Array {
  const seq = new Int8Array(4 * 13)
  for (let f = 0; f < 4; f++) {
    let r = kind === Kind.Interval ? f + 1 : 1
    for (let k = 0; k < 13; k++) {
      seq[f * 13 + k] = r
      r = kind === Kind.Interval ? ((r + f) % 13) + 1 : r + 1
    }
  }
  return seq
}

/** Undo records are saved whole for a redeal only (at most one a line). */
interface RedealSave {
  waste: Int8Array
  wasteLen: Int32Array
  pileA: Int32Array
  pileB: Int32Array
}

export class SirTommyPosition implements CompactGame {
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
  private readonly scratch = new Int32Array(128)
  private readonly scores = new Int32Array(128)

  /**
   * What the hash sees of each card: the card, or with `suitBlind` on rank-only foundations
   * (where no rule ever reads a suit) its rank alone, so that positions differing only in the
   * suits of equal ranks are one position.
   */
  private readonly face = new Int8Array(52)

  constructor(state: GameState, suitBlind = false) {
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

  private foundationsOpen(): boolean {
    return !this.afterStock || (this.pending < 0 && this.stockLen === 0)
  }

  /** Every legal move, in the engine's `legalMoves` order (without the order-less redeal). */
  legalMoves(out: Int32Array, at = 0): number {
    let n = at
    const pending = this.pending
    if (pending >= 0) {
      if (!this.afterStock) {
        for (let f = 0; f < 4; f++) if (this.fits(f, pending)) out[n++] = FROM_PENDING * 16 + f
      }
      for (let w = 0; w < this.wastes; w++) out[n++] = FROM_PENDING * 16 + TO_WASTE + w
    } else if (this.stockLen > 0) {
      out[n++] = TURN
    }
    const open = this.foundationsOpen()
    for (let w = 0; w < this.wastes; w++) {
      const len = this.wasteLen[w] ?? 0
      if (len === 0) continue
      const top = this.waste[w * 52 + len - 1] ?? 0
      const from = (w + 1) * 16
      if (open) for (let f = 0; f < 4; f++) if (this.fits(f, top)) out[n++] = from + f
      if (this.wasteToWaste) {
        for (let t = 0; t < this.wastes; t++) if (t !== w) out[n++] = from + TO_WASTE + t
      }
    }
    if (this.redeals < this.maxRedeals && pending < 0 && this.stockLen === 0) {
      const full: number[] = []
      for (let w = 0; w < this.wastes; w++) if ((this.wasteLen[w] ?? 0) > 0) full.push(w + 1)
      if (full.length > 0) for (const order of permutations(full)) out[n++] = redealCode(order)
    }
    return n - at
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
    const pending = this.pending < 0 ? 0 : (this.face[this.pending] ?? 0) + 1
    let a = this.stockA ^ (Z_PENDING_A[pending] ?? 0) ^ (Z_REDEALS_A[this.redeals] ?? 0)
    let b = this.stockB ^ (Z_PENDING_B[pending] ?? 0) ^ (Z_REDEALS_B[this.redeals] ?? 0)
    // Rank-only foundations are interchangeable: a sum hashes their lengths as a multiset.
    const sameFoundations = symmetry && this.kind === Kind.Rank
    for (let f = 0; f < 4; f++) {
      const i = (sameFoundations ? 0 : f * 14) + (this.fLen[f] ?? 0)
      a = (a + (Z_FOUNDATION_A[i] ?? 0)) | 0
      b = (b + (Z_FOUNDATION_B[i] ?? 0)) | 0
    }
    for (let w = 0; w < this.wastes; w++) {
      const saltA = symmetry ? 0 : (Z_SALT_A[w] ?? 0)
      const saltB = symmetry ? 0 : (Z_SALT_B[w] ?? 0)
      a = (a + mix32((this.pileA[w] ?? 0) ^ saltA)) | 0
      b = (b + mix32(((this.pileB[w] ?? 0) ^ saltB) + 0x5bd1e995)) | 0
    }
    key[0] = a
    key[1] = b
  }

  /**
   * Every foundation that could ever take `card` has taken its rank already or takes it next:
   * each card of that rank still to come has a place of its own, so putting this one up takes
   * nothing from any other card.
   */
  private safeUp(card: number): boolean {
    const r = rankOf(card)
    switch (this.kind) {
      case Kind.Suit:
        return true
      case Kind.Interval:
        for (let f = 0; f < 4; f++) if ((this.fLen[f] ?? 0) < this.intervalIndex(f, r)) return false
        return true
      case Kind.Colour:
        for (let f = 0; f < 4; f++) {
          const base = this.fBase[f] ?? -1
          if (base >= 0 && isRed(base) === isRed(card) && (this.fLen[f] ?? 0) < r - 1) return false
        }
        return true
      case Kind.Rank:
        for (let f = 0; f < 4; f++) if ((this.fLen[f] ?? 0) < r - 1) return false
        return true
    }
  }

  /** Where rank r comes in foundation f's sequence (13 if never). */
  private intervalIndex(f: number, r: number): number {
    for (let k = 0; k < 13; k++) if (this.seq[f * 13 + k] === r) return k
    return 13
  }

  safeMove(): number {
    if (this.pending >= 0 && !this.afterStock) {
      for (let f = 0; f < 4; f++) {
        if (this.fits(f, this.pending) && this.safeUp(this.pending)) return FROM_PENDING * 16 + f
      }
    }
    if (!this.foundationsOpen()) return -1
    for (let w = 0; w < this.wastes; w++) {
      const len = this.wasteLen[w] ?? 0
      if (len === 0) continue
      const top = this.waste[w * 52 + len - 1] ?? 0
      for (let f = 0; f < 4; f++) {
        if (this.fits(f, top) && this.safeUp(top)) return (w + 1) * 16 + f
      }
    }
    return -1
  }

  /**
   * Move order, lowest first: foundation moves; the pending card onto a waste pile whose top is
   * just above it, then onto an empty pile, then onto a lower card; everything else last.
   */
  private score(move: number): number {
    if (move >= TURN) return 50
    const from = move >> 4
    const to = move & 15
    if (to < TO_WASTE) return 0
    if (from !== FROM_PENDING) return 50
    const w = to - TO_WASTE
    const len = this.wasteLen[w] ?? 0
    if (len === 0) return 14
    const gap = rankOf(this.waste[w * 52 + len - 1] ?? 0) - rankOf(this.pending)
    return gap >= 1 ? gap : 28 - gap
  }

  candidates(out: Int32Array, at: number, symmetry: boolean): number {
    const moves = this.scratch
    const scores = this.scores
    const count = this.legalMoves(moves)
    // A stable insertion sort by score: the lists are short.
    for (let i = 0; i < count; i++) {
      const move = moves[i] ?? 0
      const s = this.score(move)
      let j = i
      for (; j > 0 && (scores[j - 1] ?? 0) > s; j--) {
        moves[j] = moves[j - 1] ?? 0
        scores[j] = scores[j - 1] ?? 0
      }
      moves[j] = move
      scores[j] = s
    }
    let n = 0
    for (let i = 0; i < count; i++) {
      const move = moves[i] ?? 0
      if (symmetry && this.repeats(move, out, at, n)) continue
      out[at + n++] = move
    }
    return n
  }

  /** True when a kept move moves between the same piles, read as contents, as `move`. */
  private repeats(move: number, out: Int32Array, at: number, n: number): boolean {
    if (move >= TURN) return false
    for (let i = 0; i < n; i++) {
      const kept = out[at + i] ?? 0
      if (kept >= TURN) continue
      if (this.samePile(kept >> 4, move >> 4, false) && this.samePile(kept & 15, move & 15, true))
        return true
    }
    return false
  }

  /** Piles alike: the same pile, equal waste piles, or rank-only foundations of one length. */
  private samePile(p: number, q: number, target: boolean): boolean {
    if (p === q) return true
    const wp = target ? p - TO_WASTE : p - 1
    const wq = target ? q - TO_WASTE : q - 1
    if (target && p < TO_WASTE && q < TO_WASTE)
      return this.kind === Kind.Rank && this.fLen[p] === this.fLen[q]
    if (wp < 0 || wq < 0) return false
    const len = this.wasteLen[wp] ?? 0
    if (len !== this.wasteLen[wq]) return false
    for (let k = 0; k < len; k++) {
      const a = this.waste[wp * 52 + k] ?? 0
      const b = this.waste[wq * 52 + k] ?? 0
      if (this.face[a] !== this.face[b]) return false
    }
    return true
  }

  upperBound(options: BoundOptions): number {
    if (this.kind === Kind.Suit) return this.suitBound()
    // Dead cards need rank-only foundations, and waste piles that only ever shrink from the top
    // (no waste-to-waste moves, no redeal left to gather them).
    if (this.kind !== Kind.Rank || this.wasteToWaste || this.redeals < this.maxRedeals) return 52
    const bound = options.deadCards ? deadCardBound(this) : 52
    return bound === 52 && options.blockers && !blockersAllowWin(this) ? 51 : bound
  }

  /** Strategy (suit foundations, no moves between wastes): a suit stops below a buried card. */
  private suitBound(): number {
    const cap = [13, 13, 13, 13]
    const lowest = new Int8Array(4)
    for (let w = 0; w < this.wastes; w++) {
      lowest.fill(14)
      for (let k = 0; k < (this.wasteLen[w] ?? 0); k++) {
        const card = this.waste[w * 52 + k] ?? 0
        const suit = (card / 13) | 0
        const rank = rankOf(card)
        const below = lowest[suit] ?? 14
        if (rank > below) cap[suit] = Math.min(cap[suit] ?? 13, below - 1)
        lowest[suit] = Math.min(below, rank)
      }
    }
    return (cap[0] ?? 0) + (cap[1] ?? 0) + (cap[2] ?? 0) + (cap[3] ?? 0)
  }

  toMove(move: number): Move {
    if (move === TURN) return { action: 'turn' }
    if (move >= REDEAL) {
      const order: PileId[] = []
      for (let code = move - REDEAL; code > 0; code = (code / 9) | 0)
        order.push(`waste-${code % 9}` as PileId)
      return { action: 'redeal', order }
    }
    const from = move >> 4
    const to = move & 15
    return {
      from: from === FROM_PENDING ? 'pending' : (`waste-${from}` as PileId),
      to: to < TO_WASTE ? (`foundation-${to + 1}` as PileId) : (`waste-${to - 3}` as PileId),
    }
  }

  /** The piles as the engine writes them (tests compare them with `applyMove`'s). */
  piles(): Record<string, Card[]> {
    const piles: Record<string, Card[]> = {}
    piles.stock = Array.from(this.stock.subarray(0, this.stockLen), cardOfNumber)
    piles.pending = this.pending < 0 ? [] : [cardOfNumber(this.pending)]
    for (let w = 0; w < this.wastes; w++) {
      const cards = this.waste.subarray(w * 52, w * 52 + (this.wasteLen[w] ?? 0))
      piles[`waste-${w + 1}`] = Array.from(cards, cardOfNumber)
    }
    for (let f = 0; f < 4; f++) {
      const cards: Card[] = []
      for (let k = 0; k < (this.fLen[f] ?? 0); k++) {
        cards.push(cardOfNumber(this.foundationCard(f, k)))
      }
      piles[`foundation-${f + 1}`] = cards
    }
    return piles
  }

  /**
   * Foundation f's card k as far as the position knows it: its rank, and the base's suit (the
   * suits of rank-only foundations are not kept, so tests compare those by rank).
   */
  private foundationCard(f: number, k: number): number {
    const base = this.fBase[f] ?? 0
    return ((base / 13) | 0) * 13 + (this.seq[f * 13 + k] ?? 1) - 1
  }
}

/** All orders of `items`, in the engine's order. */
function permutations(items: readonly number[]): number[][] {
  if (items.length <= 1) return [[...items]]
  return items.flatMap((item, i) =>
    permutations([...items.slice(0, i), ...items.slice(i + 1)]).map((rest) => [item, ...rest]),
  )
}

/** A redeal's code: its order's waste numbers (1…8) as base-9 digits, first digit lowest. */
function redealCode(order: readonly number[]): number {
  let code = 0
  for (let i = order.length - 1; i >= 0; i--) code = code * 9 + (order[i] ?? 0)
  return REDEAL + code
}
