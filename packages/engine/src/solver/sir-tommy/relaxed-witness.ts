// The relaxed game's last win, tried again (static-solve.ts): the search asks about one position
// after another that differ by a card or two, so the line that won the previous relaxed game
// often wins this one too, and replaying it costs a few dozen steps where a search costs
// hundreds of positions. A replay that goes through is a relaxed win (each play is checked as the
// relaxed game allows it); one that does not proves nothing and the search runs as before.
import type { DeadCardView } from './dead-cards.js'

/** What the replay reads of a Sir Tommy position (static-solve.ts's view). */

/** A line: a waste card by its number (0…51), or 52 + r for any free card of rank r. */
export const FREE = 52

const rank = (card: number): number => (card % 13) + 1

// Scratch space (the search is single-threaded).
const up = new Int32Array(15)
const free = new Int32Array(15)
const len = new Int32Array(8)
/** Per card: its waste pile and height, -1 when it lies on none; whether it is to turn. */
const pileOf = new Int8Array(52)
const heightOf = new Int8Array(52)
const toTurn = new Uint8Array(52)

/** True when `line` (its first n plays) wins the relaxed game of `p`. */
export function witnessHolds(p: DeadCardView, line: Int8Array, n: number): boolean {
  if (n === 0) return false
  up.fill(0)
  up[0] = 4
  let left = 52
  for (let r = 1; r <= 13; r++) {
    for (let f = 0; f < 4; f++) if ((p.fLen[f] ?? 0) >= r) up[r]!++
    left -= up[r] ?? 0
  }
  free.fill(0)
  toTurn.fill(0)
  pileOf.fill(-1)
  for (let k = 0; k < p.stockLen; k++) turn(p.stock[k] ?? 0)
  if (p.pending >= 0) turn(p.pending)
  for (let w = 0; w < p.wastes; w++) {
    len[w] = p.wasteLen[w] ?? 0
    for (let k = 0; k < (len[w] ?? 0); k++) {
      const card = p.waste[w * 52 + k] ?? 0
      pileOf[card] = w
      heightOf[card] = k
    }
  }
  for (let i = 0; i < n; i++) {
    const e = line[i] ?? 0
    let r: number
    if (e >= FREE) {
      r = e - FREE
      if ((free[r] ?? 0) === 0) return false
      free[r]!--
    } else {
      r = rank(e)
      const w = pileOf[e] ?? -1
      if (w >= 0) {
        if (heightOf[e] !== (len[w] ?? 0) - 1) return false
        len[w]!--
        pileOf[e] = -1
      } else if (toTurn[e] === 1) {
        if ((free[r] ?? 0) === 0) return false
        free[r]!--
        toTurn[e] = 0
      } else {
        continue // up already here
      }
    }
    if ((up[r - 1] ?? 0) <= (up[r] ?? 0)) return false
    up[r]!++
    left--
  }
  return left === 0
}

function turn(card: number): void {
  toTurn[card] = 1
  free[rank(card)]!++
}
