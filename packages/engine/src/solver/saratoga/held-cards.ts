// The stuck-card bound read for one stock or waste card while it waits in the cycle (Saratoga,
// rules 2.4–2.8). The stuck-card fixpoint (stuck-cards.ts) asks whether each event can happen at
// some point, so a card passes as "put on a parent" even when that parent is free only once the
// card has left the cycle. Take a stock or waste card C and a line in which C leaves the cycle
// (up, or onto a tableau pile). Until it does, C stays in the cycle: the fixpoint with C held there
// (never gone, never up, never put down) holds every event before C leaves, and C leaves onto a
// parent only if that fixpoint lets a parent of C take a card (or, for a king, a pile empty) while
// C is at hand. If not, C is never put on the tableau in any line: the fixpoint is told so and
// read again (and a card that can neither go up nor be put down never leaves: no line wins).
//
// solvability-340's dead ends (docs/solvability.md, 2026-12-07): the waste is 7♦ 5♦ 4♣ 4♥, so
// draws of three reach 5♦ only once 4♣ has left; 5♥ is free only once 4♠ 3♥ goes onto 5♦ (or 3♥
// onto 4♣). So 4♣ only goes up, 3♥ then waits for 2♥, under 8♣, which needs a red nine, and 9♦ is
// under 8♠, which waits for 4♠ under 3♥.
//
// Tableau cards read the same way (held in place with the cards under them) cut none of the
// positions of five unresolved deals' searches, so they are not read. Without takebacks only.
import type { SaratogaBoard } from './board.js'
import { lastFixpoint, PLACED, stuckCardBound, wouldLeave } from './stuck-cards.js'

/** Per card, as `stuckCardBound` reads `held`: what is proved for every line so far. */
const proved = new Uint8Array(52)
/** `proved` and one card held in the cycle, for one reading. */
const trial = new Uint8Array(52)
/** The stock and waste cards to read, in order. */
const queue = new Int8Array(52)

/**
 * Where the stuck-card bound reaches 52 (the caller's to know): up to `readings` stock and waste
 * cards read held in the cycle until they leave; the bound with what that proves, or 52.
 */
export function heldCardBound(
  b: SaratogaBoard,
  stockCycle: boolean,
  apartOnly: boolean,
  readings: number,
): number {
  if (readings <= 0 || b.takebacks) return 52
  // The cycle cards with a parent before them in the cycle (reached, in some passes, only once
  // they are gone), but for those with a parent on top now; then of those, the ones the
  // fixpoint puts on a parent (the others it never puts down already).
  let n = 0
  for (let i = 0; i < b.wasteLen + b.stockLen; i++) {
    const card = cycleCard(b, i)
    if (parentBefore(b, card, i) && !hostNow(b, card)) queue[n++] = card
  }
  if (n === 0) return 52
  stuckCardBound(b, stockCycle, apartOnly, true)
  const { placed } = lastFixpoint
  let kept = 0
  for (let i = 0; i < n; i++) if (placed[queue[i] ?? 0] === 1) queue[kept++] = queue[i] ?? 0
  n = kept
  proved.fill(0)
  for (let i = 0; i < n && i < readings; i++) {
    const card = queue[i] ?? 0
    trial.set(proved)
    trial[card] = 1
    stuckCardBound(b, stockCycle, apartOnly, true, null, 0, trial, true)
    const leaves = wouldLeave(b, card)
    if (leaves === 0) {
      proved[card] = 1 // it never leaves the cycle, so never goes up
      return stuckCardBound(b, stockCycle, apartOnly, false, null, 0, proved, true)
    }
    if ((leaves & PLACED) === 0) {
      proved[card] = 2
      const bound = stuckCardBound(b, stockCycle, apartOnly, false, null, 0, proved, true)
      if (bound < 52) return bound
    }
  }
  return 52
}

/**
 * A parent of the stock or waste card `card` is a tableau pile's top now (for a king, a pile is
 * empty): it can be put down whenever draws bring it up, so reading it proves nothing.
 */
function hostNow(b: SaratogaBoard, card: number): boolean {
  const king = card % 13 === 12
  for (let t = 0; t < 7; t++) {
    const n = b.tabLen[t] ?? 0
    if (n === 0 ? king : !king && builds(card, b.tab[t * 52 + n - 1] ?? 0)) return true
  }
  return false
}

/** Card i of the cycle: the waste from its bottom, then the stock from its top. */
const cycleCard = (b: SaratogaBoard, i: number): number =>
  i < b.wasteLen ? (b.waste[i] ?? 0) : (b.stock[b.stockLen - 1 - (i - b.wasteLen)] ?? 0)

/** A parent of `card` (card `at` of the cycle) lies before it in the cycle. */
function parentBefore(b: SaratogaBoard, card: number, at: number): boolean {
  for (let i = 0; i < at; i++) if (builds(card, cycleCard(b, i))) return true
  return false
}

const red = (card: number): boolean => card >= 13 && card < 39
/** Whether `upper` builds on `lower` (one rank lower, the other colour). */
const builds = (upper: number, lower: number): boolean =>
  (upper % 13) + 1 === lower % 13 && red(upper) !== red(lower)
