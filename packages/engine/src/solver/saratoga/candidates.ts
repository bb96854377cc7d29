// The search's steps on Saratoga's compact board, best first (moves.ts lists the moves).
import { cardCode, FOUNDATION, type SaratogaBoard } from './board.js'
import { findStockReach, lowestPile, newStockReach, stockSteps } from './moves.js'
import { uncoveringSteps } from './uncovering.js'

const wasteUp = new Int32Array(256)
const wasteOther = new Int32Array(256)
const counts = new Int32Array(2)
const reach = newStockReach()

/**
 * The steps worth trying, best first: tableau plays to the foundations, waste plays to the
 * foundations (each card the stock cycle can bring to the top, by the fewest draws and redeals),
 * other tableau plays, other waste plays, takebacks. Whole piles onto empty piles are left out
 * (they change nothing), and with `symmetry` so is a second run onto an empty pile. With
 * `uncovering`, a run moved off a tableau card is taken only together with a play that uses
 * the card (uncovering.ts). Each group is in the engine's order of the legal moves (moves.ts's
 * `legalMoves`), written straight from the board.
 */
export function candidates(
  b: SaratogaBoard,
  out: Int32Array,
  at: number,
  symmetry: boolean,
  uncovering: boolean,
): number {
  const start = at
  const { tab, tabLen, tops, fLen } = b
  findStockReach(b, reach)
  stockSteps(b, reach, wasteUp, wasteOther, counts)
  // Tableau plays to the foundations.
  for (let t = 0; t < 7; t++) {
    const card = tops[t]!
    if (card >= 0 && fLen[(card / 13) | 0] === card % 13)
      out[at++] = cardCode(t, FOUNDATION + ((card / 13) | 0))
  }
  for (let i = 0, ups = counts[0]!; i < ups; i++) out[at++] = wasteUp[i]!
  // Tableau plays between piles: pile by pile, its top card, then its longer runs.
  let toEmpty = -1
  for (let from = 0; from < 7; from++) {
    const length = tabLen[from]!
    const run = b.runLength(from)
    for (let count = 1; count <= run; count++) {
      const base = tab[from * 52 + length - count]!
      const left = length - count
      for (let m = b.acceptMask(base) & ~(1 << from); m !== 0; m &= m - 1) {
        const to = lowestPile(m)
        const code = cardCode(from, to, count)
        if (tabLen[to] === 0) {
          if (left === 0) continue // a whole pile onto an empty one
          const key = count * 16 + from
          if (symmetry && toEmpty === key) continue
          toEmpty = key
        }
        if (uncovering && left > 0) at = uncoveringSteps(b, code, reach, out, at)
        else out[at++] = code
      }
    }
  }
  for (let i = 0, others = counts[1]!; i < others; i++) out[at++] = wasteOther[i]!
  // Takebacks.
  if (b.takebacks) {
    for (let f = 0; f < 4; f++) {
      const n = fLen[f]!
      if (n === 0) continue
      for (let m = b.acceptMask(f * 13 + n - 1); m !== 0; m &= m - 1)
        out[at++] = cardCode(FOUNDATION + f, lowestPile(m))
    }
  }
  return at - start
}
