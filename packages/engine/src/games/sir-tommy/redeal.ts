// rules 1.8(e) (RULING), also used by Puss in the Corner (1.8(d)): gather the waste piles into a
// new stock once. The player orders the non-empty piles (default waste-1, waste-2, …); cards are
// then drawn pile by pile in that order, each pile from its earliest-placed card up.
import { illegal } from '../../errors.js'
import type { ApplyResult, Card, GameState, PileId } from '../../types.js'
import { copyPiles, pilesOf, wastesOf, type Piles, type WasteId } from './piles.js'
import { nextState } from './next-state.js'
import { autoTurn } from './turn.js'
import type { SirTommyVariant } from './variants.js'

function isWasteOf(wastes: readonly WasteId[], id: PileId): id is WasteId {
  return wastes.some((w) => w === id)
}

function checkOrder(
  wastes: readonly WasteId[],
  full: readonly WasteId[],
  order: readonly PileId[],
): string | null {
  const seen = new Set<PileId>()
  for (const id of order) {
    if (!isWasteOf(wastes, id)) return `the redeal order may list only waste piles, not "${id}"`
    if (seen.has(id)) return `${id} appears twice in the redeal order`
    seen.add(id)
  }
  const missing = full.filter((id) => !seen.has(id))
  if (missing.length > 0)
    return `the redeal order must include every non-empty waste pile (missing ${missing.join(', ')})`
  return null
}

/** Why a redeal is refused, or null: redeal's check, which the live game runs on its own position. */
export function refuseRedeal(
  state: GameState,
  variant: SirTommyVariant,
  order: readonly PileId[] | undefined,
): ApplyResult | null {
  const piles = pilesOf(state)
  if (variant.redeals === 0) return illegal('this game has no redeal')
  if (state.redeals >= variant.redeals) return illegal('the one redeal has already been used')
  if (piles.stock.length > 0) return illegal('you can redeal only once the stock is used up')
  if (piles.pending.length > 0) return illegal('place the pending card before redealing')
  // The default order lists every non-empty pile once: only an order given can be wrong.
  if (order === undefined) return null
  const problem = checkOrder(wastesOf(variant), fullWastes(variant, piles), order)
  return problem === null ? null : illegal(problem)
}

/** The non-empty waste piles, in layout order: the redeal's order when none is given. */
export function fullWastes(variant: SirTommyVariant, piles: Piles): WasteId[] {
  return wastesOf(variant).filter((w) => piles[w].length > 0)
}

export function redeal(
  state: GameState,
  variant: SirTommyVariant,
  order: readonly PileId[] | undefined,
): ApplyResult {
  const refusal = refuseRedeal(state, variant, order)
  if (refusal) return refusal
  const piles = pilesOf(state)
  const wastes = wastesOf(variant)
  const chosen = order ?? fullWastes(variant, piles)
  const next = copyPiles(variant, piles)
  const drawOrder: Card[] = []
  for (const id of chosen) for (const w of wastes) if (w === id) drawOrder.push(...piles[w])
  for (const w of wastes) next[w] = []
  // The stock's top is its last element: the first card to draw goes last.
  next.stock = drawOrder.reverse()
  // The new stock holds only cards seen in the waste piles, so `seen` stays as it is.
  autoTurn(next)
  return { ok: true, state: nextState(state, next, state.redeals + 1) }
}
