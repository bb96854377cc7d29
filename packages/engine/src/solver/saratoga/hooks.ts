// Solver knowledge of Saratoga (rules 2.4–2.6): Klondike's dominance move, equal tableau piles.
import { isRed, rankOf, SUITS } from '../../cards.js'
import { NUMBERED_FOUNDATION_IDS } from '../../pile-ids.js'
import type { Card, GameState, Move, PileId } from '../../types.js'
import { foundationsFirst, isFoundationMove, singleSteps, type SolverHooks } from '../hooks.js'
import { stockSteps } from './stock-steps.js'

const TABLEAU: readonly PileId[] = [1, 2, 3, 4, 5, 6, 7].map((n) => `tableau-${n}` as PileId)

const cardsOf = (state: GameState, id: PileId): Card[] => state.piles[id] ?? []

/**
 * Klondike's safe foundation move: an Ace or a 2, or a card whose two possible tableau
 * children (the other colour, one rank down) are both on their foundations already, so it can
 * never again hold a card on the tableau.
 */
function safeUp(state: GameState, card: Card): boolean {
  const rank = rankOf(card)
  if (rank <= 2) return true
  return SUITS.every(
    (suit, i) =>
      isRed(`A${suit}`) === isRed(card) ||
      cardsOf(state, NUMBERED_FOUNDATION_IDS[i] ?? 'foundation-1').length >= rank - 1,
  )
}

/** Moving a whole King-headed pile onto an empty pile changes nothing (rules 2.4). */
function changesNothing(state: GameState, move: Move): boolean {
  if (!('from' in move) || !TABLEAU.includes(move.to)) return false
  return (
    cardsOf(state, move.to).length === 0 &&
    (move.count ?? 1) === cardsOf(state, move.from).length &&
    TABLEAU.includes(move.from)
  )
}

export const saratogaHooks: SolverHooks = {
  interchangeable: () => [TABLEAU],
  extraKey: () => '',
  safeMove(state, moves) {
    for (const move of moves) {
      // From the tableau only. Taking a card out of the waste shifts which cards the draws of
      // three reach later, so even an Ace there can be worth leaving (solvability-307: won
      // only by not playing a waste card up at once; Solvitaire found it, docs/solvability.md).
      if (!isFoundationMove(move) || !('from' in move) || !TABLEAU.includes(move.from)) continue
      const card = cardsOf(state, move.from).at(-1)
      if (card !== undefined && safeUp(state, card)) return move
    }
    return null
  },
  upperBound: () => 52,
  candidates(state, moves) {
    const useful = moves.filter((move) => !changesNothing(state, move))
    // Takebacks last among the card moves: they undo progress and rarely pay.
    const ordered = foundationsFirst(useful)
    const back = ordered.filter((m) => 'from' in m && m.from.startsWith('foundation'))
    const rest = ordered.filter((m) => !back.includes(m))
    // Plays from the waste as it is now are in stockSteps too (with no actions before them).
    const tableau = rest.filter((m) => !('action' in m) && !('from' in m && m.from === 'waste'))
    const waste = stockSteps(state)
    const up = (step: Move[]) => isFoundationMove(step.at(-1) ?? { action: 'draw' })
    return {
      steps: [
        ...singleSteps(tableau.filter(isFoundationMove)),
        ...waste.filter(up),
        ...singleSteps(tableau.filter((m) => !isFoundationMove(m))),
        ...waste.filter((step) => !up(step)),
        ...singleSteps(back),
      ],
      complete: true,
    }
  },
}
