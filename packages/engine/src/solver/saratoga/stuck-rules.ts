// The stuck-card fixpoint's rules for one card (stuck-cards.ts, rules (a) and (b) there), read
// against what it has found so far (stuck-facts.ts); also asked after a call (held-cards.ts).
import type { SaratogaBoard } from './board.js'
import {
  apart,
  asFirst,
  asSecond,
  atHand,
  hostable,
  hostFound,
  left,
  pass,
  up,
} from './stuck-facts.js'
import {
  aboveOf,
  belowOf,
  HIGH,
  HOSTS,
  LOW,
  onBelow,
  runBreak,
  TWIN,
  upAtStart,
} from './stuck-layout.js'
import { parentAtHand } from './stuck-orders.js'
import { brokeFirst, brokeSecond } from './stuck-saved-rounds.js'

const rank = (card: number): number => (card % 13) + 1

/** `card` can take a card from now on (see `hostable`); the class it hosts has a parent. */
export function hosts(card: number): void {
  if (hostable[card] === 1) return
  // A card up now takes one only with takebacks, and then from the start.
  if (upAtStart[card] === 1) return
  hostable[card] = 1
  const kind = HOSTS[card] ?? -1
  if (kind >= 0) hostFound[kind] = 1
}

/**
 * After a `stuckCardBound` with the stock or waste card `card` held (never leaving the cycle):
 * whether the rules would let it leave given what that fixpoint found, up (`GOES_UP`) or onto
 * the tableau (`PLACED`). Read before it leaves, that is all any line can have done by the time
 * it does (held-cards.ts).
 */
export function wouldLeave(card: number): number {
  if (atHand[card] === 0) return 0
  const goesUp = predecessorUp(card) ? GOES_UP : 0
  const lands = rank(card) === 13 ? pass.emptyPile : parentAtHand(card)
  return goesUp | (lands ? PLACED : 0)
}

const GOES_UP = 1
export const PLACED = 2

/**
 * The tableau card `card` is a pile top at some point: it is now, or the card on it can come off
 * it (with `separation`; else, more loosely, leave its place, maybe still on it).
 */
function topAt(card: number): boolean {
  const above = aboveOf[card] ?? -1
  return above === -1 || (pass.separation ? apart[above] : left[above]) === 1
}

/** A tableau card goes up only from a pile top (without `separation`: once it can leave). */
export const comesTop = (card: number): boolean =>
  pass.separation ? topAt(card) : left[card] === 1

/** The card on top of a run's top card is off it (read as `topAt` reads the card on a card). */
const offRun = (card: number): boolean => (pass.separation ? apart[card] : left[card]) === 1

/**
 * The tableau card `card` comes off the card under it: up from a pile top, or as the base of a
 * run moved onto a parent (the cards above it building on it, or the first that does not off the
 * run). A card that only moves with a run from under it stays on the card under it.
 */
export function comesApart(card: number): boolean {
  if (topAt(card) && predecessorUp(card)) return true
  if (!runAboveFree(card)) return false
  return rank(card) === 13 ? pass.emptyPile : onParent(card)
}

/** The cards above the tableau card `card` still build on it, or the first that does not has
 * gone. */
function runAboveFree(card: number): boolean {
  const top = runBreak[card] ?? -1
  return top === -1 || offRun(top)
}

/** Rule (a) or (b) for the tableau card `card`. */
export function canLeave(card: number): boolean {
  if (topAt(card) && predecessorUp(card)) return true
  if (!runAboveFree(card)) return false
  for (let base = card; ;) {
    if (rank(base) === 13 ? pass.emptyPile : onParent(base)) return true
    if (onBelow[base] === 0) break
    base = belowOf[base] ?? 0
  }
  return false
}

export function somePileEmpties(b: SaratogaBoard): boolean {
  for (let t = 0; t < 7; t++) {
    let all = true
    for (let k = 0; k < (b.tabLen[t] ?? 0) && all; k++) all = left[b.tab[t * 52 + k] ?? 0] === 1
    if (all) return true
  }
  return false
}

/** The card one rank lower of its suit is up, or can get there. */
export const predecessorUp = (card: number): boolean => rank(card) === 1 || up[card - 1] === 1

/** `card` reaches a parent (`parentAtHand`), noted in `asFirst` and `asSecond`. */
export function onParent(card: number): boolean {
  if (!parentAtHand(card)) return false
  // Its parents: rank + 1 in suits 1 and 2 (hearts, diamonds) for a black card, else 0 and 3.
  const takesLow = hostable[LOW[card] ?? 0] === 1
  const takesHigh = hostable[HIGH[card] ?? 0] === 1
  const twinUp = up[TWIN[card] ?? 0] === 1
  if (!takesLow) breakFirst(card * 2)
  if (!takesHigh) breakFirst(card * 2 + 1)
  if (!(takesLow && (twinUp || takesHigh))) breakSecond(card * 2)
  if (!(takesHigh && (twinUp || takesLow))) breakSecond(card * 2 + 1)
  return true
}

/** A note of `asFirst` breaks (kept with its round in a plain fixpoint). */
function breakFirst(at: number): void {
  if (pass.recording && asFirst[at] === 1) brokeFirst[at] = pass.round
  asFirst[at] = 0
}

/** A note of `asSecond` breaks (kept with its round in a plain fixpoint). */
function breakSecond(at: number): void {
  if (pass.recording && asSecond[at] === 1) brokeSecond[at] = pass.round
  asSecond[at] = 0
}
