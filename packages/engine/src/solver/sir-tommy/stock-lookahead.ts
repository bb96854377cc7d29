// A proof of loss for Sir Tommy (rank-only foundations, no waste-to-waste moves, no redeal left)
// that reads the stock in order: where the coming cards must land.
//
// The blocker test (blockers.ts) treats stock cards as free. But each card turned either goes up
// at once or lands on one of the waste piles, above every card of that pile still down. So the
// next cards are followed one by one, each either "up" (only when it could be: a foundation one
// below its rank is reachable, counting the waste cards that might reach the foundations first)
// or placed on a pile. Placing card z on pile w: the top run of w that might go up before z is
// played (a relaxation: every card that could, did) floats free, keeping the blockers it already
// has and taking no more; every card below it gets z above it. A card above x goes up before x
// ever did, which is all the blocker test needs, so its Hall check holds on every such abstract
// position that a winning line passes through. If it fails on every branch, no line wins.
//
// Soundness in short: a card "up" is dropped (fewer constraints); a card that went up in the
// real line but is still down here has need ≤ foundations past its rank at the time it went up,
// so keeping it never breaks a check the real line passes; floating cards take no new blockers;
// "could go up" over-approximates (slots counted from the foundations now, supplies from every
// card that might be up). Checked against a plain exhaustive search (exhaustive.test.ts).
import type { SirTommyBoard } from './board.js'
import { deadCardBound, type DeadCardView } from './dead-cards.js'

/** Stock cards followed ahead, and branches tried, before the test gives up (no proof). */
const LOOKAHEAD = { depth: 8, steps: 400 }

const MAX_DEPTH = 53
/** Per level: the piles as lists (core and cards placed on it, bottom first), per-pile lengths. */
const piles = Array.from({ length: MAX_DEPTH + 1 }, () => new Int8Array(8 * 52))
const lens = Array.from({ length: MAX_DEPTH + 1 }, () => new Int32Array(8))
/**
 * Per level: cards floated off pile w, by rank (w × 14 + rank), and the height below which they
 * were above every card (one group a pile: a later group is merged into it at the lower height,
 * which only forgets blockers).
 */
const floated = Array.from({ length: MAX_DEPTH + 1 }, () => new Int32Array(8 * 14))
const floor = Array.from({ length: MAX_DEPTH + 1 }, () => new Int32Array(8))
/** Per level: floating cards' needs (rank × 5 + need) and their count per rank (for supply). */
const floatNeeds = Array.from({ length: MAX_DEPTH + 1 }, () => new Int32Array(15 * 5))
const floatRank = Array.from({ length: MAX_DEPTH + 1 }, () => new Int32Array(15))
/** Per level: coming cards that went up, per rank (supply only). */
const upExtra = Array.from({ length: MAX_DEPTH + 1 }, () => new Int32Array(15))
/** Per level: how many top cards of each pile might go up before the next card is played. */
const liftTop = Array.from({ length: MAX_DEPTH + 1 }, () => new Int32Array(8))

const coming = new Int8Array(53)
/** Foundations past each rank (cards of that rank up), rank 0 counted as 4. */
const upCount = new Int32Array(15)
const needs = new Int32Array(15 * 5)
const above = new Int32Array(15)
const supply = new Int32Array(15)
/** Cards with nothing above them not yet counted in `supply`, per rank; the stock past the
 * cards followed, per rank. */
const free = new Int32Array(15)
const restRank = new Int32Array(15)
const rankOf = (card: number): number => (card % 13) + 1

/** The dead-card bound's view of a level: the piles' cores, every other card loose. */
const viewWaste = new Int8Array(8 * 52)
const viewLen = new Int32Array(8)
const viewStock = new Int8Array(53)
const view: DeadCardView & { stockLen: number; wastes: number; fLen: Int32Array } = {
  stock: viewStock,
  stockLen: 0,
  pending: -1,
  waste: viewWaste,
  wasteLen: viewLen,
  wastes: 0,
  fLen: new Int32Array(4),
}
let restStart = 0
let restStock: Int8Array = viewStock

let wastes = 0
let comingLen = 0
let steps = 0

/** False when no order of play, whatever the piles the coming cards land on, wins. */
export function stockAllowsWin(p: SirTommyBoard): boolean {
  wastes = p.wastes
  view.wastes = p.wastes
  view.fLen.set(p.fLen)
  restStock = p.stock
  restStart = p.stockLen
  comingLen = 0
  restRank.fill(0)
  if (p.pending >= 0) coming[comingLen++] = p.pending
  for (let k = p.stockLen - 1; k >= 0 && comingLen < LOOKAHEAD.depth; k--) {
    coming[comingLen++] = p.stock[k] ?? 0
    restStart = k
  }
  upCount[0] = 4
  for (let r = 1; r <= 13; r++) {
    let up = 0
    for (let f = 0; f < 4; f++) if ((p.fLen[f] ?? 0) >= r) up++
    upCount[r] = up
  }
  piles[0]!.set(p.waste.subarray(0, 8 * 52))
  lens[0]!.set(p.wasteLen)
  floated[0]!.fill(0)
  floor[0]!.fill(0)
  floatNeeds[0]!.fill(0)
  floatRank[0]!.fill(0)
  upExtra[0]!.fill(0)
  for (let k = 0; k < restStart; k++) {
    const r = rankOf(p.stock[k] ?? 0)
    restRank[r] = (restRank[r] ?? 0) + 1
  }
  steps = 0
  return explore(0)
}

function explore(level: number): boolean {
  if (++steps > LOOKAHEAD.steps) return true // out of patience: no proof
  if (!hallHolds(level)) return false
  // With every card still to come free, every card must still be able to go up.
  if (!lift(level, true)) return false
  if (!coresCanWin(level)) return false
  if (level >= comingLen) return true
  lift(level, false)
  const z = coming[level] ?? 0
  const s = rankOf(z)
  if (slotFree(s)) {
    copyLevel(level)
    const extra = upExtra[level + 1]!
    extra[s] = (extra[s] ?? 0) + 1
    if (explore(level + 1)) return true
  }
  let emptyTried = false
  const len = lens[level]!
  const top = liftTop[level]!
  for (let w = 0; w < wastes; w++) {
    const core = (len[w] ?? 0) - (top[w] ?? 0)
    if (core === 0) {
      if (emptyTried) continue
      emptyTried = true
    }
    copyLevel(level)
    place(level + 1, w, core, z)
    if (explore(level + 1)) return true
  }
  return false
}

/** The dead-card bound on this level's cores, every other card loose: a win needs 52. */
function coresCanWin(level: number): boolean {
  const pile = piles[level]!
  const len = lens[level]!
  const top = liftTop[level]!
  const fr = floatRank[level]!
  const extra = upExtra[level]!
  let loose = 0
  // Cards loose by rank need only their rank in the bound: any card of the rank stands for it.
  for (let r = 1; r <= 13; r++) {
    for (let n = (fr[r] ?? 0) + (extra[r] ?? 0); n > 0; n--) viewStock[loose++] = r - 1
  }
  for (let i = level; i < comingLen; i++) viewStock[loose++] = coming[i] ?? 0
  for (let k = 0; k < restStart; k++) viewStock[loose++] = restStock[k] ?? 0
  for (let w = 0; w < wastes; w++) {
    const core = (len[w] ?? 0) - (top[w] ?? 0)
    for (let k = core; k < (len[w] ?? 0); k++) viewStock[loose++] = pile[w * 52 + k] ?? 0
    viewWaste.set(pile.subarray(w * 52, w * 52 + core), w * 52)
    viewLen[w] = core
  }
  view.stockLen = loose
  return deadCardBound(view) >= 52
}

function copyLevel(level: number): void {
  piles[level + 1]!.set(piles[level]!)
  lens[level + 1]!.set(lens[level]!)
  floated[level + 1]!.set(floated[level]!)
  floor[level + 1]!.set(floor[level]!)
  floatNeeds[level + 1]!.set(floatNeeds[level]!)
  floatRank[level + 1]!.set(floatRank[level]!)
  upExtra[level + 1]!.set(upExtra[level]!)
}

/** Card z lands on pile w; the cards above its first `core` cards float off first. */
function place(level: number, w: number, core: number, z: number): void {
  const pile = piles[level]!
  const len = lens[level]!
  const fl = floated[level]!
  const fn = floatNeeds[level]!
  const fr = floatRank[level]!
  const fb = floor[level]!
  const b = fb[w] ?? 0
  // Each floating card keeps the blockers it has now: those above it in the pile, and those
  // floated off the pile before.
  above.fill(0)
  for (let k = (len[w] ?? 0) - 1; k >= core; k--) {
    if (k === b - 1) addFloated(fl, w)
    const r = rankOf(pile[w * 52 + k] ?? 0)
    const m = needOf(r)
    if (m > 0) fn[r * 5 + m] = (fn[r * 5 + m] ?? 0) + 1
    fr[r] = (fr[r] ?? 0) + 1
    above[r] = (above[r] ?? 0) + 1
  }
  // The cards floated now were above the first `core` cards; so were the older ones, when
  // b ≥ core. Otherwise both are kept as above the first b only.
  if (b >= core) {
    if (b === core) addFloated(fl, w)
    for (let r = 0; r <= 13; r++) fl[w * 14 + r] = above[r] ?? 0
    fb[w] = core
  } else {
    for (let r = 0; r <= 13; r++) fl[w * 14 + r] = (fl[w * 14 + r] ?? 0) + (above[r] ?? 0)
  }
  pile[w * 52 + core] = z
  len[w] = core + 1
}

function addFloated(fl: Int32Array, w: number): void {
  for (let r = 0; r <= 13; r++) above[r] = (above[r] ?? 0) + (fl[w * 14 + r] ?? 0)
}

/** A card of rank r's need: the most cards of one higher rank in `above`, at most 4. */
function needOf(r: number): number {
  let m = 0
  for (let s = r + 1; s <= 13; s++) if ((above[s] ?? 0) > m) m = above[s] ?? 0
  return m > 4 ? 4 : m
}

/** The blocker test's Hall check on the abstract position of this level. */
function hallHolds(level: number): boolean {
  const pile = piles[level]!
  const len = lens[level]!
  const fl = floated[level]!
  const fb = floor[level]!
  needs.set(floatNeeds[level]!)
  for (let w = 0; w < wastes; w++) {
    above.fill(0)
    const b = fb[w] ?? 0
    for (let k = (len[w] ?? 0) - 1; k >= 0; k--) {
      if (k === b - 1) addFloated(fl, w)
      const r = rankOf(pile[w * 52 + k] ?? 0)
      const m = needOf(r)
      if (m > 0) needs[r * 5 + m] = (needs[r * 5 + m] ?? 0) + 1
      above[r] = (above[r] ?? 0) + 1
    }
  }
  for (let r = 1; r <= 13; r++) {
    const up = upCount[r] ?? 0
    let demanding = 0
    for (let m = 4; m >= 1; m--) {
      demanding += needs[r * 5 + m] ?? 0
      if (demanding > 4 - Math.max(up, m)) return false
    }
  }
  return true
}

/** The coming cards that went up at this level, per rank: each holds a place of its rank. */
let curExtra = upExtra[0]!

/** A card of rank s might go up: more cards of rank s − 1 might be up than rank s are now. */
function slotFree(s: number): boolean {
  // No more foundations are past s − 1 than past any lower rank.
  let cap = 4
  for (let j = 1; j < s; j++) if ((supply[j] ?? 0) < cap) cap = supply[j] ?? 0
  return cap > (upCount[s] ?? 0) + (curExtra[s] ?? 0)
}

/**
 * Which top runs of the piles might go up before the next card is played (a fixpoint that only
 * grows), and `supply`: per rank, the cards that might be up by then.
 */
function lift(level: number, future: boolean): boolean {
  const pile = piles[level]!
  const len = lens[level]!
  const top = liftTop[level]!
  const fr = floatRank[level]!
  const extra = upExtra[level]!
  curExtra = extra
  top.fill(0)
  for (let r = 1; r <= 13; r++) {
    supply[r] = (upCount[r] ?? 0) + (extra[r] ?? 0)
    free[r] = (fr[r] ?? 0) + (future ? (restRank[r] ?? 0) : 0)
  }
  if (future) {
    for (let i = level; i < comingLen; i++) {
      const r = rankOf(coming[i] ?? 0)
      free[r] = (free[r] ?? 0) + 1
    }
  }
  let changed = true
  while (changed) {
    changed = false
    for (let r = 1; r <= 13; r++) {
      if ((free[r] ?? 0) > 0 && slotFree(r)) {
        supply[r] = (supply[r] ?? 0) + (free[r] ?? 0)
        free[r] = 0
        changed = true
      }
    }
    for (let w = 0; w < wastes; w++) {
      let k = (len[w] ?? 0) - 1 - (top[w] ?? 0)
      while (k >= 0) {
        const r = rankOf(pile[w * 52 + k] ?? 0)
        if (!slotFree(r)) break
        supply[r] = (supply[r] ?? 0) + 1
        top[w] = (top[w] ?? 0) + 1
        changed = true
        k--
      }
    }
  }
  for (let r = 1; r <= 13; r++) if ((free[r] ?? 0) > 0) return false
  for (let w = 0; w < wastes; w++) if ((top[w] ?? 0) < (len[w] ?? 0)) return false
  return true
}
