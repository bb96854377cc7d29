// rules 1.8(e) (RULING), also used by Puss in the Corner (1.8(d)): gather the waste piles into a
// new stock once. The player orders the non-empty piles (default waste-1, waste-2, …); cards are
// then drawn pile by pile in that order, each pile from its earliest-placed card up.
import { illegal } from '../../errors.js'
import type { ApplyResult, Card, GameState, PileId } from '../../types.js'
import { copyPiles, wastesOf } from './piles.js'
import { nextState } from './next-state.js'
import { autoTurn } from './turn.js'
import type { SirTommyVariant } from './variants.js'

function checkOrder(
  wastes: readonly PileId[],
  full: readonly PileId[],
  order: readonly PileId[],
): string | null {
  const seen = new Set<PileId>()
  for (const id of order) {
    if (!wastes.includes(id)) return `the redeal order may list only waste piles, not "${id}"`
    if (seen.has(id)) return `${id} appears twice in the redeal order`
    seen.add(id)
  }
  const missing = full.filter((id) => !seen.has(id))
  if (missing.length > 0)
    return `the redeal order must include every non-empty waste pile (missing ${missing.join(', ')})`
  return null
}

export function redeal(
  state: GameState,
  variant: SirTommyVariant,
  order: readonly PileId[] | undefined,
): ApplyResult {
  const piles = state.piles
  if (variant.redeals === 0) return illegal('this game has no redeal')
  if (state.redeals >= variant.redeals) return illegal('the one redeal has already been used')
  if ((piles.stock as Card[]).length > 0)
    return illegal('you can redeal only once the stock is used up')
  if ((piles.pending as Card[]).length > 0)
    return illegal('place the pending card before redealing')
  const wastes = wastesOf(variant)
  const full = wastes.filter((w) => (piles[w] as Card[]).length > 0)
  const chosen = order ?? full
  const problem = checkOrder(wastes, full, chosen)
  if (problem !== null) return illegal(problem)
  const next = copyPiles(variant, piles)
  const drawOrder: Card[] = []
  for (const w of chosen) drawOrder.push(...(piles[w] as Card[]))
  for (const w of wastes) next[w] = []
  // The stock's top is its last element: the first card to draw goes last.
  next.stock = drawOrder.reverse()
  autoTurn(next)
  return { ok: true, state: nextState(state, next, state.redeals + 1) }
}
