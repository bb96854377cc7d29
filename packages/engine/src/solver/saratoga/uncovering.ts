// A run moved from one tableau pile to another, joined to the play that uses the card it
// uncovers. Such a move changes nothing but which card is covered: the card it uncovers is
// freed, the one it lands on is covered, and covering a card is never of use in itself. So in
// any line the move can be put off, past every move that neither touches the uncovered card nor
// moves the run again (those commute with it), until the next move that does: one that plays
// the uncovered card or a run holding it, or puts a card on it (then the two are one step), or
// one that moves the run again (then the two are one move straight from the first pile, or
// none at all). A line that does neither ends with the same cards up without the move. Steps
// joined this way lose no line and make no line longer, and the search's table never meets the
// position in between, where only some moves would have been tried.
import { cardCode, FOUNDATION, type SaratogaBoard, WASTE } from './board.js'
import { accepts, MACRO, pileMoves, type StockReach, stockStep } from './moves.js'

/** A joined step's code: flag, the run move (10 bits), then the play (18 bits). */
const JOINED = 1 << 30
/** A stock step's draws and redeals fit in 5 bits (at most 27, board.ts). */
const PACKED_MACRO = 1 << 17

const packRun = (run: number): number => ((run >> 8) << 6) | (((run >> 4) & 15) << 3) | (run & 15)
const unpackRun = (packed: number): number => cardCode((packed >> 3) & 7, packed & 7, packed >> 6)
const packPlay = (play: number): number =>
  play >= MACRO ? PACKED_MACRO | (((play - MACRO) >> 12) << 12) | (play & 4095) : play
const unpackPlay = (packed: number): number =>
  (packed & PACKED_MACRO) !== 0 ? MACRO + (packed & (PACKED_MACRO - 1)) : packed

export const isJoined = (code: number): boolean => code >= JOINED
/** The joined step of the run move `run` and the play `play` after it. */
export const joinedStep = (run: number, play: number): number =>
  JOINED | (packRun(run) << 18) | packPlay(play)
/** The run move of a joined step. */
export const joinedRun = (code: number): number => unpackRun((code >> 18) & 1023)
/** The play of a joined step. */
export const joinedPlay = (code: number): number => unpackPlay(code & ((1 << 18) - 1))

const plays = new Int32Array(512)

/**
 * `count` cards from the top of tableau pile `from` onto pile `to` (a legal move), as far as
 * the move lists read: the cards, lengths, tops, and the run at `to`'s top; not the hash, the
 * undo stack nor the runs under the top. `unshiftRun` takes it back.
 */
function shiftRun(b: SaratogaBoard, from: number, to: number, count: number): void {
  const k = b.tabLen[from]! - count
  const n = b.tabLen[to]!
  const moved = b.tops[from]!
  for (let i = 0; i < count; i++) b.tab[to * 52 + n + i] = b.tab[from * 52 + k + i]!
  const run = n === 0 ? count : b.runAt[to * 52 + n - 1]! + count
  b.runAt[to * 52 + n + count - 1] = run
  b.tabLen[from] = k
  b.tabLen[to] = n + count
  if (n === 0) b.emptyBits &= ~(1 << to)
  else b.topBits[b.tops[to]!] = 0
  b.tops[to] = moved
  b.topBits[moved] = 1 << to
  const uncovered = b.tab[from * 52 + k - 1]! // the move leaves a card (uncovering.ts)
  b.tops[from] = uncovered
  b.topBits[uncovered] = 1 << from
}

/** Takes back `shiftRun(from, to, count)`. */
function unshiftRun(b: SaratogaBoard, from: number, to: number, count: number): void {
  const n = b.tabLen[to]! - count
  const moved = b.tops[to]!
  b.topBits[b.tops[from]!] = 0
  b.tabLen[from] = b.tabLen[from]! + count
  b.tabLen[to] = n
  b.tops[from] = moved
  b.topBits[moved] = 1 << from
  b.markTop(to, n)
}

/** The joined steps of the tableau run move `run` (which leaves a card where it was). */
export function uncoveringSteps(
  b: SaratogaBoard,
  run: number,
  reach: StockReach,
  out: Int32Array,
  at: number,
): number {
  const source = (run >> 4) & 15
  const target = run & 15
  const count = run >> 8
  const joined = JOINED | (packRun(run) << 18)
  // The run moved as far as the listing reads (shiftRun), and moved back below.
  shiftRun(b, source, target, count)
  // The rank (0 for an Ace) a card needs to go on the uncovered card; -1 under an Ace.
  const below = (b.tops[source]! % 13) - 1
  // The engine's order: pile by pile, every play of the uncovered card or onto it (but the run
  // straight back), then takebacks onto it, then the stock's cards onto it.
  for (let t = 0; t < 7; t++) {
    if (t === source) {
      const end = pileMoves(b, t, plays, 0)
      for (let i = 0; i < end; i++) out[at++] = joined | packPlay(plays[i]!)
      continue
    }
    // A run's ranks rise one a card from its top: only the card one rank below the uncovered
    // one can go on it, n cards down, if the run reaches that far.
    const length = b.tabLen[t]!
    if (length === 0 || below < 0) continue
    const n = below - (b.tab[t * 52 + length - 1]! % 13) + 1
    if (n < 1 || n > b.runLength(t) || (t === target && n === count)) continue
    if (accepts(b, source, b.tab[t * 52 + length - n]!))
      out[at++] = joined | packPlay(cardCode(t, source, n))
  }
  if (b.takebacks) {
    for (let f = 0; f < 4; f++) {
      const card = b.topOf(FOUNDATION + f)
      if (card >= 0 && accepts(b, source, card))
        out[at++] = joined | packPlay(cardCode(FOUNDATION + f, source))
    }
  }
  // The stock's cycle is the same after the run move: its reach is the position's own.
  for (let r = 0; r < reach.count; r++) {
    if (accepts(b, source, reach.cards[r]!)) {
      const play = stockStep(reach.actions[r]!, cardCode(WASTE, source))
      out[at++] = joined | packPlay(play)
    }
  }
  unshiftRun(b, source, target, count)
  return at
}
