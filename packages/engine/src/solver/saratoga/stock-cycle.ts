// Which stock and waste cards draws of three can ever bring to the waste top (rules 2.6), for
// the stuck-card bound (stuck-cards.ts). Read the cycle as the waste from its bottom, then the
// stock from its top: draws and redeals keep that order, and a card leaving the waste only
// deletes itself from it. A card c at index i of the cycle is the waste top at some moment only
// (a) now, as the waste top; (b) as the last card of a draw in the pass under way: its index j
// in the stock now has (j + 1) % 3 === 0, or it is the stock's last card (the cards drawn before
// it this pass are the j above it, whatever leaves the waste meanwhile); (c) once the card right
// after it in the cycle has left the waste (the card above it taken off, or the cards after it
// all gone so that it ends the stock), or it ends the cycle; (d) as the last card of a draw in a
// pass after a redeal, which starts with every card left in the stock: then i − k cards are
// drawn before it, k of those before it in the cycle having left, so (i − k + 1) % 3 === 0 for
// some k no larger than the number of cards before it that can ever leave the waste.
import type { SaratogaBoard } from './board.js'

/**
 * Marks in `atHand` (per card) the cycle cards that can reach the waste top, given `gone` (per
 * card: can leave the waste once at hand). Grows `atHand` only; returns whether it grew.
 */
export function markAtHand(b: SaratogaBoard, gone: Uint8Array, atHand: Uint8Array): boolean {
  const n = b.wasteLen + b.stockLen
  let changed = false
  let before = 0
  for (let i = 0; i < n; i++) {
    const card = cycleCard(b, i)
    if (atHand[card] === 0) {
      const j = i - b.wasteLen
      const reached =
        i === b.wasteLen - 1 ||
        (j >= 0 && ((j + 1) % 3 === 0 || j === b.stockLen - 1)) ||
        i === n - 1 ||
        gone[cycleCard(b, i + 1)] === 1 ||
        (i + 1) % 3 <= before
      if (reached) {
        atHand[card] = 1
        changed = true
      }
    }
    before += gone[card] ?? 0
  }
  return changed
}

/** Card i of the cycle: the waste from its bottom, then the stock from its top. */
function cycleCard(b: SaratogaBoard, i: number): number {
  return i < b.wasteLen ? (b.waste[i] ?? 0) : (b.stock[b.stockLen - 1 - (i - b.wasteLen)] ?? 0)
}
