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
//
// This file is the search over the coming cards; stock-levels.ts keeps the abstract positions it
// steps through, one level per card, and runs the Hall check on them.
import type { SirTommyBoard } from './board.js'
import { deadCardBound, type DeadCardView } from './dead-cards.js'
import { rankOf } from './encoding.js'
import {
  copyLevel,
  hallHolds,
  levelAt,
  MAX_DEPTH,
  place,
  putUp,
  startLevels,
} from './stock-levels.js'

/** Stock cards followed ahead, and branches tried, before the test gives up (no proof). */
const LOOKAHEAD = { depth: 8, steps: 400 }

/** Per level (lift's answer): how many top cards of each pile might go up before the next card. */
const liftTop = Array.from({ length: MAX_DEPTH + 1 }, () => new Int32Array(8))

const coming = new Int8Array(53)
/** Foundations past each rank (cards of that rank up), rank 0 counted as 4. */
const upCount = new Int32Array(15)
const supply = new Int32Array(15)
/** Cards with nothing above them not yet counted in `supply`, per rank; the stock past the
 * cards followed, per rank. */
const free = new Int32Array(15)
const restRank = new Int32Array(15)

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
  startLevels(p)
  for (let k = 0; k < restStart; k++) {
    const r = rankOf(p.stock[k] ?? 0)
    restRank[r] = (restRank[r] ?? 0) + 1
  }
  steps = 0
  return explore(0)
}

function explore(level: number): boolean {
  if (++steps > LOOKAHEAD.steps) return true // out of patience: no proof
  if (!hallHolds(level, wastes, upCount)) return false
  // With every card still to come free, every card must still be able to go up.
  if (!lift(level, true)) return false
  if (!coresCanWin(level)) return false
  if (level >= comingLen) return true
  lift(level, false)
  const z = coming[level] ?? 0
  const s = rankOf(z)
  if (slotFree(s)) {
    copyLevel(level)
    putUp(level + 1, s)
    if (explore(level + 1)) return true
  }
  let emptyTried = false
  const len = levelAt(level).lens
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
  const { piles: pile, lens: len, floatRank: fr, upExtra: extra } = levelAt(level)
  const top = liftTop[level]!
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

/** The coming cards that went up at this level, per rank: each holds a place of its rank. */
let curExtra = levelAt(0).upExtra

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
  const { piles: pile, lens: len, floatRank: fr, upExtra: extra } = levelAt(level)
  const top = liftTop[level]!
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
