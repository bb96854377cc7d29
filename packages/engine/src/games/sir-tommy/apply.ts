// Apply one Sir Tommy move (rules 1.4–1.8). Copies only the piles it changes.
import { cardName } from '../../cards.js'
import { illegal } from '../../errors.js'
import type {
  ActionMove,
  ApplyResult,
  Card,
  CardMove,
  GameState,
  Move,
  PileId,
} from '../../types.js'
import { fits, whyNot } from './foundations.js'
import {
  copyPiles,
  foundationIndex,
  hasPile,
  isPileIdOf,
  pilesOf,
  type SirTommyPileId,
} from './piles.js'
import { redeal } from './redeal.js'
import { nextState } from './next-state.js'
import { autoTurn, seenAfterTurn } from './turn.js'
import { variantOf, type SirTommyVariant } from './variants.js'

function applyAction(state: GameState, variant: SirTommyVariant, move: ActionMove): ApplyResult {
  if (move.action === 'redeal') return redeal(state, variant, move.order)
  const refusal = refuseTurn(state, move)
  if (refusal) return refusal
  const piles = pilesOf(state)
  const next = copyPiles(variant, piles)
  const turned = autoTurn(next)
  return {
    ok: true,
    state: nextState(state, next, state.redeals, seenAfterTurn(state.seen, turned, state.redeals)),
  }
}

/** Why a turn (or an action Sir Tommy does not have) is refused, or null: apply's and the live game's check. */
export function refuseTurn(state: GameState, move: ActionMove): ApplyResult | null {
  if (move.action !== 'turn') return illegal(`Sir Tommy has no "${move.action}" action`)
  // rules 1.4 TURN: never while a card is pending; with auto-turn (1.5) this is never needed.
  const piles = pilesOf(state)
  if (piles.pending.length > 0) {
    return illegal(
      'a card is already pending: place it first, and the next card turns over by itself',
    )
  }
  if (piles.stock.length === 0) return illegal('the stock is empty')
  return null
}

function refuseEnds(variant: SirTommyVariant, from: PileId, to: PileId): ApplyResult | null {
  const known = (id: PileId) => isPileIdOf(variant, id)
  if (!known(from)) return illegal(`there is no pile "${from}" in this game`)
  if (!known(to)) return illegal(`there is no pile "${to}" in this game`)
  if (from === to) return illegal('a card cannot move onto its own pile')
  if (from === 'stock')
    return illegal('the stock turns over by itself: place the pending card instead')
  if (foundationIndex(from) > 0) return illegal('cards on a foundation stay there')
  if (to === 'stock') return illegal('cards never go back into the stock')
  if (to === 'pending') return illegal('only the stock puts a card in the pending slot')
  return null
}

/**
 * Why a card move is refused, or null when it is legal: apply's check, which the live game
 * (live.ts) runs on its own position so that both refuse with the same error.
 */
export function refuseCardMove(
  state: GameState,
  variant: SirTommyVariant,
  move: CardMove,
): ApplyResult | null {
  const { from, to } = move
  if (move.index !== undefined) return illegal('only the top card of a pile can move')
  if (move.count !== undefined && move.count !== 1)
    return illegal('cards move one at a time in Sir Tommy')
  const piles = pilesOf(state)
  if (
    !hasPile(piles, from) ||
    !hasPile(piles, to) ||
    from === to ||
    from === 'stock' ||
    to === 'stock' ||
    to === 'pending' ||
    from.startsWith('f')
  ) {
    return refuseEnds(variant, from, to) ?? illegal('that move is not allowed')
  }
  const source = piles[from]
  const target = piles[to]
  const card = source[source.length - 1]
  if (card === undefined)
    return illegal(from === 'pending' ? 'no card is pending' : `${from} is empty`)
  const f = foundationIndex(to)
  if (f > 0) {
    // rules 1.8(a): in Strategy every stock card goes to a waste pile, and waste tops go up only afterwards.
    if (
      variant.foundationsAfterStock &&
      (from === 'pending' || piles.stock.length > 0 || piles.pending.length > 0)
    ) {
      return illegal('the foundations open only once every stock card has gone to a waste pile')
    }
    if (!fits(variant, f, target, card)) return illegal(whyNot(variant, f, target, card))
  } else if (from !== 'pending' && !variant.wasteToWaste) {
    // rules 1.4: never legal to move a card between waste piles.
    return illegal(`${cardName(card)} can't move from one waste pile to another`)
  }
  return null
}

function applyCardMove(state: GameState, variant: SirTommyVariant, move: CardMove): ApplyResult {
  const refusal = refuseCardMove(state, variant, move)
  if (refusal) return refusal
  const { from, to } = move as { from: SirTommyPileId; to: SirTommyPileId }
  const piles = pilesOf(state)
  const source = piles[from]
  const card = source[source.length - 1] as Card
  const next = copyPiles(variant, piles)
  next[from] = source.slice(0, -1)
  const grown = piles[to].slice()
  grown.push(card)
  next[to] = grown
  // rules 1.5: placing the pending card turns the next one face up.
  const seen =
    from === 'pending' ? seenAfterTurn(state.seen, autoTurn(next), state.redeals) : state.seen
  return { ok: true, state: nextState(state, next, state.redeals, seen) }
}

export function apply(state: GameState, move: Move): ApplyResult {
  const variant = variantOf(state.variant)
  return 'action' in move ? applyAction(state, variant, move) : applyCardMove(state, variant, move)
}
