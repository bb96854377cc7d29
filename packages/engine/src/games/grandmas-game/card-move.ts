// Card moves, rules 3.5: T2F (a tableau top), WS2F (any workspace card) and F2F (a transfer
// between the two foundations of one suit). Every card goes to a foundation, one at a time.
import { cardName } from '../../cards.js'
import { illegal } from '../../errors.js'
import type { ApplyResult, Card, CardMove, GameState, PileId } from '../../types.js'
import { refusal } from './foundations.js'
import { isGrandmasPileId, isTableau, parseFoundation, pile, pileName, topOf } from './piles.js'

/** The card a move takes and where it lies in its pile, or why the move is refused. */
type Taken = { card: Card; at: number } | { error: ApplyResult }

/**
 * The card a legal card move takes and its position in the pile, or the refusal: apply's check,
 * which the live game (live.ts) runs on its own position so that both refuse with the same error.
 */
export function checkCardMove(state: GameState, move: CardMove): Taken {
  const { from, to } = move
  if (move.count !== undefined)
    return { error: illegal("cards move one at a time in Grandma's Game") }
  for (const id of [from, to]) {
    if (!isGrandmasPileId(id))
      return { error: illegal(`there is no pile called "${id}" in Grandma's Game`) }
  }
  const target = parseFoundation(to)
  if (!target) return { error: illegal(notAFoundation(to)) }
  const taken = take(state, move)
  if ('error' in taken) return taken
  const reason = refusal(state, target, taken.card)
  if (reason) return { error: illegal(`${cardName(taken.card)} can't be played there: ${reason}`) }
  return taken
}

export function applyCardMove(state: GameState, move: CardMove): ApplyResult {
  const taken = checkCardMove(state, move)
  if ('error' in taken) return taken.error
  const { from, to } = move
  const cards = pile(state, from)
  const rest = cards.filter((_, i) => i !== taken.at)
  const piles = { ...state.piles, [from]: rest, [to]: [...pile(state, to), taken.card] }
  // The workspace's home is forgotten once its last card is played.
  const workspaceHome = from === 'workspace' && rest.length === 0 ? null : state.workspaceHome
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
    return { card, at: index }
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
  return { card, at: cards.length - 1 }
}

function notAFoundation(to: PileId): string {
  if (isTableau(to)) return 'nothing can be placed on a tableau pile; piles only grow when you deal'
  if (to === 'workspace') return 'cards enter the workspace only when you deal'
  return 'nothing goes back to the stock'
}
