// Grandma's Game's knowledge for the racing bot (bot/choose.ts): the value of a position rebuilt
// from a view (how far tops and workspace cards are from fitting) and the greedy policy, its
// reorders cut to the single-card step legalMoves lists.
import { CARD_UP, foundationCards, pileOf, type BotGame } from '../bot-game.js'
import { isUnknown } from '../unknown-card.js'
import type { Card, GameState, Move } from '../../types.js'
import { suggestMove } from './bot.js'
import { ranksAway } from './foundations.js'
import { TABLEAU_IDS } from './piles.js'

/** ranksAway, 13 for a card no foundation will take, so that a score stays finite. */
function distance(state: GameState, card: Card): number {
  return Math.min(ranksAway(state, card), 13)
}

export const grandmasGameBot: BotGame = {
  evaluate(state) {
    let score = CARD_UP * foundationCards(state)
    for (const id of TABLEAU_IDS) {
      const top = pileOf(state, id).at(-1)
      if (top !== undefined && !isUnknown(top)) score -= distance(state, top) / 4
    }
    const workspace = pileOf(state, 'workspace')
    for (const card of workspace) score -= distance(state, card) / 8
    // The last workspace card goes back on top of its home pile: the only one playable later.
    const last = workspace.at(-1)
    if (last !== undefined) score -= distance(state, last) / 4
    return score
  },
  greedy(state) {
    const move = suggestMove(state)
    if (move === null || !('action' in move) || move.action !== 'reorder') return move
    return singleCardStep(move.order)
  },
  revealsUnknown(state) {
    if (pileOf(state, 'workspace').some(isUnknown)) return true
    return TABLEAU_IDS.some((id) => isUnknown(pileOf(state, id).at(-1)))
  },
}

/**
 * legalMoves lists only single-card reorders: the first step toward `order` (take the card
 * that belongs at the first wrong position and put it there). Repeated, it reaches a sorted
 * workspace, as each step fixes one more leading position (ties keep their order).
 */
function singleCardStep(order: readonly number[]): Move {
  const at = order.findIndex((from, to) => from !== to)
  const from = order[at] as number
  const step = order.map((_, i) => i).filter((i) => i !== from)
  step.splice(at, 0, from)
  return { action: 'reorder', order: step }
}
