// A case split on a tableau card's first move (Saratoga, rules 2.4–2.8). Every card goes up in a
// win, so every tableau card X moves at some point. Take a legal move M of X and the cards on it
// onto P, a pile top. The fixpoint with X and the cards under it held in place (stuck-cards.ts)
// holds every event of a line before X first moves. Suppose by it: X's other parent never takes a
// card; no card under X that X builds on can be a run's base onto a parent or an empty pile; P never
// leaves its place; X's twin either never reaches a parent or never goes up (on P it could leave
// only up, so P would not be bare when X moves); and X cannot go up then (the card below it in its
// suit never up), or the fixpoint with X never put on a parent is below 52 (no line where X only
// goes up wins). Then in every winning line X first moves with M onto P, still in its place and
// bare. Every move before M only touches cards apart from X, the cards under it and P, or the cards
// on X, which go along with it: M can be played first and the others after it in the same order
// (on X's new pile), reaching the same position. So a win from here is a win after M: when the
// position after M is lost, so is this one.
import type { SaratogaBoard } from './board.js'
import { legalMoves } from './moves.js'
import { stuckCardBound } from './stuck-cards.js'
import { apart, hostable, left, pass, placed, up } from './stuck-facts.js'
import { belowOf, HIGH, LOW, onBelow, pileOf, TWIN } from './stuck-layout.js'

const rank = (card: number): number => (card % 13) + 1
const moves = new Int32Array(256)
const held = new Uint8Array(52)

/**
 * The moves of a tableau run onto a tableau card that every winning line from `b` plays as its
 * run's base card's first move, written to `out`; how many. Without takebacks only.
 */
export function forcedExits(
  b: SaratogaBoard,
  stockCycle: boolean,
  apartOnly: boolean,
  out: Int32Array,
): number {
  if (b.takebacks) return 0
  const count = legalMoves(b, moves)
  let found = 0
  for (let i = 0; i < count; i++) {
    const move = moves[i] ?? 0
    const from = (move >> 4) & 15
    const to = move & 15
    if (move >= 1 << 16 || from >= 7 || to >= 7 || (b.tabLen[to] ?? 0) === 0) continue
    const x = b.tab[from * 52 + (b.tabLen[from] ?? 0) - (move >> 8)] ?? 0
    if (rank(x) === 1 || rank(x) === 13) continue
    if (firstExit(b, stockCycle, apartOnly, from, x, b.tops[to] ?? 0)) out[found++] = move
  }
  return found
}

/** Whether `x`'s first move in every line from `b` is onto `parent` (see above). */
function firstExit(
  b: SaratogaBoard,
  stockCycle: boolean,
  apartOnly: boolean,
  from: number,
  x: number,
  parent: number,
): boolean {
  held.fill(0)
  const t = from * 52
  for (let k = 0; b.tab[t + k] !== x; k++) held[b.tab[t + k] ?? 0] = 1
  held[x] = 1
  stuckCardBound(b, stockCycle, apartOnly, true, null, 0, held)
  const upFirst = up[x - 1] === 1
  const other = LOW[x] === parent ? (HIGH[x] ?? 0) : (LOW[x] ?? 0)
  if (hostable[other] === 1) return false
  for (let w = x; onBelow[w] === 1;) {
    w = belowOf[w] ?? 0
    if (
      rank(w) === 13 ? pass.emptyPile : hostable[LOW[w] ?? 0] === 1 || hostable[HIGH[w] ?? 0] === 1
    )
      return false
  }
  if (left[parent] === 1 || apart[parent] === 1 || up[parent] === 1) return false
  // X's twin on P before X moves could leave it only up (P stays, the other parent takes none).
  const twin = TWIN[x] ?? 0
  const upNow = (b.fLen[(twin / 13) | 0] ?? 0) > twin % 13
  const reaches = pileOf[twin] !== 0 ? left[twin] === 1 || apart[twin] === 1 : placed[twin] === 1
  if (!upNow && reaches && up[twin] === 1) return false
  if (!upFirst) return true
  // X may go up before it moves on the tableau: no line where it only goes up wins.
  if (onBelow[x] === 1) return false
  held.fill(0)
  held[x] = 2
  return stuckCardBound(b, stockCycle, apartOnly, true, null, 0, held) < 52
}
