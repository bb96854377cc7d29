// The compact board's piles as the engine writes them (tests compare them with `applyMove`'s).
import { GRANDMAS_FOUNDATION_IDS, GRANDMAS_TABLEAU_IDS } from '../../pile-ids.js'
import type { Card } from '../../types.js'
import { cardOfNumber } from '../sir-tommy/encoding.js'

const DEPTH = 104

/** The board's arrays pilesOf reads (board.ts's GrandmasBoard). */
interface BoardArrays {
  stock: Int8Array
  stockLen: number
  tab: Int8Array
  tabLen: Int32Array
  ws: Int8Array
  wsLen: number
  fLen: Int32Array
}

export function pilesOf(b: BoardArrays): Record<string, Card[]> {
  const piles: Record<string, Card[]> = {}
  piles.stock = Array.from(b.stock.subarray(0, b.stockLen), cardOfNumber)
  for (let p = 0; p < 13; p++) {
    const cards = b.tab.subarray(p * DEPTH, p * DEPTH + (b.tabLen[p] ?? 0))
    piles[GRANDMAS_TABLEAU_IDS[p]!] = Array.from(cards, cardOfNumber)
  }
  piles.workspace = Array.from(b.ws.subarray(0, b.wsLen), cardOfNumber)
  for (let f = 0; f < 8; f++) {
    const n = b.fLen[f] ?? 0
    const suit = (f & 3) * 13
    piles[GRANDMAS_FOUNDATION_IDS[f]!] = Array.from({ length: n }, (_, k) =>
      cardOfNumber(suit + (f < 4 ? k : 12 - k)),
    )
  }
  return piles
}
