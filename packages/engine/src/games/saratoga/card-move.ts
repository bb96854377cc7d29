// Card moves: tableau runs, waste top, foundations (rules 2.4, 2.5, 2.8 item 4).
import { cardName, isRed, rankName, rankOf, suitOf, suitWord } from '../../cards.js'
import { illegal } from '../../errors.js'
import type { NumberedFoundationId } from '../../pile-ids.js'
import type { ApplyResult, Card, CardMove, GameState } from '../../types.js'
import { buildsOn, foundationAccepts, foundationNeeds } from './building.js'
import { allowsTakeback } from './info.js'
import {
  foundationIdOf,
  isFoundationId,
  isSaratogaPileId,
  isTableauId,
  pile,
  pileName,
  suitOfFoundation,
} from './piles.js'

export function applyCardMove(state: GameState, move: CardMove): ApplyResult {
  const refusal = refuseCardMove(state, move)
  if (refusal) return refusal
  const { from, to } = move
  const count = move.count ?? 1
  const source = pile(state, from)
  return {
    ok: true,
    state: {
      ...state,
      piles: {
        ...state.piles,
        [from]: source.slice(0, -count),
        [to]: [...pile(state, to), ...source.slice(-count)],
      },
    },
  }
}

/** Why `move` is illegal in `state` (the refusal applyCardMove gives), or null: it is legal. */
export function refuseCardMove(state: GameState, move: CardMove): ApplyResult | null {
  const { from, to } = move
  const count = move.count ?? 1
  if (move.index !== undefined) {
    return illegal('a Saratoga move names its piles and how many cards, never an index')
  }
  if (!isSaratogaPileId(from)) return illegal(`there is no pile called ${from} in Saratoga`)
  if (!isSaratogaPileId(to)) return illegal(`there is no pile called ${to} in Saratoga`)
  const refusal = refuseEndpoints(state, move, count)
  if (refusal) return refusal
  const source = pile(state, from)
  const base = source[source.length - count]
  if (base === undefined) return illegal(`${pileName(from)} is empty`)
  const target = pile(state, to)
  const fit = isFoundationId(to) ? refuseFoundation(to, target, base) : refuseTableau(target, base)
  return fit ? illegal(fit) : null
}

/** Which piles may give and take cards at all, and how many. */
function refuseEndpoints(state: GameState, move: CardMove, count: number): ApplyResult | null {
  const { from, to } = move
  if (from === to) return illegal('a move needs two different piles')
  if (to === 'stock') return illegal('nothing goes back on the stock except by a redeal')
  if (to === 'waste') return illegal('nothing can be put on the waste')
  if (from === 'stock') return illegal('cards leave the stock only by drawing')
  const source = pile(state, from)
  if (source.length === 0) return illegal(`${pileName(from)} is empty`)
  if (from === 'waste' && count > 1) return illegal('only the top card of the waste can move')
  if (isFoundationId(from)) {
    // rules 2.8 item 4: takebacks only behind the variant flag.
    if (!allowsTakeback(state.variant)) return illegal('cards on the foundations stay there')
    if (!isTableauId(to)) return illegal('a foundation card can only come back onto a tableau pile')
    if (count > 1) return illegal('only the top card of a foundation can come back')
  }
  if (isFoundationId(to) && count > 1) return illegal('cards go to a foundation one at a time')
  if (count > source.length) {
    return illegal(
      `${pileName(from)} has only ${source.length} card${source.length === 1 ? '' : 's'}`,
    )
  }
  if (count > 1) {
    const run = source.slice(-count)
    for (let i = 1; i < run.length; i++) {
      const upper = run[i]
      const lower = run[i - 1]
      if (upper === undefined || lower === undefined) break
      if (!buildsOn(upper, lower)) {
        return illegal(
          `${cardName(upper)} is not built on ${cardName(lower)}, so these ${count} cards can't move together`,
        )
      }
    }
  }
  return null
}

function refuseFoundation(
  to: NumberedFoundationId,
  foundation: readonly Card[],
  card: Card,
): string | null {
  const suit = suitOfFoundation(to)
  if (suitOf(card) !== suit) {
    const home = foundationIdOf(suitOf(card))
    return `${cardName(card)} belongs on ${home} (${pileName(home)}), not on ${pileName(to)}`
  }
  if (foundationAccepts(foundation, suit, card)) return null
  const needs = foundationNeeds(foundation, suit)
  if (needs === null) return `the ${suitWord(suit)} are already complete`
  return `${cardName(card)} can't go on ${pileName(to)} yet: it needs ${cardName(needs)} next`
}

function refuseTableau(target: readonly Card[], base: Card): string | null {
  const top = target.at(-1)
  if (top === undefined) {
    return rankOf(base) === 13
      ? null
      : 'only a king, or a run headed by a king, can go on an empty pile'
  }
  if (buildsOn(base, top)) return null
  if (rankOf(base) + 1 === rankOf(top) && isRed(base) === isRed(top)) {
    return `${cardName(base)} can't go on ${cardName(top)}: the colours must alternate`
  }
  return `${rankName(rankOf(base))} can't go on ${cardName(top)}`
}
