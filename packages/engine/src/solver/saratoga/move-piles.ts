// The piles a Saratoga step changes, for the search's sleep sets (compact/sleep-sets.ts). A card
// move's legality and effect read only its two piles' cards (rules 2.4–2.5: the source's top run,
// the destination's top or emptiness, a foundation's length), so moves on disjoint piles commute.
// The stock and the waste are one pile here: draws and redeals change both.
import { DRAW, REDEAL, WASTE } from './board.js'
import { MACRO } from './moves.js'
import { isJoined, joinedPlay, joinedRun } from './uncovering.js'

/** Bit of the stock cycle (the waste's pile number: tableau piles 0–6, foundations 8–11). */
const CYCLE = 1 << WASTE

/** The piles `move` changes, one bit each (a foundation's by its suit). */
export function movePiles(move: number): number {
  if (isJoined(move)) return movePiles(joinedRun(move)) | movePiles(joinedPlay(move))
  if (move >= MACRO) return CYCLE | movePiles((move - MACRO) % 4096)
  if (move === DRAW || move === REDEAL) return CYCLE
  return (1 << ((move >> 4) & 15)) | (1 << (move & 15))
}
