// The greedy reference bot: up to the foundations whenever possible, then place the pending card
// where it blocks the least (seed 000's tips: keep high cards apart, don't bury low cards).
import type { Card, GameState, Move } from '../../types.js'
import { legalMoves } from './legal-moves.js'
import { fits, intervalNext, nextRank, rank } from './foundations.js'
import { FOUNDATIONS, pilesOf, wastesOf, type Piles, type WasteId } from './piles.js'
import { variantOf, type SirTommyVariant } from './variants.js'

const FAR = 99

/** How many foundation steps must happen before `card` can go up (0 = it fits now). */
export function needOf(variant: SirTommyVariant, piles: Piles, card: Card): number {
  let best = FAR
  const r = rank(card)
  for (const [f, id] of FOUNDATIONS.entries()) {
    const pile = piles[id]
    const base = pile[0]
    if (base !== undefined && variant.foundation === 'suit' && base[1] !== card[1]) continue
    if (
      base !== undefined &&
      variant.foundation === 'colour' &&
      (base[1] === 'H' || base[1] === 'D') !== (card[1] === 'H' || card[1] === 'D')
    )
      continue
    let want = nextRank(variant, f + 1, pile)
    for (let steps = 0; want !== 0 && steps < best; steps++) {
      if (want === r) {
        best = steps
        break
      }
      want =
        pile.length + steps + 1 >= 13
          ? 0
          : variant.foundation === 'interval'
            ? intervalNext(want, f + 1)
            : want + 1
    }
  }
  return best
}

function placementCost(variant: SirTommyVariant, piles: Piles, card: Card, pile: Card[]): number {
  const need = needOf(variant, piles, card)
  const top = pile[pile.length - 1]
  if (top === undefined) return 30 - Math.min(need, 25)
  // The pile's soonest-needed card, wherever it lies, is what a new card could block.
  let under = FAR
  for (const c of pile) under = Math.min(under, needOf(variant, piles, c))
  // A card needed no later than every card beneath it blocks nothing.
  return need <= under ? under - need + pile.length / 100 : 100 + need - under
}

function bestWaste(
  variant: SirTommyVariant,
  piles: Piles,
  card: Card,
  except?: WasteId,
): WasteId | null {
  let best: WasteId | null = null
  let bestCost = Infinity
  for (const w of wastesOf(variant)) {
    if (w === except) continue
    const cost = placementCost(variant, piles, card, piles[w])
    if (cost < bestCost) {
      bestCost = cost
      best = w
    }
  }
  return best
}

/** Relaxed: the next card to lift off the pile hiding the shallowest card that could go up. */
function digMove(variant: SirTommyVariant, piles: Piles): Move | null {
  let from: WasteId | null = null
  let depth = Infinity
  for (const w of wastesOf(variant)) {
    const pile = piles[w]
    for (let i = pile.length - 2; i >= 0; i--) {
      const card = pile[i]
      if (card === undefined) continue
      const up = FOUNDATIONS.some((f, k) => fits(variant, k + 1, piles[f], card))
      if (up && pile.length - 1 - i < depth) {
        depth = pile.length - 1 - i
        from = w
      }
    }
  }
  const top = from === null ? undefined : piles[from].at(-1)
  if (from === null || top === undefined) return null
  const to = bestWaste(variant, piles, top, from)
  return to === null ? null : { from, to }
}

export function suggestMove(state: GameState): Move | null {
  const variant = variantOf(state.variant)
  const moves = legalMoves(state)
  if (moves.length === 0) return null
  const up = moves.find((m) => 'to' in m && m.to.startsWith('foundation') && m.from !== 'pending')
  if (up !== undefined) return up
  const pendingUp = moves.find(
    (m) => 'to' in m && m.from === 'pending' && m.to.startsWith('foundation'),
  )
  if (pendingUp !== undefined) return pendingUp
  const piles = pilesOf(state)
  const pending = piles.pending[0]
  if (pending !== undefined) {
    const to = bestWaste(variant, piles, pending)
    if (to !== null) return { from: 'pending', to }
  }
  if (variant.wasteToWaste) {
    const dig = digMove(variant, piles)
    if (dig !== null) return dig
  }
  const redeal = moves.find((m) => 'action' in m && m.action === 'redeal')
  if (redeal !== undefined) return { action: 'redeal' }
  return moves.find((m) => !('action' in m) || m.action === 'turn') ?? null
}
