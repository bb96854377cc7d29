// The greedy reference bot. It only ever makes a progress move (a card to a foundation, or
// the waste top to the tableau), a tableau move on a shortest path to one (progress-search),
// or draws/redeals towards a reachable waste card that fits. Each progress move lowers
// (cards in stock and waste, cards off the foundations), path steps shorten the path, and
// draws reach the wanted card within one cycle, so repeated suggestions always end the game.
import { rankOf, suitOf } from '../../cards.js'
import type { Card, GameState, Move } from '../../types.js'
import { buildsOn, foundationAccepts, tableauAccepts } from './building.js'
import { allowsTakeback } from './info.js'
import { cardMove, legalMoves } from './legal-moves.js'
import { FOUNDATION_IDS, FOUNDATION_SUITS, foundationIdOf, pile, TABLEAU_IDS } from './piles.js'
import { searchProgress } from './progress-search.js'

export function suggestMove(state: GameState): Move | null {
  const takebacks = allowsTakeback(state.variant)
  const direct = directProgress(state, takebacks)
  if (direct) return direct
  if (takebacks) {
    const takeback = takebackForWaste(state)
    if (takeback) return takeback
  }
  const search = searchProgress(state, false)
  if (search.found && search.first) return search.first
  const turn = drawOrRedeal(state)
  if (turn) return turn
  // Only with takebacks can a position with an empty stock and waste still be alive here.
  return legalMoves(state)[0] ?? null
}

function drawOrRedeal(state: GameState): Move | null {
  if (pile(state, 'stock').length > 0) return { action: 'draw' }
  if (pile(state, 'waste').length > 0) return { action: 'redeal' }
  return null
}

/** Foundation moves first, then the waste top onto the tableau. */
function directProgress(state: GameState, takebacks: boolean): Move | null {
  const wasteTop = pile(state, 'waste').at(-1)
  const wasteToTableau = wasteTop === undefined ? [] : tableauTargets(state, wasteTop)
  if (takebacks && wasteTop !== undefined) {
    // With takebacks, a card just taken back to hold the waste top must not go straight up.
    const onFoundationReady = wasteToTableau.find((to) => {
      const top = pile(state, to).at(-1)
      return top !== undefined && fitsItsFoundation(state, top)
    })
    if (onFoundationReady) return cardMove('waste', onFoundationReady)
  }
  for (const from of ['waste', ...TABLEAU_IDS]) {
    const card = pile(state, from).at(-1)
    if (card !== undefined && fitsItsFoundation(state, card)) {
      return cardMove(from, foundationIdOf(suitOf(card)))
    }
  }
  const to = wasteToTableau.find((id) => pile(state, id).length > 0) ?? wasteToTableau[0]
  return to === undefined ? null : cardMove('waste', to)
}

function fitsItsFoundation(state: GameState, card: Card): boolean {
  return foundationAccepts(pile(state, foundationIdOf(suitOf(card))), suitOf(card), card)
}

function tableauTargets(state: GameState, card: Card): string[] {
  return TABLEAU_IDS.filter((id) => tableauAccepts(pile(state, id), card))
}

/** Takebacks only: bring a foundation top down when the waste top can then go on it. */
function takebackForWaste(state: GameState): Move | null {
  const wasteTop = pile(state, 'waste').at(-1)
  if (wasteTop === undefined || rankOf(wasteTop) === 13) return null
  for (const [index, from] of FOUNDATION_IDS.entries()) {
    const card = pile(state, from).at(-1)
    if (card === undefined || FOUNDATION_SUITS[index] !== suitOf(card)) continue
    if (!buildsOn(wasteTop, card)) continue
    const to = tableauTargets(state, card)[0]
    if (to !== undefined) return cardMove(from, to)
  }
  return null
}
