// Saratoga's moves on the compact board: every legal move in the engine's order (legal-moves.ts
// of the game), Klondike's safe move from the tableau, and the stock folded into the waste plays
// it leads to (as solver/saratoga/stock-steps.ts does on engine states); candidates.ts orders
// them into the search's steps.
import { cardCode, DRAW, FOUNDATION, REDEAL, type SaratogaBoard, WASTE } from './board.js'

/** A stock step: `n` draws and redeals, then the waste play `card` (a card move's code). */
export const MACRO = 1 << 20
const macroCode = (n: number, card: number): number => MACRO + n * 4096 + card

/** rules 2.4: tableau pile `to` takes `card` (one rank lower, the opposite colour; a King if empty). */
export const accepts = (b: SaratogaBoard, to: number, card: number): boolean =>
  ((b.acceptMask(card) >> to) & 1) === 1

/** The lowest pile in a mask of piles (not 0). */
export const lowestPile = (mask: number): number => 31 - Math.clz32(mask & -mask)

const fitsHome = (b: SaratogaBoard, card: number): boolean => b.fLen[(card / 13) | 0] === card % 13

/** The top card of pile `from` (or `card`, as if on top) to its foundation or a tableau pile. */
function movesOfCard(
  b: SaratogaBoard,
  from: number,
  out: Int32Array,
  at: number,
  card = b.topOf(from),
): number {
  if (card < 0) return at
  if (fitsHome(b, card)) out[at++] = cardCode(from, FOUNDATION + ((card / 13) | 0))
  for (let m = b.acceptMask(card) & ~(1 << from); m !== 0; m &= m - 1)
    out[at++] = cardCode(from, lowestPile(m))
  return at
}

/** Every legal move from tableau pile t, in the engine's order; returns where it ended. */
export function pileMoves(b: SaratogaBoard, t: number, out: Int32Array, at: number): number {
  at = movesOfCard(b, t, out, at)
  const run = b.runLength(t)
  for (let count = 2; count <= run; count++) {
    const base = b.tab[t * 52 + b.tabLen[t]! - count]!
    for (let m = b.acceptMask(base) & ~(1 << t); m !== 0; m &= m - 1)
      out[at++] = cardCode(t, lowestPile(m), count)
  }
  return at
}

/** Every legal move, in the engine's order; returns the end of what was written. */
export function legalMoves(b: SaratogaBoard, out: Int32Array, at = 0): number {
  const start = at
  for (let t = 0; t < 7; t++) at = pileMoves(b, t, out, at)
  at = movesOfCard(b, WASTE, out, at)
  if (b.takebacks) {
    for (let f = 0; f < 4; f++) {
      const card = b.topOf(FOUNDATION + f)
      if (card < 0) continue
      for (let to = 0; to < 7; to++)
        if (accepts(b, to, card)) out[at++] = cardCode(FOUNDATION + f, to)
    }
  }
  if (b.stockLen > 0) out[at++] = DRAW
  else if (b.wasteLen > 0) out[at++] = REDEAL
  return at - start
}

/**
 * Klondike's safe move, from the tableau only: an Ace or a 2, or a card both of whose possible
 * tableau children (other colour, one rank down) are up already. Not from the waste: taking a
 * waste card out shifts what later draws of three reach (solvability-307).
 */
export function safeMove(b: SaratogaBoard): number {
  const { tops, fLen } = b
  for (let t = 0; t < 7; t++) {
    const card = tops[t]!
    if (card < 0) continue
    const suit = (card / 13) | 0
    const below = card % 13 // its rank − 1: the foundation's length it needs, and its children's
    if (fLen[suit] !== below) continue
    // The other colour's suits: 1 and 2 (red) under a black card, 0 and 3 under a red one.
    const other = suit === 1 || suit === 2 ? 0 : 1
    if (below < 2 || (fLen[other]! >= below && fLen[3 - other]! >= below))
      return cardCode(t, FOUNDATION + suit)
  }
  return -1
}

export const isUp = (code: number): boolean => (code & 15) >= FOUNDATION
const reached = new Uint8Array(53)

/** The cards the stock cycle can bring to the waste top, in order, each by the fewest actions. */
export interface StockReach {
  readonly cards: Int32Array
  /** The draws and redeals that bring each card to the top. */
  readonly actions: Int32Array
  count: number
}

export const newStockReach = (): StockReach => ({
  cards: new Int32Array(53),
  actions: new Int32Array(53),
  count: 0,
})

/**
 * The stock cycle's reach from the board: what its draws and redeals bring to the waste top, in
 * the order they do, each by the fewest actions (rules 2.6), counted on the stock and waste's
 * lengths alone. The cycle (the waste from its bottom, then the stock from its top) is the same
 * throughout: a draw turns the stock's next three onto the waste, a redeal turns the waste back.
 * So the waste top after any actions is card (waste length − 1) of the cycle. The first pass
 * reaches the waste lengths from the present one in steps of three, each pass after a redeal
 * the multiples of three and the whole cycle; a third pass would reach nothing new.
 */
export function findStockReach(b: SaratogaBoard, reach: StockReach): void {
  reached.fill(0)
  let count = 0
  let waste = b.wasteLen
  let stock = b.stockLen
  let actions = 0
  let redeals = 0
  for (;;) {
    if (waste > 0 && reached[waste] === 0) {
      reached[waste] = 1
      reach.cards[count] = b.cycleCard(waste - 1)
      reach.actions[count++] = actions
    }
    if (stock > 0) {
      const drawn = stock < 3 ? stock : 3
      stock -= drawn
      waste += drawn
    } else if (waste > 0 && redeals++ < 1) {
      stock = waste
      waste = 0
    } else break
    actions++
  }
  reach.count = count
}

/** A stock step: `actions` draws and redeals, then the waste play `code`. */
export const stockStep = (actions: number, code: number): number =>
  actions === 0 ? code : macroCode(actions, code)

/**
 * The waste plays of the stock cycle (each card it can bring to the top, by the fewest draws and
 * redeals), plays up into `wasteUp` and others into `wasteOther`; their counts into `counts`.
 */
export function stockSteps(
  b: SaratogaBoard,
  reach: StockReach,
  wasteUp: Int32Array,
  wasteOther: Int32Array,
  counts: Int32Array,
): void {
  let ups = 0
  let others = 0
  for (let r = 0; r < reach.count; r++) {
    const card = reach.cards[r]!
    const actions = reach.actions[r]!
    if (fitsHome(b, card))
      wasteUp[ups++] = stockStep(actions, cardCode(WASTE, FOUNDATION + ((card / 13) | 0)))
    for (let m = b.acceptMask(card); m !== 0; m &= m - 1)
      wasteOther[others++] = stockStep(actions, cardCode(WASTE, lowestPile(m)))
  }
  counts[0] = ups
  counts[1] = others
}
