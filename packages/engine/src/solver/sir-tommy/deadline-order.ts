// A move order for Sir Tommy's rank-only foundations built on the index lemma
// (docs/solvability.md, "Sir Tommy: what the unresolved deals are"): number the cards of each rank
// 1–4 in the order they are turned; the k-th card of rank r cannot go up before the k-th card of
// every lower rank has been turned, so max over ranks s ≤ r of that card's turn time is a
// deadline-like "earliest time up" for it. The pending card goes best onto a pile whose cards are
// all needed no sooner than it (it leaves before it blocks them), the closest such pile first;
// else an empty pile; else the pile it delays least. Only an order: it never decides whether a
// move is tried.
import type { SirTommyBoard } from './board.js'
import { FROM_PENDING, Kind, rankOf, TO_WASTE, TURN } from './encoding.js'

/** A `moveOrder` with this bit set uses the deadline order (compact/win-first.ts sets it). */
export const DEADLINE_ORDER = 1 << 16

/** Each card's earliest time up, read once per board (at its first position searched). */
const deadlinesOf = new WeakMap<SirTommyBoard, Int16Array>()

function deadlines(p: SirTommyBoard): Int16Array {
  const known = deadlinesOf.get(p)
  if (known !== undefined) return known
  const turned = new Int16Array(52).fill(-1) // -1: up already
  for (let k = 0; k < p.stockLen; k++) turned[p.stock[k] ?? 0] = p.stockLen - k
  if (p.pending >= 0) turned[p.pending] = 0
  for (let w = 0; w < p.wastes; w++) {
    for (let k = 0; k < (p.wasteLen[w] ?? 0); k++) turned[p.waste[w * 52 + k] ?? 0] = 0
  }
  const earliest = new Int16Array(52)
  let below = [0, 0, 0, 0] // the earliest time up of the k-th card of the rank below
  for (let r = 1; r <= 13; r++) {
    const down: number[] = []
    for (let card = r - 1; card < 52; card += 13) if ((turned[card] ?? -1) >= 0) down.push(card)
    down.sort((a, b) => (turned[a] ?? 0) - (turned[b] ?? 0))
    const up = 4 - down.length
    const times = [0, 0, 0, 0]
    for (let k = 0; k < 4; k++) {
      const card = k < up ? -1 : (down[k - up] ?? -1)
      times[k] = Math.max(below[k] ?? 0, card < 0 ? 0 : (turned[card] ?? 0))
      if (card >= 0) earliest[card] = times[k] ?? 0
    }
    below = times
  }
  deadlinesOf.set(p, earliest)
  return earliest
}

/** Move score, lowest first, on the same scale as moves.ts's default order. */
export function deadlineScore(p: SirTommyBoard, move: number): number {
  if (move >= TURN) return 50
  const from = move >> 4
  const to = move & 15
  if (to < TO_WASTE) return 0
  if (from !== FROM_PENDING) return 50
  const w = to - TO_WASTE
  const len = p.wasteLen[w] ?? 0
  if (len === 0) return 14
  if (p.kind !== Kind.Rank) {
    const gap = rankOf(p.waste[w * 52 + len - 1] ?? 0) - rankOf(p.pending)
    return gap >= 1 ? gap : 28 - gap
  }
  const time = deadlines(p)
  const own = time[p.pending] ?? 0
  let first = 1 << 14
  for (let k = 0; k < len; k++) first = Math.min(first, time[p.waste[w * 52 + k] ?? 0] ?? 0)
  return first >= own ? 1 + Math.min(12, (first - own) >> 2) : 15 + Math.min(25, (own - first) >> 1)
}
