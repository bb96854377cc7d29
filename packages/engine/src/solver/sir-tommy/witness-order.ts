// Move order read from the relaxed game's win (static-solve.ts): where the position's relaxed
// game (every card to turn free) is won, its winning line says in what order the cards may go
// up. The pending card is best put on a pile whose top goes up after it in that line (it then
// blocks nothing the line needs first), the closest such top first, keeping the piles whose tops
// go up last for the cards to come; an empty pile next; then the piles whose top it would
// block, the top needed last first. Only the order of the search's moves changes, never which
// moves it tries, so a proof stays a proof (the search still tries every move).
import type { SirTommyBoard } from './board.js'
import { FROM_PENDING, rankOf, TO_WASTE, TURN } from './encoding.js'
import { FREE } from './relaxed-witness.js'
import { lastRelaxedWin } from './static-solve.js'

/** Per card: where it goes up in the relaxed win (52 when not in it). */
const at = new Int32Array(52)
let pendingAt = 52

/** Reads the last relaxed win for `p`; false when there is none to read. */
export function readRelaxedWin(p: SirTommyBoard): boolean {
  const line = lastRelaxedWin()
  if (line.length === 0) return false
  at.fill(52)
  pendingAt = 52
  const pendingRank = p.pending >= 0 ? rankOf(p.pending) : -1
  for (let i = 0; i < line.length; i++) {
    const e = line[i] ?? 0
    if (e >= FREE) {
      if (e - FREE === pendingRank && pendingAt === 52) pendingAt = i
    } else {
      at[e] = i
      if (e === p.pending) pendingAt = i
    }
  }
  return true
}

/** The move's place in the order, lowest first (after `readRelaxedWin`). */
export function witnessScore(p: SirTommyBoard, move: number): number {
  if (move >= TURN) return 500
  const from = move >> 4
  const to = move & 15
  if (to < TO_WASTE) {
    if (from === FROM_PENDING) return 0
    const len = p.wasteLen[from - 1] ?? 0
    return at[p.waste[(from - 1) * 52 + len - 1] ?? 0] ?? 52
  }
  if (from !== FROM_PENDING) return 500
  const w = to - TO_WASTE
  const len = p.wasteLen[w] ?? 0
  if (len === 0) return 160
  const top = at[p.waste[w * 52 + len - 1] ?? 0] ?? 52
  return top > pendingAt ? 100 + top - pendingAt : 200 + pendingAt - top
}
