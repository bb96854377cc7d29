// Grandma's Game's knowledge for the racing bot (bot/choose.ts): the value of a position rebuilt
// from a view (how far tops and workspace cards are from fitting) and the greedy policy, its
// reorders cut to the single-card step legalMoves lists.
import { CARD_UP, foundationCards, pileOf, type BotGame } from '../../bot/bot-game.js'
import { isUnknown } from '../../bot/unknown-card.js'
import { rankOf, suitOf } from '../../cards.js'
import type { Card, GameState, Move } from '../../types.js'
import { suggestMove } from './bot.js'
import { nextRank, suitCount } from './foundations.js'
import { TABLEAU_IDS } from './piles.js'

/** Ranks of its suit that must go up before `card` fits (0: fits now or the piles have met). */
function ranksAway(state: GameState, card: Card): number {
  const suit = suitOf(card)
  if (suitCount(state, suit) === 13) return 0
  const rank = rankOf(card)
  const up = nextRank(state, { dir: 'up', suit })
  const down = nextRank(state, { dir: 'down', suit })
  return Math.min(
    up !== null && rank >= up ? rank - up : 13,
    down !== null && rank <= down ? down - rank : 13,
  )
}

export const grandmasGameBot: BotGame = {
  evaluate(state) {
    let score = CARD_UP * foundationCards(state)
    for (const id of TABLEAU_IDS) {
      const top = pileOf(state, id).at(-1)
      if (top !== undefined && !isUnknown(top)) score -= ranksAway(state, top) / 4
    }
    const workspace = pileOf(state, 'workspace')
    for (const card of workspace) score -= ranksAway(state, card) / 8
    // The last workspace card goes back on top of its home pile: the only one playable later.
    const last = workspace.at(-1)
    if (last !== undefined) score -= ranksAway(state, last) / 4
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
