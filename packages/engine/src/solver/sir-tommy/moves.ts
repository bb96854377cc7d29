// Sir Tommy's move generation on the compact board: the legal moves in the engine's order, and
// the search's candidates (best first, repeats on equal piles left out).
import type { SirTommyBoard } from './board.js'
import { FROM_PENDING, Kind, rankOf, redealCode, TO_WASTE, TURN } from './encoding.js'
import { DEADLINE_ORDER, deadlineScore } from './deadline-order.js'
import { readRelaxedWin, witnessScore } from './witness-order.js'

/** Every legal move, in the engine's `legalMoves` order (without the order-less redeal). */
export function legalMoves(p: SirTommyBoard, out: Int32Array, at = 0): number {
  let n = at
  const pending = p.pending
  if (pending >= 0) {
    if (!p.afterStock) {
      for (let f = 0; f < 4; f++) if (p.fits(f, pending)) out[n++] = FROM_PENDING * 16 + f
    }
    for (let w = 0; w < p.wastes; w++) out[n++] = FROM_PENDING * 16 + TO_WASTE + w
  } else if (p.stockLen > 0) {
    out[n++] = TURN
  }
  const open = p.foundationsOpen()
  for (let w = 0; w < p.wastes; w++) {
    const len = p.wasteLen[w] ?? 0
    if (len === 0) continue
    const top = p.waste[w * 52 + len - 1] ?? 0
    const from = (w + 1) * 16
    if (open) for (let f = 0; f < 4; f++) if (p.fits(f, top)) out[n++] = from + f
    if (p.wasteToWaste) {
      for (let t = 0; t < p.wastes; t++) if (t !== w) out[n++] = from + TO_WASTE + t
    }
  }
  if (p.redeals < p.maxRedeals && pending < 0 && p.stockLen === 0) {
    const full: number[] = []
    for (let w = 0; w < p.wastes; w++) if ((p.wasteLen[w] ?? 0) > 0) full.push(w + 1)
    if (full.length > 0) for (const order of permutations(full)) out[n++] = redealCode(order)
  }
  return n - at
}

/** All orders of `items`, in the engine's order. */
function permutations(items: readonly number[]): number[][] {
  if (items.length <= 1) return [[...items]]
  return items.flatMap((item, i) =>
    permutations([...items.slice(0, i), ...items.slice(i + 1)]).map((rest) => [item, ...rest]),
  )
}

/**
 * Move order, lowest first: foundation moves; the pending card onto a waste pile whose top is
 * just above it, then onto an empty pile, then onto a lower card; everything else last.
 */
function score(p: SirTommyBoard, move: number): number {
  if (move >= TURN) return 50
  const from = move >> 4
  const to = move & 15
  if (to < TO_WASTE) return 0
  if (from !== FROM_PENDING) return 50
  const w = to - TO_WASTE
  const len = p.wasteLen[w] ?? 0
  if (len === 0) return 14
  const gap = rankOf(p.waste[w * 52 + len - 1] ?? 0) - rankOf(p.pending)
  return gap >= 1 ? gap : 28 - gap
}

/**
 * A fixed pseudo-random number 0…47 for a move in a position (read from the stock's length and
 * the pile's top), drawn anew for each `order`: added to 16 × the score, it reorders moves whose
 * scores are within three of each other.
 */
function jitter(p: SirTommyBoard, move: number, order: number): number {
  const to = move & 15
  const w = to - TO_WASTE
  const top = w >= 0 && w < 8 ? (p.waste[w * 52 + (p.wasteLen[w] ?? 0) - 1] ?? 99) : 99
  let h = Math.imul(p.stockLen * 64 + (top & 63), 0x9e3779b1) ^ Math.imul(order, 0x85ebca6b)
  h = Math.imul(h ^ (h >>> 15), 0x2c1b3c6d)
  h ^= h >>> 12
  return (h >>> 0) % 48
}

// Scratch space (the search is single-threaded and copies the candidates out at once).
const moves = new Int32Array(128)
const scores = new Int32Array(128)

/** The legal moves best first, written to `out` from `at`; returns how many. */
export function candidates(
  p: SirTommyBoard,
  out: Int32Array,
  at: number,
  symmetry: boolean,
): number {
  const count = legalMoves(p, moves)
  const order = p.moveOrder
  // Odd orders read the relaxed game's win, even ones do not; past 1, each is perturbed.
  const byDeadline = (order & DEADLINE_ORDER) !== 0
  const byWitness = !byDeadline && order % 2 === 1 && readRelaxedWin(p)
  // A stable insertion sort by score: the lists are short.
  for (let i = 0; i < count; i++) {
    const move = moves[i] ?? 0
    const s =
      order < 2
        ? byWitness
          ? witnessScore(p, move)
          : score(p, move)
        : byDeadline
          ? deadlineScore(p, move) * 16 + jitter(p, move, order)
          : (byWitness ? witnessScore(p, move) * 4 : score(p, move) * 16) + jitter(p, move, order)
    let j = i
    for (; j > 0 && (scores[j - 1] ?? 0) > s; j--) {
      moves[j] = moves[j - 1] ?? 0
      scores[j] = scores[j - 1] ?? 0
    }
    moves[j] = move
    scores[j] = s
  }
  let n = 0
  for (let i = 0; i < count; i++) {
    const move = moves[i] ?? 0
    if (symmetry && repeats(p, move, out, at, n)) continue
    out[at + n++] = move
  }
  return n
}

/** True when a kept move moves between the same piles, read as contents, as `move`. */
function repeats(p: SirTommyBoard, move: number, out: Int32Array, at: number, n: number): boolean {
  if (move >= TURN) return false
  for (let i = 0; i < n; i++) {
    const kept = out[at + i] ?? 0
    if (kept >= TURN) continue
    if (samePile(p, kept >> 4, move >> 4, false) && samePile(p, kept & 15, move & 15, true))
      return true
  }
  return false
}

/** Piles alike: the same pile, equal waste piles, or rank-only foundations of one length. */
function samePile(p: SirTommyBoard, a: number, b: number, target: boolean): boolean {
  if (a === b) return true
  const wa = target ? a - TO_WASTE : a - 1
  const wb = target ? b - TO_WASTE : b - 1
  if (target && a < TO_WASTE && b < TO_WASTE) return p.kind === Kind.Rank && p.fLen[a] === p.fLen[b]
  if (wa < 0 || wb < 0) return false
  const len = p.wasteLen[wa] ?? 0
  if (len !== p.wasteLen[wb]) return false
  for (let k = 0; k < len; k++) {
    const x = p.waste[wa * 52 + k] ?? 0
    const y = p.waste[wb * 52 + k] ?? 0
    if (p.face[x] !== p.face[y]) return false
  }
  return true
}
