// A proof that a Sir Tommy deal (rank-only foundations, no waste-to-waste moves) cannot be won:
// its waste piles as stacks of blockers.
//
// A waste card leaves only for a foundation, so every card above x in its pile goes up before x.
// When x (rank r) goes up, each card of a higher rank s above it is on a foundation, two of one
// rank on two foundations: so at least m(x) = max over s > r of (cards of rank s above x)
// foundations are past r, and each holds a card of rank r that went up before x. The rank-r
// cards go up one after another, the j-th (counting those up already) after j − 1 others: a win
// needs an order in which each card's m fits, i.e. sorted by m, the j-th m is at most j − 1.

/** What the test reads of a Sir Tommy position (SirTommyPosition). */
export interface BlockerView {
  readonly waste: Int8Array
  readonly wasteLen: Int32Array
  readonly wastes: number
  readonly fLen: Int32Array
}

// Scratch space: the check allocates nothing (the search is single-threaded).
const above = new Int32Array(15)
/** needs[r × 5 + m]: waste cards of rank r with m(x) = m (m is at most 4). */
const needs = new Int32Array(15 * 5)

/** False when no order of play can put every waste card up. */
export function blockersAllowWin(p: BlockerView): boolean {
  needs.fill(0)
  for (let w = 0; w < p.wastes; w++) {
    above.fill(0)
    for (let k = (p.wasteLen[w] ?? 0) - 1; k >= 0; k--) {
      const r = ((p.waste[w * 52 + k] ?? 0) % 13) + 1
      let m = 0
      for (let s = r + 1; s <= 13; s++) if ((above[s] ?? 0) > m) m = above[s] ?? 0
      if (m > 0) needs[r * 5 + Math.min(m, 4)] = (needs[r * 5 + Math.min(m, 4)] ?? 0) + 1
      above[r] = (above[r] ?? 0) + 1
    }
  }
  for (let r = 1; r <= 13; r++) {
    // Rank-r cards up already: the foundations of height r or more.
    let up = 0
    for (let f = 0; f < 4; f++) if ((p.fLen[f] ?? 0) >= r) up++
    // The cards still down take turns up + 1 … 4, turn t after t − 1 others (Hall's condition:
    // the cards needing m or more predecessors fit in the turns t > m still free).
    let demanding = 0
    for (let m = 4; m >= 1; m--) {
      demanding += needs[r * 5 + m] ?? 0
      if (demanding > 4 - Math.max(up, m)) return false
    }
  }
  return true
}
