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
//
// This file runs the fixpoint; the rules for one card are stuck-rules.ts, what it has found
// stuck-facts.ts, the board's layout stuck-layout.ts, pair orders stuck-orders.ts.
import type { SaratogaBoard } from './board.js'
import { markAtHand } from './stock-cycle.js'
import {
  apart,
  asFirst,
  asSecond,
  atHand,
  gone,
  hostable,
  hostFound,
  left,
  pass,
  placed,
  state,
  up,
} from './stuck-facts.js'
import {
  HOSTS,
  belowOf,
  hostableAtStart,
  pileOf,
  readLayout,
  tabCount,
  tabOrder,
} from './stuck-layout.js'
import { readOrders, role, roleHost } from './stuck-orders.js'
import {
  canLeave,
  comesApart,
  comesTop,
  hosts,
  onParent,
  predecessorUp,
  somePileEmpties,
} from './stuck-rules.js'
import {
  forgetRounds,
  restoreRound,
  resumed,
  resumeRound,
  saveRound,
  startRecording,
} from './stuck-saved-rounds.js'

const rank = (card: number): number => (card % 13) + 1

/** How many times the fixpoint has grown during this call. */
let grown = 0
/** Per stock or waste card (held-cards.ts): 1 it never leaves the cycle (nor goes up), 2 it is
 * never put on the tableau (it may go up); 0 as the rules allow. */
const noHold = new Uint8Array(52)
let hold: Readonly<Uint8Array> = noHold

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
 * on the tableau. With `sameBoard`, `b` is the board of the last call, unchanged since: its
 * layout (places, runs) is not read again.
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
): number {
  pass.separation = apartOnly
  hold = held ?? noHold
  readOrders(orders, count)
  if (!sameBoard) {
    readLayout(b)
    forgetRounds()
  }
  pass.recording = count === 0 && held === null && !wholeFixpoint
  let upCount = 0
  const from =
    sameBoard && count > 0 && held === null && !wholeFixpoint && !b.takebacks
      ? resumeRound(stockCycle, apartOnly, role, roleHost)
      : -1
  if (from >= 0) {
    restoreRound(from, state)
    grown = resumed.grown
    upCount = resumed.upCount
    pass.emptyPile = resumed.emptyPile
    pass.round = from
  } else {
    if (pass.recording) startRecording(stockCycle, apartOnly)
    grown = 0
    pass.round = 0
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
    pass.emptyPile = false
  }
  // Once every card can go up the count is 52 whatever else grows (the test reads it all).
  for (let was = -1; was !== grown && (wholeFixpoint || upCount < 52);) {
    if (pass.recording) saveRound(pass.round, state, grown, upCount, pass.emptyPile)
    was = grown
    if (!pass.emptyPile) pass.emptyPile = somePileEmpties(b)
    if (stockCycle && markAtHand(b, gone, atHand)) grown++
    for (let i = 0; i < tabCount; i++) {
      const card = tabOrder[i] ?? 0
      if (pass.separation && apart[card] === 0 && comesApart(card)) {
        apart[card] = 1
        // The card under it is a pile top then.
        if (belowOf[card] !== -1) hosts(belowOf[card] ?? 0)
        grown++
      }
      if (left[card] === 0 && canLeave(card)) {
        left[card] = 1
        if (!pass.separation) {
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
        (rank(card) === 13 ? pass.emptyPile : onParent(card))
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
    pass.round++
  }
  return upCount
}
