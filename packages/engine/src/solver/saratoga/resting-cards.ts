// A count for Saratoga's lost positions (rules 2.4–2.8): a tableau card C that can never go up
// stays in the tableau to the end of every line, resting on a card all along. A card moves only
// to its foundation or in a run: as the run's base onto a parent (one rank higher, the other
// colour; only a king goes to an empty pile), else with the card under it. So at the end C rests
// on the card under it now (if it never was a run's base) or on one of its parents not up now
// that can be a pile top at some point (the fixpoint's `hostable`).
// That card is covered at the end, so it never went up (no takebacks), nor did the cards above it
// in its suit: each line gives up the suit from one of C's resting cards on. Where every resting
// card of C could go up by the stuck-card fixpoint, the count drops however the line chooses. The
// cards given up that lie in the tableau never go up either, and end resting too: each choice is
// read on, until no card left gives anything up.
//
// solvability-124, 7 cards up: 3♣ (clubs can never go up) lies on 4♥ in the run 4♥ 3♣ 2♥, and the
// fixpoint lets 4♥ 5♥ and 4♦ 5♦ all go up, 14 cards; 3♣ ends on 4♥ or on 4♦, so at most 12.
import type { SaratogaBoard } from './board.js'
import { belowOf, HIGH, LOW, tabCount, tabOrder } from './stuck-layout.js'

const rank = (card: number): number => (card % 13) + 1
const suitOf = (card: number): number => (card / 13) | 0
/** Choices of resting cards read at most; past them, a branch is read as it stands (a bound). */
const MAX_CHOICES = 256

/** Per tableau card read: up to three places it can end resting on (-1 past them). */
const resting = new Int8Array(52 * 3)
/** Per depth of the reading: each suit's highest rank that can go up, and the card chosen. */
const caps = new Int8Array(4 * 53)
const chosen = new Int8Array(53)
let choices = 0

/**
 * After a `stuckCardBound` on `b` that ran to its end (below 52), `up` its cards that can go up
 * and `hostable` those that can take a card: the most cards up at the end of any line, over every
 * way the cards that never go up can end resting. Without takebacks only (52 with them).
 */
export function restingBound(
  b: SaratogaBoard,
  up: Readonly<Uint8Array>,
  hostable: Readonly<Uint8Array>,
): number {
  if (b.takebacks) return 52
  for (let suit = 0; suit < 4; suit++) {
    let n = 0
    while (n < 13 && up[suit * 13 + n] === 1) n++
    caps[suit] = n
  }
  for (let i = 0; i < tabCount; i++) {
    const card = tabOrder[i] ?? 0
    resting.fill(-1, card * 3, card * 3 + 3)
    const below = belowOf[card] ?? -1
    if (rank(card) === 13 || below === -1) continue // a king may end on an empty pile
    let n = 0
    for (const on of [below, LOW[card] ?? 0, HIGH[card] ?? 0]) {
      if ((b.fLen[suitOf(on)] ?? 0) >= rank(on)) continue // up now: not a place to end on
      if (on !== below && hostable[on] !== 1) continue // never a pile top: nothing lands on it
      if (n === 0 || resting[card * 3] !== on) resting[card * 3 + n++] = on
    }
  }
  choices = 0
  return most(0)
}

/** Whether `card` can go up under the caps at `at`. */
const goesUp = (card: number, at: number): boolean => rank(card) <= (caps[at + suitOf(card)] ?? 0)

/**
 * The largest count under the caps at `depth`: a tableau card not chosen yet that never goes up
 * under them, whose every place to end on still can, is read in each of those places (each caps
 * that place's suit below it); with none left, the caps' count.
 */
function most(depth: number): number {
  const at = depth * 4
  let card = -1
  for (let i = 0; i < tabCount && card < 0 && choices < MAX_CHOICES; i++) {
    const c = tabOrder[i] ?? 0
    if (resting[c * 3] === -1 || goesUp(c, at)) continue
    let costs = true
    for (let k = 0; k < 3 && costs; k++) {
      const on = resting[c * 3 + k] ?? -1
      if (on >= 0 && !goesUp(on, at)) costs = false
    }
    for (let d = 0; d < depth && costs; d++) if (chosen[d] === c) costs = false
    if (costs) card = c
  }
  if (card < 0)
    return (caps[at] ?? 0) + (caps[at + 1] ?? 0) + (caps[at + 2] ?? 0) + (caps[at + 3] ?? 0)
  chosen[depth] = card
  let best = 0
  for (let k = 0; k < 3; k++) {
    const on = resting[card * 3 + k] ?? -1
    if (on < 0) break
    choices++
    caps.copyWithin(at + 4, at, at + 4)
    caps[at + 4 + suitOf(on)] = rank(on) - 1
    best = Math.max(best, most(depth + 1))
  }
  return best
}
