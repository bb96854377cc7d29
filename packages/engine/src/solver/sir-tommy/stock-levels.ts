// The abstract positions the stock lookahead (stock-lookahead.ts) steps through, one level per
// coming card followed: the waste piles with the cards placed on them so far, the cards floated
// off them, and the coming cards that went up; and the blocker test's Hall check (blockers.ts)
// on such a position. Every level is allocated once: the search allocates nothing.
import { rankOf } from './encoding.js'

/** The most levels below the first (a level per card followed). */
export const MAX_DEPTH = 53

/** One level: where the waste piles stand once the coming cards before it are played. */
interface Level {
  /** The piles as lists (core and cards placed on it, bottom first), per-pile lengths. */
  readonly piles: Int8Array
  readonly lens: Int32Array
  /**
   * Cards floated off pile w, by rank (w × 14 + rank), and the height below which they were
   * above every card (one group a pile: a later group is merged into it at the lower height,
   * which only forgets blockers).
   */
  readonly floated: Int32Array
  readonly floor: Int32Array
  /** Floating cards' needs (rank × 5 + need) and their count per rank (for supply). */
  readonly floatNeeds: Int32Array
  readonly floatRank: Int32Array
  /** Coming cards that went up, per rank (supply only). */
  readonly upExtra: Int32Array
}

const levels: Level[] = Array.from({ length: MAX_DEPTH + 1 }, () => ({
  piles: new Int8Array(8 * 52),
  lens: new Int32Array(8),
  floated: new Int32Array(8 * 14),
  floor: new Int32Array(8),
  floatNeeds: new Int32Array(15 * 5),
  floatRank: new Int32Array(15),
  upExtra: new Int32Array(15),
}))

/** What the search reads of a level; it changes one only through the functions below. */
type LevelView = Pick<Level, 'piles' | 'lens' | 'floatRank' | 'upExtra'>

export const levelAt = (level: number): LevelView => levels[level]!

/** Scratch: per rank, the cards above the current one (as blockers). */
const above = new Int32Array(15)
/** Scratch: needs[r × 5 + m], cards of rank r that need m foundations past r first. */
const needs = new Int32Array(15 * 5)

/** What the first level reads of a board (board.ts). */
interface WasteView {
  readonly waste: Int8Array
  readonly wasteLen: Int32Array
}

/** The first level: the board's waste piles, nothing floated, no coming card up. */
export function startLevels(p: WasteView): void {
  const first = levels[0]!
  first.piles.set(p.waste.subarray(0, 8 * 52))
  first.lens.set(p.wasteLen)
  first.floated.fill(0)
  first.floor.fill(0)
  first.floatNeeds.fill(0)
  first.floatRank.fill(0)
  first.upExtra.fill(0)
}

/** The next level starts as this one. */
export function copyLevel(level: number): void {
  const from = levels[level]!
  const to = levels[level + 1]!
  to.piles.set(from.piles)
  to.lens.set(from.lens)
  to.floated.set(from.floated)
  to.floor.set(from.floor)
  to.floatNeeds.set(from.floatNeeds)
  to.floatRank.set(from.floatRank)
  to.upExtra.set(from.upExtra)
}

/** A coming card of rank s went up: it holds a place of its rank. */
export function putUp(level: number, s: number): void {
  const extra = levels[level]!.upExtra
  extra[s] = (extra[s] ?? 0) + 1
}

/** Card z lands on pile w; the cards above its first `core` cards float off first. */
export function place(level: number, w: number, core: number, z: number): void {
  const at = levels[level]!
  const { piles: pile, lens: len, floated: fl, floor: fb, floatNeeds: fn, floatRank: fr } = at
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

/**
 * The blocker test's Hall check on this level's first `wastes` piles and floating cards;
 * `upCount`: foundations past each rank.
 */
export function hallHolds(level: number, wastes: number, upCount: Int32Array): boolean {
  const { piles: pile, lens: len, floated: fl, floor: fb, floatNeeds } = levels[level]!
  needs.set(floatNeeds)
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
