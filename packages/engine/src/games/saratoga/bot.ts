// The reference bot. While the game is young (fewer than SOLVER_MOVE_LIMIT moves) it asks a
// budgeted solver (solver.ts) for a winning line and plays its first step. Otherwise, or when
// the solver finds nothing, it plays greedily: only a progress move (a card to a foundation,
// or the waste top to the tableau), a tableau move on a shortest path to one
// (progress-search.ts), or a draw/redeal towards a reachable waste card that fits. Progress
// moves lower (cards in stock and waste, cards off the foundations), path steps shorten the
// path, draws reach the wanted card within one cycle, and with nothing left to aim at it draws
// the stock out, after which status() reports the game stuck. So after the move limit
// repeated suggestions always end the game (standard variant; see README.md for takebacks).
import { rankOf, suitOf } from '../../cards.js'
import type { SaratogaTableauId } from '../../pile-ids.js'
import type { Card, GameState, Move } from '../../types.js'
import { buildsOn, foundationAccepts, tableauAccepts } from './building.js'
import { allowsTakeback } from './info.js'
import { cardMove, legalMoves } from './legal-moves.js'
import { FOUNDATION_IDS, FOUNDATION_SUITS, foundationIdOf, pile, TABLEAU_IDS } from './piles.js'
import { searchProgress } from './progress-search.js'
import { solve } from './solver.js'

/** Past this many moves the bot stops consulting the solver, so play always ends. */
const SOLVER_MOVE_LIMIT = 1000

export function suggestMove(state: GameState): Move | null {
  if (state.moves < SOLVER_MOVE_LIMIT) {
    const winning = solve(state)
    if (winning) return winning
  }
  return greedyMove(state) ?? legalMoves(state)[0] ?? null
}

/** The plain greedy policy; null only when it has no move at all. */
export function greedyMove(
  state: GameState,
  candidates = directProgress(state, allowsTakeback(state.variant)),
  reachable?: readonly Card[],
): Move | null {
  const first = candidates[0]
  if (first) return first
  if (allowsTakeback(state.variant)) {
    const takeback = takebackForWaste(state)
    if (takeback) return takeback
  }
  // The bot sees the stock order, so it aims at rules 2.7's exact R. When nothing is reachable
  // it draws out the stock, after which status() sees the position as stuck.
  // chooseBotMove passes `reachable` from what the player sees (status.ts's R) instead.
  const search =
    reachable === undefined ? searchProgress(state, false) : searchProgress(state, false, reachable)
  if (search.found && search.first) return search.first
  return drawOrRedeal(state)
}

function drawOrRedeal(state: GameState): Move | null {
  if (pile(state, 'stock').length > 0) return { action: 'draw' }
  if (pile(state, 'waste').length > 0) return { action: 'redeal' }
  return null
}

/** Progress moves in order of preference: foundation moves, then the waste top onto the tableau. */
function directProgress(state: GameState, takebacks: boolean): Move[] {
  const moves: Move[] = []
  const wasteTop = pile(state, 'waste').at(-1)
  const wasteToTableau = wasteTop === undefined ? [] : tableauTargets(state, wasteTop)
  if (takebacks && wasteTop !== undefined) {
    // With takebacks, a card just taken back to hold the waste top must not go straight up.
    const onFoundationReady = wasteToTableau.find((to) => {
      const top = pile(state, to).at(-1)
      return top !== undefined && fitsItsFoundation(state, top)
    })
    if (onFoundationReady) return [cardMove('waste', onFoundationReady)]
  }
  for (const from of ['waste', ...TABLEAU_IDS] as const) {
    const card = pile(state, from).at(-1)
    if (card !== undefined && fitsItsFoundation(state, card)) {
      moves.push(cardMove(from, foundationIdOf(suitOf(card))))
    }
  }
  const filled = wasteToTableau.filter((id) => pile(state, id).length > 0)
  const empty = wasteToTableau.find((id) => pile(state, id).length === 0)
  for (const to of empty === undefined ? filled : [...filled, empty])
    moves.push(cardMove('waste', to))
  return moves
}

function fitsItsFoundation(state: GameState, card: Card): boolean {
  return foundationAccepts(pile(state, foundationIdOf(suitOf(card))), suitOf(card), card)
}

function tableauTargets(state: GameState, card: Card): SaratogaTableauId[] {
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
