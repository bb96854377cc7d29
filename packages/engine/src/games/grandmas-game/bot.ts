// The greedy reference bot: play what fits (tableau tops before workspace cards, as seed 003
// advises), slide a met pair of foundations when that frees a play, otherwise deal. It never
// reorders the workspace.
import { rankOf, suitOf } from '../../cards.js'
import type { Card, GameState, Move } from '../../types.js'
import { suitCount, targetsFor } from './foundations.js'
import { TABLEAU_IDS, foundationId, pile, topOf } from './piles.js'

type Candidate = { card: Card; move: (to: string) => Move }

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
  return pile(state, 'stock').length > 0 ? { action: 'deal' } : null
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
