// The search's steps on Saratoga's compact board, best first (moves.ts lists the moves).
import { DRAW, REDEAL, type SaratogaBoard, WASTE } from './board.js'
import { findStockReach, isUp, legalMoves, newStockReach, stockSteps } from './moves.js'
import { uncoveringSteps } from './uncovering.js'

const fromOf = (code: number): number => (code >> 4) & 15
const scratch = new Int32Array(512)
const wasteUp = new Int32Array(256)
const wasteOther = new Int32Array(256)
const reach = newStockReach()

/**
 * The steps worth trying, best first: tableau plays to the foundations, waste plays to the
 * foundations (each card the stock cycle can bring to the top, by the fewest draws and redeals),
 * other tableau plays, other waste plays, takebacks. Whole piles onto empty piles are left out
 * (they change nothing), and with `symmetry` so is a second run onto an empty pile. With
 * `uncovering`, a run moved off a tableau card is taken only together with a play that uses
 * the card (uncovering.ts).
 */
export function candidates(
  b: SaratogaBoard,
  out: Int32Array,
  at: number,
  symmetry: boolean,
  uncovering: boolean,
): number {
  const n = legalMoves(b, scratch, 0)
  const start = at
  findStockReach(b, reach)
  const [ups, others] = stockSteps(b, reach, wasteUp, wasteOther)
  for (let pass = 0; pass < 3; pass++) {
    if (pass === 1) for (let i = 0; i < ups; i++) out[at++] = wasteUp[i] ?? 0
    let toEmpty = -1
    for (let i = 0; i < n; i++) {
      const code = scratch[i] ?? 0
      if (code === DRAW || code === REDEAL) continue
      const from = fromOf(code)
      if (from === WASTE) continue
      const to = code & 15
      const left = (b.tabLen[from] ?? 0) - (code >> 8)
      if (pass === 0 && !(from < WASTE && isUp(code))) continue
      if (pass === 1 && (from >= WASTE || isUp(code))) continue
      if (pass === 2 && from < WASTE) continue
      if (from < WASTE && to < WASTE && (b.tabLen[to] ?? 0) === 0) {
        if (left === 0) continue // a whole pile onto an empty one
        const key = (code >> 8) * 16 + from
        if (symmetry && toEmpty === key) continue
        toEmpty = key
      }
      if (uncovering && from < WASTE && to < WASTE && left > 0) {
        at = uncoveringSteps(b, code, reach, out, at)
        continue
      }
      out[at++] = code
    }
    if (pass === 1) for (let i = 0; i < others; i++) out[at++] = wasteOther[i] ?? 0
  }
  return at - start
}
