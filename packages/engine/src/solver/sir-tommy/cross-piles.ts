// A proof of loss for Sir Tommy's rank-only foundations (no waste-to-waste moves, no redeal
// left): can every card still go up, reading all the piles at once?
//
// The dead-card rule (dead-cards.ts) reads one pile at a time and starts from "every card is
// live", so it never sees a cycle across piles (kings on two piles' threes, the fours that need
// those threes lying on the sevens that the kings wait for). This is the least fixpoint instead:
// start with nothing lifted, and lift a card when nothing unlifted lies on it and a foundation
// one below its rank might exist by then. Stock and pending cards lie under nothing.
//
// Sound: take any winning line. Each card it puts up is lifted, by induction along the line:
// when it puts up x (rank s), every card above x went up before (lifted), so x is uncovered; the
// foundations hold no more cards of any rank j than are up now or lifted (`supply[j]`), so at
// least one foundation at s − 1 beyond those already past s means min over j < s of supply[j] >
// the real count of rank-s cards up then, which is at least `upNow[s]` and at least x's `need`
// (blockers.ts: with c cards of one higher rank t above x, all up, c foundations passed s). Lifts
// only grow the supplies, so the order of lifting does not matter. If some card is never lifted,
// no line wins.
import type { DeadCardView } from './dead-cards.js'

const rank = (card: number): number => (card % 13) + 1

// Scratch space: the check allocates nothing (the search is single-threaded).
/** Per rank: foundations past it now; cards that might be up (now or lifted). */
const upNow = new Int32Array(15)
const supply = new Int32Array(15)
/** Per rank: stock and pending cards not yet lifted. */
const loose = new Int32Array(15)
/** Per pile: cards lifted off its top; per waste slot (w × 52 + k): that card's need. */
const lifted = new Int32Array(8)
const need = new Int8Array(8 * 52)
const above = new Int32Array(15)

/** A card of rank s with `need` might go up once the lifted cards are up. */
function liftable(s: number, needed: number): boolean {
  let cap = 4
  for (let j = 1; j < s; j++) if ((supply[j] ?? 0) < cap) cap = supply[j] ?? 0
  return cap > Math.max(upNow[s] ?? 0, needed)
}

/** False when no order of play can put every card up. */
export function crossPilesAllowWin(p: DeadCardView): boolean {
  for (let r = 1; r <= 13; r++) {
    let up = 0
    for (let f = 0; f < 4; f++) if ((p.fLen[f] ?? 0) >= r) up++
    upNow[r] = up
    supply[r] = up
  }
  loose.fill(0)
  for (let k = 0; k < p.stockLen; k++) loose[rank(p.stock[k] ?? 0)]!++
  if (p.pending >= 0) loose[rank(p.pending)]!++
  for (let w = 0; w < p.wastes; w++) {
    lifted[w] = 0
    above.fill(0)
    for (let k = (p.wasteLen[w] ?? 0) - 1; k >= 0; k--) {
      const r = rank(p.waste[w * 52 + k] ?? 0)
      let m = 0
      for (let t = r + 1; t <= 13; t++) if ((above[t] ?? 0) > m) m = above[t] ?? 0
      need[w * 52 + k] = m
      above[r]!++
    }
  }
  for (let changed = true; changed;) {
    changed = false
    for (let r = 1; r <= 13; r++) {
      if ((loose[r] ?? 0) > 0 && liftable(r, 0)) {
        supply[r] = (supply[r] ?? 0) + (loose[r] ?? 0)
        loose[r] = 0
        changed = true
      }
    }
    for (let w = 0; w < p.wastes; w++) {
      for (let k = (p.wasteLen[w] ?? 0) - 1 - (lifted[w] ?? 0); k >= 0; k--) {
        const r = rank(p.waste[w * 52 + k] ?? 0)
        if (!liftable(r, need[w * 52 + k] ?? 0)) break
        supply[r]!++
        lifted[w]!++
        changed = true
      }
    }
  }
  for (let r = 1; r <= 13; r++) if ((loose[r] ?? 0) > 0) return false
  for (let w = 0; w < p.wastes; w++) if ((lifted[w] ?? 0) < (p.wasteLen[w] ?? 0)) return false
  return true
}
