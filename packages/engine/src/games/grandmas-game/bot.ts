// The greedy reference bot: play what fits (tableau tops before workspace cards, as seed 003
// advises), slide a met pair of foundations when that frees a play, otherwise sort the
// workspace so the cards needed soonest go back on top (reorder variant), then deal.
import { rankOf, suitOf } from '../../cards.js'
import type { Card, GameState, Move, PileId } from '../../types.js'
import { ranksAway, suitCount, targetsFor } from './foundations.js'
import { TABLEAU_IDS, foundationId, pile, topOf } from './piles.js'
import { reorderAllowed } from './reorder-move.js'

type Candidate = { card: Card; move: (to: PileId) => Move }

export function suggestMove(state: GameState): Move | null {
  const candidates = candidatesOf(state)
  for (const { card, move } of candidates) {
    const to = targetsFor(state, card)[0]
    if (to !== undefined) return move(to)
  }
  // Slides move the meeting point one card at a time toward the first card that needs them;
  // the candidate order is fixed, so successive suggestions never undo each other.
  for (const { card } of candidates) {
    if (suitCount(state, suitOf(card)) === 13) return slideToward(state, card)
  }
  if (pile(state, 'stock').length === 0) return null
  const order = reorderAllowed(state) ? soonestOnTop(state) : null
  return order !== null ? { action: 'reorder', order } : { action: 'deal' }
}

/**
 * The deal returns the workspace to its home pile last card on top, and only that top can be
 * played later (rules 3.5), so the card its suit's foundations will take soonest goes last.
 * The sort is stable, so a sorted workspace sorts to itself: null then, and the bot deals.
 */
function soonestOnTop(state: GameState): number[] | null {
  const workspace = pile(state, 'workspace')
  const distance = workspace.map((card) => ranksAway(state, card))
  const order = workspace
    .map((_, i) => i)
    .sort((a, b) => (distance[b] as number) - (distance[a] as number) || a - b)
  return order.some((from, to) => from !== to) ? order : null
}

function candidatesOf(state: GameState): Candidate[] {
  const tops: Candidate[] = []
  for (const from of TABLEAU_IDS) {
    const card = topOf(pile(state, from))
    if (card !== undefined) tops.push({ card, move: (to) => ({ from, to }) })
  }
  const workspace: Candidate[] = pile(state, 'workspace').map((card, index) => ({
    card,
    move: (to) => ({ from: 'workspace', index, to }),
  }))
  return [...tops, ...workspace]
}

/** At n_s = 13 a rank r goes up once the up pile shows r − 1 (rules 3.4). */
function slideToward(state: GameState, card: Card): Move {
  const suit = suitOf(card)
  const up = foundationId('up', suit)
  const down = foundationId('down', suit)
  return pile(state, up).length > rankOf(card) - 1 ? { from: up, to: down } : { from: down, to: up }
}
