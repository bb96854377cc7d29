// Card moves, rules 3.5: T2F (a tableau top), WS2F (any workspace card) and F2F (a transfer
// between the two foundations of one suit). Every card goes to a foundation, one at a time.
import { cardName } from '../../cards.js'
import { illegal } from '../../errors.js'
import type { ApplyResult, Card, CardMove, GameState, PileId } from '../../types.js'
import { refusal } from './foundations.js'
import { isGrandmasPileId, isTableau, parseFoundation, pile, pileName, topOf } from './piles.js'

type Taken = { card: Card; rest: Card[] } | { error: ApplyResult }

export function applyCardMove(state: GameState, move: CardMove): ApplyResult {
  const { from, to } = move
  if (move.count !== undefined) return illegal("cards move one at a time in Grandma's Game")
  for (const id of [from, to]) {
    if (!isGrandmasPileId(id)) return illegal(`there is no pile called "${id}" in Grandma's Game`)
  }
  const target = parseFoundation(to)
  if (!target) return illegal(notAFoundation(to))
  const taken = take(state, move)
  if ('error' in taken) return taken.error
  const reason = refusal(state, target, taken.card)
  if (reason) return illegal(`${cardName(taken.card)} can't be played there: ${reason}`)
  const piles = { ...state.piles, [from]: taken.rest, [to]: [...pile(state, to), taken.card] }
  // The workspace's home is forgotten once its last card is played.
  const workspaceHome = from === 'workspace' && taken.rest.length === 0 ? null : state.workspaceHome
  return { ok: true, state: { ...state, piles, workspaceHome } }
}

function take(state: GameState, move: CardMove): Taken {
  const { from, to, index } = move
  const cards = pile(state, from)
  if (from === 'workspace') {
    if (index === undefined)
      return { error: illegal('say which workspace card to play (index, 0 = first)') }
    const card = cards[index]
    if (card === undefined) {
      return {
        error: illegal(
          `the workspace has ${cards.length} card${cards.length === 1 ? '' : 's'}; there is no position ${index}`,
        ),
      }
    }
    return { card, rest: cards.filter((_, i) => i !== index) }
  }
  if (index !== undefined)
    return {
      error: illegal(
        'only workspace cards are chosen by position; other piles play their top card',
      ),
    }
  if (from === 'stock') return { error: illegal('stock cards come out only by dealing') }
  const source = parseFoundation(from)
  if (source) {
    if (from === to) return { error: illegal('that card is already on that foundation') }
    if (source.suit !== parseFoundation(to)?.suit) {
      return {
        error: illegal('a foundation card can only move to the other foundation of its suit'),
      }
    }
  }
  const card = topOf(cards)
  if (card === undefined) return { error: illegal(`${pileName(from)} is empty`) }
  return { card, rest: cards.slice(0, -1) }
}

function notAFoundation(to: PileId): string {
  if (isTableau(to)) return 'nothing can be placed on a tableau pile; piles only grow when you deal'
  if (to === 'workspace') return 'cards enter the workspace only when you deal'
  return 'nothing goes back to the stock'
}
