// A proof of loss for Sir Tommy's rank-only foundations (rules 1.4): cards that can never go up.
//
// A waste card leaves its pile only for a foundation (no moves between wastes), so a card with
// a card above it that never goes up never goes up either. And a card of rank r goes up only
// onto a foundation of height r − 1: from the highest foundation below r, one card of every rank
// in between must go up first, and none of those can be a card lying under it in its own pile.
// Repeating both rules until nothing changes leaves the dead cards; the foundations can then
// hold at most, rank by rank, as many cards as every lower rank can still supply.

/** What the bounds and checks read of a Sir Tommy position (SirTommyPosition). */
export interface DeadCardView {
  readonly stock: Int8Array
  readonly stockLen: number
  readonly pending: number
  readonly waste: Int8Array
  readonly wasteLen: Int32Array
  readonly wastes: number
  readonly fLen: Int32Array
}

const rank = (card: number): number => (card % 13) + 1
const count = (counts: Int32Array, r: number): void => {
  counts[r] = (counts[r] ?? 0) + 1
}

// Scratch space: the bound allocates nothing (the search is single-threaded).
const dead = new Uint8Array(52)
/** Per rank: stock and pending cards (nothing lies under them), and whether they can go up. */
const loose = new Int32Array(15)
const looseOk = new Uint8Array(15)
/** Per rank: cards not on the foundations and not known dead; and those under the current card. */
const alive = new Int32Array(15)
const below = new Int32Array(15)
/** Per rank r: the height of the highest foundation below r (-1 when all four are past r). */
const startAt = new Int32Array(15)

/** The most cards the foundations can ever hold (rank-only foundations, no waste-to-waste). */
export function deadCardBound(p: DeadCardView): number {
  for (let r = 1; r <= 13; r++) {
    let height = -1
    for (let f = 0; f < 4; f++) {
      const h = p.fLen[f] ?? 0
      if (h < r && h > height) height = h
    }
    startAt[r] = height
  }
  dead.fill(0)
  loose.fill(0)
  looseOk.fill(1)
  for (let k = 0; k < p.stockLen; k++) count(loose, rank(p.stock[k] ?? 0))
  if (p.pending >= 0) count(loose, rank(p.pending))
  for (let changed = true; changed;) {
    changed = false
    for (let r = 1; r <= 13; r++) alive[r] = looseOk[r] === 1 ? (loose[r] ?? 0) : 0
    for (let w = 0; w < p.wastes; w++) {
      for (let k = 0; k < (p.wasteLen[w] ?? 0); k++) {
        const card = p.waste[w * 52 + k] ?? 0
        if (dead[card] === 0) count(alive, rank(card))
      }
    }
    below.fill(0)
    for (let r = 1; r <= 13; r++) {
      if (looseOk[r] === 1 && (loose[r] ?? 0) > 0 && !reachable(r)) {
        looseOk[r] = 0
        changed = true
      }
    }
    for (let w = 0; w < p.wastes; w++) {
      const len = p.wasteLen[w] ?? 0
      below.fill(0)
      let deadAt = -1
      for (let k = 0; k < len; k++) {
        const card = p.waste[w * 52 + k] ?? 0
        const r = rank(card)
        if (dead[card] === 0 && !reachable(r)) {
          dead[card] = 1
          changed = true
        }
        if (dead[card] === 1) deadAt = k
        else count(below, r)
      }
      // Everything under a dead card is dead.
      for (let k = 0; k < deadAt; k++) {
        const card = p.waste[w * 52 + k] ?? 0
        if (dead[card] === 0) {
          dead[card] = 1
          changed = true
        }
      }
    }
  }
  // Rank by rank, no more foundations reach r than reach r − 1 or than rank r has cards for.
  let bound = 0
  let supply = 4
  for (let r = 1; r <= 13; r++) {
    let up = 0
    for (let f = 0; f < 4; f++) if ((p.fLen[f] ?? 0) >= r) up++
    supply = Math.min(supply, up + (alive[r] ?? 0))
    bound += supply
  }
  return bound
}

/**
 * Can a card of rank r find a foundation of height r − 1? Every rank from the highest
 * foundation below r up to r − 1 needs a live card that is not under this one (`below`: the
 * live cards under the card being checked in its waste pile; empty for stock cards).
 */
function reachable(r: number): boolean {
  const height = startAt[r] ?? -1
  if (height < 0) return false // every foundation is past r: all four of rank r are up
  for (let j = height + 1; j < r; j++) {
    if ((alive[j] ?? 0) - (below[j] ?? 0) <= 0) return false
  }
  return true
}
