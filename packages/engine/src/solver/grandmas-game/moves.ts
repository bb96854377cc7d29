// Grandma's Game's moves on the compact board, in the engine's order (legal-moves.ts of the
// game): tableau tops, then workspace cards, then transfers, then the deal. Reorders are not
// moves here (position.ts says why). A pile or workspace that is a set (board.ts's free order)
// offers each of its cards, a card held twice once.
import { DEAL, FREE_TABLEAU, type GrandmasBoard, suitOf, TRANSFER, WORKSPACE } from './board.js'
import { twinFree } from './free-twins.js'

/**
 * The cards met so far in one set, as 52 bits (cards 0…31 in `low`, 32…51 in `high`): a card held
 * twice is offered once.
 */
class CardsMet {
  low = 0
  high = 0

  /** No card met yet; returns this. */
  cleared(): CardsMet {
    this.low = this.high = 0
    return this
  }

  /** Whether `card` was met before; it is met from now on. */
  again(card: number): boolean {
    if (card < 32) {
      const bit = 1 << card
      if ((this.low & bit) !== 0) return true
      this.low |= bit
    } else {
      const bit = 1 << (card - 32)
      if ((this.high & bit) !== 0) return true
      this.high |= bit
    }
    return false
  }
}

/** One for every set in turn (legalMoves). */
const MET = new CardsMet()

/**
 * The foundation moves of `card` (up, then down), as `base + f`; returns where it ended. With
 * `meetings`, a card of a suit whose piles have met goes up, whatever its rank (meetings.ts).
 */
function targets(
  b: GrandmasBoard,
  card: number,
  base: number,
  out: Int32Array,
  at: number,
  meetings: boolean,
): number {
  const suit = suitOf(card)
  if (meetings && (b.fLen[suit] ?? 0) + (b.fLen[suit + 4] ?? 0) === 13) {
    out[at++] = base + suit
    return at
  }
  if (b.fits(suit, card)) out[at++] = base + suit
  if (b.fits(suit + 4, card)) out[at++] = base + suit + 4
  return at
}

/**
 * Every legal move but the reorders, in the engine's order; returns how many. With `meetings`,
 * a met suit's cards as meetings.ts has them, and no slides.
 */
export function legalMoves(b: GrandmasBoard, out: Int32Array, at = 0, meetings = false): number {
  const start = at
  for (let p = 0; p < 13; p++) {
    if (b.free[p] === 1) {
      const base = p * 104
      const n = base + (b.tabLen[p] ?? 0)
      const met = MET.cleared()
      for (let i = base; i < n; i++) {
        const card = b.tab[i] ?? 0
        if (!met.again(card)) at = targets(b, card, FREE_TABLEAU + (i << 3), out, at, meetings)
      }
      continue
    }
    const card = b.tabTop(p)
    if (card >= 0) at = targets(b, card, p << 3, out, at, meetings)
  }
  const met = MET.cleared()
  for (let i = 0; i < b.wsLen; i++) {
    const card = b.ws[i] ?? 0
    if (b.freeOrder && met.again(card)) continue
    at = targets(b, card, WORKSPACE + (i << 3), out, at, meetings)
  }
  for (let f = 0; f < 8 && !meetings; f++) {
    const card = b.foundationTop(f)
    if (card >= 0 && b.fits(f ^ 4, card)) out[at++] = TRANSFER + f
  }
  if (b.stockLen > 0) out[at++] = DEAL
  return at - start
}

/**
 * The other copy of a card of rank `rank` (two packs) already lies on a foundation of its suit
 * (up holds A…`up`, down K…`down`), so this copy has one place left and nothing else to do: sending it there now
 * only frees what lies above or below it. Not while the suit's piles have met (n_s = 13, rules
 * 3.4): the card would fix where they meet, and sliding cards across first may let others go up
 * (late-sets-2 in reorders-exhaustive.test.ts: 70 cards with it, 76 without).
 */
function lastCopy(up: number, down: number, rank: number): boolean {
  return up + down !== 13 && (up >= rank || down >= 14 - rank)
}

/** The first foundation move of `card` from `base` (up, then down, as legalMoves lists them), or -1. */
function firstTarget(b: GrandmasBoard, card: number, base: number): number {
  const suit = suitOf(card)
  if (b.fits(suit, card)) return base + suit
  return b.fits(suit + 4, card) ? base + suit + 4 : -1
}

/** Whether `card` is in the 52-bit mask `low` (cards 0…31), `high` (32…51). */
const inMask = (low: number, high: number, card: number): boolean =>
  (((card < 32 ? low : high) >>> (card & 31)) & 1) === 1

/**
 * The first tableau or workspace move of a last copy (hooks.ts's safe move), or with
 * `freeTwins` of a card whose twin is free (free-twins.ts), or -1, in legalMoves' order. Only a
 * card some foundation takes now can move, at most one card a foundation, so those are tested
 * first and the board is read only when one of them is safe (a card a set holds twice is read
 * twice, which changes nothing: its first copy comes first).
 */
export function safeMove(b: GrandmasBoard, freeTwins = false): number {
  // The safe cards as masks: taken from a set (the workspace included), and from a pile's top.
  let setLow = 0
  let setHigh = 0
  let topLow = 0
  let topHigh = 0
  let sets = 0 // the sets that hold a card safe from a set
  const fLen = b.fLen
  const freeCopies = b.freeCopies
  const setsHolding = b.setsHolding
  const twins = freeTwins && b.freeOrder
  for (let f = 0; f < 8; f++) {
    const n = fLen[f] ?? 0
    if (n >= 13) continue
    const suit = f & 3
    const rank = f < 4 ? n + 1 : 13 - n // the rank foundation f takes next (nextRank)
    const card = suit * 13 + rank - 1
    const last = lastCopy(fLen[suit] ?? 0, fLen[suit + 4] ?? 0, rank)
    const copies = twins ? (freeCopies[card] ?? 0) : 0
    if (!last && !twinFree(copies, false)) continue // a card safe from a set is safe from a top
    const bit = 1 << (card & 31)
    if (last || twinFree(copies, true)) {
      if (card < 32) setLow |= bit
      else setHigh |= bit
      sets |= setsHolding[card] ?? 0
    }
    if (card < 32) topLow |= bit
    else topHigh |= bit
  }
  if ((setLow | setHigh | topLow | topHigh) === 0) return -1
  // The piles worth a look, in order: the sets that hold a card safe from a set, and the ordered
  // piles (their tops) if any card is safe from a top.
  const freeBits = b.freeBits
  const ordered = (topLow | topHigh) === 0 ? 0 : ~freeBits & 0x1fff
  for (let todo = (sets & freeBits) | ordered; todo !== 0; todo &= todo - 1) {
    const p = 31 - Math.clz32(todo & -todo)
    if (((freeBits >>> p) & 1) === 1) {
      const n = p * 104 + (b.tabLen[p] ?? 0)
      for (let i = p * 104; i < n; i++) {
        const card = b.tab[i] ?? 0
        if (inMask(setLow, setHigh, card)) return firstTarget(b, card, FREE_TABLEAU + (i << 3))
      }
      continue
    }
    const card = b.tabTop(p)
    if (card >= 0 && inMask(topLow, topHigh, card)) return firstTarget(b, card, p << 3)
  }
  if (b.freeOrder && ((sets >>> 13) & 1) === 0) return -1
  for (let i = 0; i < b.wsLen; i++) {
    const card = b.ws[i] ?? 0
    if (inMask(setLow, setHigh, card)) return firstTarget(b, card, WORKSPACE + (i << 3))
  }
  return -1
}
