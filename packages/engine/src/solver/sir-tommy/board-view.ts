// Sir Tommy's compact board as the engine writes piles (the property tests compare the two).
import type { Card } from '../../types.js'
import { cardOfNumber } from './encoding.js'

/** What the view reads of a board (board.ts). */
interface PilesView {
  readonly stock: Int8Array
  readonly stockLen: number
  readonly pending: number
  readonly wastes: number
  readonly waste: Int8Array
  readonly wasteLen: Int32Array
  readonly fLen: Int32Array
  readonly fBase: Int8Array
  readonly seq: Int8Array
}

/** The piles as the engine writes them (tests compare them with `applyMove`'s). */
export function boardPiles(p: PilesView): Record<string, Card[]> {
  const piles: Record<string, Card[]> = {}
  piles.stock = Array.from(p.stock.subarray(0, p.stockLen), cardOfNumber)
  piles.pending = p.pending < 0 ? [] : [cardOfNumber(p.pending)]
  for (let w = 0; w < p.wastes; w++) {
    const cards = p.waste.subarray(w * 52, w * 52 + (p.wasteLen[w] ?? 0))
    piles[`waste-${w + 1}`] = Array.from(cards, cardOfNumber)
  }
  for (let f = 0; f < 4; f++) {
    const cards: Card[] = []
    for (let k = 0; k < (p.fLen[f] ?? 0); k++) {
      cards.push(cardOfNumber(foundationCard(p, f, k)))
    }
    piles[`foundation-${f + 1}`] = cards
  }
  return piles
}

/**
 * Foundation f's card k as far as the board knows it: its rank, and the base's suit (the
 * suits of rank-only foundations are not kept, so tests compare those by rank).
 */
function foundationCard(p: PilesView, f: number, k: number): number {
  const base = p.fBase[f] ?? 0
  return ((base / 13) | 0) * 13 + (p.seq[f * 13 + k] ?? 1) - 1
}
