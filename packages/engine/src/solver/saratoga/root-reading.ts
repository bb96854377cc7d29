// The root of a search with joined steps read along chains (Saratoga; shared-parents.ts). Other
// positions read the pairs alone (`pairChains` 0 by default: along a whole search the chains cost
// three times the CPU for two proofs in 200 deals, docs/solvability.md); one reading at the root
// costs a few milliseconds, and proves some deals lost at their start that no search proves in
// 1,000,000 positions (solvability-619 needs 500–1,000 fixpoints there).
//
// The plain search (no joined steps) reads no root this way: it goes first and settles most deals
// within a few thousand positions (compact/plain-first.ts). The restarted runs and the complete
// search that come after it all start from the same board, so the reading is kept for the last
// board read (compared exactly, not by hash) and made once a solve.
import type { SaratogaBoard } from './board.js'
import { sharedParentsBound } from './shared-parents.js'

/** Fixpoints the chains may take at a root. */
const ROOT_CHAINS = 10_000

/** The last board read at a root, as `keyOf` writes it, and its bound. */
let lastKey = ''
let lastBound = 52

/**
 * The bound at a search's root: the stuck-card bound with its pairs (shared-parents.ts) read
 * along chains in up to `chains` fixpoints (at least ROOT_CHAINS).
 */
export function rootBound(
  b: SaratogaBoard,
  stockCycle: boolean,
  apartOnly: boolean,
  chains: number,
): number {
  const readings = Math.max(chains, ROOT_CHAINS)
  const key = keyOf(b, stockCycle, apartOnly, readings)
  if (key !== lastKey) {
    lastBound = sharedParentsBound(b, stockCycle, apartOnly, true, false, readings)
    lastKey = key
  }
  return lastBound
}

/** Everything the reading depends on: the piles' cards in order, and how it is read. */
function keyOf(
  b: SaratogaBoard,
  stockCycle: boolean,
  apartOnly: boolean,
  readings: number,
): string {
  const parts: number[] = [stockCycle ? 1 : 0, apartOnly ? 1 : 0, readings, b.takebacks ? 1 : 0]
  for (let t = 0; t < 7; t++) {
    const n = b.tabLen[t] ?? 0
    parts.push(100 + n)
    for (let k = 0; k < n; k++) parts.push(b.tab[t * 52 + k] ?? 0)
  }
  parts.push(200 + b.stockLen)
  for (let k = 0; k < b.stockLen; k++) parts.push(b.stock[k] ?? 0)
  parts.push(300 + b.wasteLen)
  for (let k = 0; k < b.wasteLen; k++) parts.push(b.waste[k] ?? 0)
  for (let f = 0; f < 4; f++) parts.push(400 + (b.fLen[f] ?? 0))
  return parts.join(',')
}
