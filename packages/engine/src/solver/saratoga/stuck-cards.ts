// A proof of loss for Saratoga (rules 2.4–2.8): cards that can never go up, because a tableau
// card that everything they wait for lies under can never leave its place.
//
// A tableau card X leaves its place only (a) to its foundation, once the card above it has left
// and its suit's card one rank lower is up, or (b) in a run moved from a card W at or under it
// (W … X a valid build, the cards above X still building on it or the first that does not gone)
// onto a parent of W, one rank higher and of the other colour, that is a pile top then: a
// tableau card that has left its place or whose card above has (or had none), a stock or waste
// card that can reach the tableau (one at hand with a parent at hand, or a king), or a
// foundation's top in the takeback variant. A stock or waste card is at hand once draws can bring
// it to the waste top: with `stockCycle`, only as stock-cycle.ts allows (from where it stands in
// the draw-three cycle and which cards before and after it can leave the waste); without, always. A king goes to an
// empty pile, so only once some pile is empty or every card of one can leave it. A card goes up
// once the card below it in its suit is up and it is at hand (a stock or waste card, or a
// tableau card that can leave its place). The least fixpoint of these rules, starting from what
// is up now, holds every event of every line: each event needs only events before it. A card
// that can never go up caps the count.
import type { SaratogaBoard } from './board.js'
import { markAtHand } from './stock-cycle.js'
import {
  aboveOf,
  belowOf,
  HIGH,
  HOSTS,
  hostableAtStart,
  LOW,
  onBelow,
  pileOf,
  readLayout,
  runBreak,
  tabCount,
  tabOrder,
  TWIN,
  upAtStart,
} from './stuck-layout.js'
import {
  brokeFirst,
  brokeSecond,
  forgetRounds,
  restoreRound,
  resumed,
  resumeRound,
  saveRound,
  sizeSavedRounds,
  startRecording,
} from './stuck-saved-rounds.js'

const rank = (card: number): number => (card % 13) + 1
const red = (card: number): boolean => card >= 13 && card < 39

// Scratch space: the bound allocates nothing (the search is single-threaded).
/** Everything the fixpoint grows, in one block (views below), so that it is saved and restored
 * at once. */
const STATE = 52 * 7 + 104 * 2 + 28
const state = new Uint8Array(STATE)
let viewed = 0
function view(length: number): Uint8Array {
  viewed += length
  return state.subarray(viewed - length, viewed)
}
/** Per card (the fixpoint grows them): a tableau card can leave its place; a stock or waste
 * card can reach a tableau pile; any card can go up. */
const left = view(52)
const placed = view(52)
const up = view(52)
/** Per stock or waste card: draws can bring it to the waste top; it can leave the waste then. */
const atHand = view(52)
const gone = view(52)
/** Per card × parent (h: 0 the parent of the lower suit, 1 the higher), over every fact drawn
 * from the card reaching a parent (placed from the cycle, come apart, or the base of a run that
 * left): at each, that parent could take a card (`asFirst`), and so could the other parent or
 * the card's twin (its rank and colour) go up (`asSecond`). */
const asFirst = view(104)
const asSecond = view(104)
/** Per tableau card: it can come off the card under it (a run's base, or up from a pile top). */
const apart = view(52)
/** Per card: it can take a card at some point (`canHost`), kept up to date as the facts it reads
 * grow: a pile top now, placed from the cycle, the card on it off it (with `separation`; else
 * gone from it, or itself gone), or (takebacks) up now. */
const hostable = view(52)
/** Per card class (rank × 2 + colour): some parent can take a card (a `hostable` one). */
const hostFound = view(28)
sizeSavedRounds(STATE)
/** How many times the fixpoint has grown during this call; its rounds so far. */
let grown = 0
let round = 0
/** Whether this call keeps its rounds (a plain fixpoint; stuck-saved-rounds.ts). */
let recording = false
/** Per card, in the orders of pairs that share their parents (shared-parents.ts): 1 the first
 * of its pair to reach a parent, 2 the second, 0 neither; its pair's host, other parent and
 * partner card. */
const role = new Uint8Array(52)
const roleHost = new Int8Array(52)
const roleOther = new Int8Array(52)
const rolePartner = new Int8Array(52)
/** Some pile is empty now, or every card of some pile can leave it: a king can get one. */
let emptyPile = false
/** Whether this call reads `apart` (option `separation`) or only `left`. */
let separation = false
/** Per stock or waste card (held-cards.ts): 1 it never leaves the cycle (nor goes up), 2 it is
 * never put on the tableau (it may go up); per tableau card (twin-split.ts): 1 it never leaves
 * its place (nor goes up); 0 as the rules allow. */
const noHold = new Uint8Array(52)
let hold: Readonly<Uint8Array> = noHold
/** Whether `hold` holds a tableau card (read in the fixpoint's loop only then). */
let holdsTableau = false
/** A card that has a parent at hand whenever it could go onto one (twin-split.ts); -1 none. */
let freeCard = -1

/**
 * The most cards the foundations can ever hold, counting out the stuck tableau cards; with
 * `stockCycle`, a stock or waste card is at hand only as the draw-three cycle allows; with
 * `apartOnly`, a tableau card is a pile top only once the card on it can come off it. The
 * fixpoint stops once every card can go up, unless `wholeFixpoint` (for `lastFixpoint`'s readers).
 * With `orders` (four numbers a pair, `count` pairs: `first`, `second`, `host`, `other`, -1 for
 * none): the lines where, in each pair, `first` reaches a parent before `second` does, onto
 * `host`: `first` only onto `host`, `second` only once `host` can take a card and `other` can
 * too or `first` can go up (it stays on `host` until then). The pairs' cards are all different
 * (a pair is the two cards of a rank and colour), so each card keeps at most one role, and a
 * line in every pair's order keeps every one of them at once. With `held` (per card, as `hold`
 * reads it): the lines where those stock and waste cards never leave the cycle, or are never put
 * on the tableau, and those tableau cards never leave their places. With `sameBoard`, `b` is the
 * board of the last call, unchanged since: its layout (places, runs) is not read again. With
 * `free`, that card's parent is always at hand whenever it could go onto one.
 */
export function stuckCardBound(
  b: SaratogaBoard,
  stockCycle = false,
  apartOnly = false,
  wholeFixpoint = false,
  orders: Readonly<Int8Array> | null = null,
  count = 0,
  held: Readonly<Uint8Array> | null = null,
  sameBoard = false,
  free = -1,
): number {
  separation = apartOnly
  hold = held ?? noHold
  freeCard = free
  holdsTableau = false
  role.fill(0)
  for (let i = 0; i < count && orders !== null; i++) {
    const first = orders[i * 4] ?? 0
    const second = orders[i * 4 + 1] ?? 0
    role[first] = 1
    role[second] = 2
    roleHost[first] = roleHost[second] = orders[i * 4 + 2] ?? -1
    roleOther[first] = roleOther[second] = orders[i * 4 + 3] ?? -1
    rolePartner[second] = first
  }
  if (!sameBoard) {
    readLayout(b)
    forgetRounds()
  }
  for (let i = 0; i < tabCount && held !== null; i++)
    if (hold[tabOrder[i] ?? 0] !== 0) holdsTableau = true
  recording = count === 0 && held === null && !wholeFixpoint
  let upCount = 0
  const from =
    sameBoard && count > 0 && held === null && !wholeFixpoint && !b.takebacks
      ? resumeRound(stockCycle, apartOnly, role, roleHost)
      : -1
  if (from >= 0) {
    restoreRound(from, state)
    grown = resumed.grown
    upCount = resumed.upCount
    emptyPile = resumed.emptyPile
    round = from
  } else {
    if (recording) startRecording(stockCycle, apartOnly)
    grown = 0
    round = 0
    asFirst.fill(1)
    asSecond.fill(1)
    left.fill(0)
    apart.fill(0)
    placed.fill(0)
    up.fill(0)
    gone.fill(0)
    atHand.fill(1)
    hostable.set(hostableAtStart)
    hostFound.fill(0)
    for (let card = 0; card < 52; card++) {
      const kind = HOSTS[card] ?? -1
      if (hostable[card] === 1 && kind >= 0) hostFound[kind] = 1
    }
    if (stockCycle) {
      for (let k = 0; k < b.stockLen; k++) atHand[b.stock[k] ?? 0] = 0
      for (let k = 0; k < b.wasteLen; k++) atHand[b.waste[k] ?? 0] = 0
    }
    for (let suit = 0; suit < 4; suit++) {
      for (let r = 1; r <= (b.fLen[suit] ?? 0); r++) up[suit * 13 + r - 1] = 1
      upCount += b.fLen[suit] ?? 0
    }
    emptyPile = false
  }
  // Once every card can go up the count is 52 whatever else grows (the test reads it all).
  for (let was = -1; was !== grown && (wholeFixpoint || upCount < 52);) {
    if (recording) saveRound(round, state, grown, upCount, emptyPile)
    was = grown
    if (!emptyPile) emptyPile = somePileEmpties(b)
    if (stockCycle && markAtHand(b, gone, atHand)) grown++
    for (let i = 0; i < tabCount; i++) {
      const card = tabOrder[i] ?? 0
      // A tableau card held (twin-split.ts) stays in its place: it neither comes apart nor leaves.
      if (holdsTableau && hold[card] === 1) continue
      if (separation && apart[card] === 0 && comesApart(card)) {
        apart[card] = 1
        // The card under it is a pile top then.
        if (belowOf[card] !== -1) hosts(belowOf[card] ?? 0)
        grown++
      }
      if (left[card] === 0 && canLeave(card)) {
        left[card] = 1
        if (!separation) {
          hosts(card)
          if (belowOf[card] !== -1) hosts(belowOf[card] ?? 0)
        }
        grown++
      }
    }
    for (let card = 0; card < 52; card++) {
      // A card that can go up may still be put on the tableau first: `placed` is asked apart.
      const cycle = pileOf[card] === 0
      if (
        cycle &&
        placed[card] === 0 &&
        hold[card] === 0 &&
        atHand[card] === 1 &&
        (rank(card) === 13 ? emptyPile : onParent(card))
      ) {
        placed[card] = 1
        hosts(card)
        gone[card] = 1
        grown++
      }
      if (
        up[card] === 0 &&
        hold[card] !== 1 &&
        (cycle ? atHand[card] === 1 : comesTop(card)) &&
        predecessorUp(card)
      ) {
        up[card] = 1
        gone[card] = 1
        upCount++
        grown++
      }
    }
    round++
  }
  return upCount
}

/** `card` can take a card from now on (see `hostable`); the class it hosts has a parent. */
function hosts(card: number): void {
  if (hostable[card] === 1) return
  // A card up now takes one only with takebacks, and then from the start.
  if (upAtStart[card] === 1) return
  hostable[card] = 1
  const kind = HOSTS[card] ?? -1
  if (kind >= 0) hostFound[kind] = 1
}

/**
 * What the last `stuckCardBound` found, per card (for its test): can go up, can leave its
 * tableau place, can reach the waste top.
 */
export const lastFixpoint = {
  up: up as Readonly<Uint8Array>,
  left: left as Readonly<Uint8Array>,
  apart: apart as Readonly<Uint8Array>,
  atHand: atHand as Readonly<Uint8Array>,
  /** Per card: a stock or waste card can reach a tableau pile. */
  placed: placed as Readonly<Uint8Array>,
  /** Per card × parent (card × 2 + h, h 0 for the parent of the lower suit): every fact drawn
   * from the card reaching a parent held with the card first of its pair onto that parent
   * (shared-parents.ts), and with it second. */
  asFirst: asFirst as Readonly<Uint8Array>,
  asSecond: asSecond as Readonly<Uint8Array>,
  /** Per card: it can take a card at some point. */
  hostable: hostable as Readonly<Uint8Array>,
  /** Some pile can get empty (a king can get one). */
  get emptyPile(): boolean {
    return emptyPile
  },
}

/**
 * After a `stuckCardBound` with the stock or waste card `card` held (never leaving the cycle):
 * whether the rules would let it leave given what that fixpoint found, up (`GOES_UP`) or onto
 * the tableau (`PLACED`). Read before it leaves, that is all any line can have done by the time
 * it does (held-cards.ts).
 */
export function wouldLeave(b: SaratogaBoard, card: number): number {
  if (atHand[card] === 0) return 0
  const goesUp = predecessorUp(card) ? GOES_UP : 0
  const lands = rank(card) === 13 ? emptyPile : parentAtHand(card)
  return goesUp | (lands ? PLACED : 0)
}

const GOES_UP = 1
export const PLACED = 2

/** After a `stuckCardBound` on the board: `card` lies in the tableau right on one of its parents. */
export const liesOnParent = (card: number): boolean => pileOf[card] !== 0 && onBelow[card] === 1

/**
 * The tableau card `card` is a pile top at some point: it is now, or the card on it can come off
 * it (with `separation`; else, more loosely, leave its place, maybe still on it).
 */
function topAt(card: number): boolean {
  const above = aboveOf[card] ?? -1
  return above === -1 || (separation ? apart[above] : left[above]) === 1
}

/** A tableau card goes up only from a pile top (without `separation`: once it can leave). */
const comesTop = (card: number): boolean => (separation ? topAt(card) : left[card] === 1)

/** The card on top of a run's top card is off it (read as `topAt` reads the card on a card). */
const offRun = (card: number): boolean => (separation ? apart[card] : left[card]) === 1

/**
 * The tableau card `card` comes off the card under it: up from a pile top, or as the base of a
 * run moved onto a parent (the cards above it building on it, or the first that does not off the
 * run). A card that only moves with a run from under it stays on the card under it.
 */
function comesApart(card: number): boolean {
  if (topAt(card) && predecessorUp(card)) return true
  if (!runAboveFree(card)) return false
  return rank(card) === 13 ? emptyPile : onParent(card)
}

/** The cards above the tableau card `card` still build on it, or the first that does not has
 * gone. */
function runAboveFree(card: number): boolean {
  const top = runBreak[card] ?? -1
  return top === -1 || offRun(top)
}

/** Rule (a) or (b) above for the tableau card `card`. */
function canLeave(card: number): boolean {
  if (topAt(card) && predecessorUp(card)) return true
  if (!runAboveFree(card)) return false
  for (let base = card; ;) {
    if (rank(base) === 13 ? emptyPile : onParent(base)) return true
    if (onBelow[base] === 0) break
    base = belowOf[base] ?? 0
  }
  return false
}

function somePileEmpties(b: SaratogaBoard): boolean {
  for (let t = 0; t < 7; t++) {
    let all = true
    for (let k = 0; k < (b.tabLen[t] ?? 0) && all; k++) all = left[b.tab[t * 52 + k] ?? 0] === 1
    if (all) return true
  }
  return false
}

/** The card one rank lower of its suit is up, or can get there. */
const predecessorUp = (card: number): boolean => rank(card) === 1 || up[card - 1] === 1

/** `card` reaches a parent (`parentAtHand`), noted in `asFirst` and `asSecond`. */
function onParent(card: number): boolean {
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
  if (recording && asFirst[at] === 1) brokeFirst[at] = round
  asFirst[at] = 0
}

/** A note of `asSecond` breaks (kept with its round in a plain fixpoint). */
function breakSecond(at: number): void {
  if (recording && asSecond[at] === 1) brokeSecond[at] = round
  asSecond[at] = 0
}

/** A parent of `card` (one rank higher, the other colour) can be a pile top at some point. */
function parentAtHand(card: number): boolean {
  if (card === freeCard) return true
  const r = role[card] ?? 0
  if (r === 0) return hostFound[rank(card) * 2 + (red(card) ? 1 : 0)] === 1
  if (r === 1) return hostable[roleHost[card] ?? 0] === 1
  const other = roleOther[card] ?? -1
  const otherTakes = other >= 0 && hostable[other] === 1
  return hostable[roleHost[card] ?? 0] === 1 && (up[rolePartner[card] ?? 0] === 1 || otherTakes)
}
