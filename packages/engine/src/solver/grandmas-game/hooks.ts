// Solver knowledge of Grandma's Game (rules 3.4–3.6).
import { rankOf, suitOf } from '../../cards.js'
import type { Card, GameState, Move, PileId } from '../../types.js'
import { foundationsFirst, isFoundationMove, singleSteps, type SolverHooks } from '../hooks.js'

const cardsOf = (state: GameState, id: PileId): readonly Card[] => state.piles[id] ?? []

/** The card a move takes: a pile's top, or the workspace card at `index`. */
function movedCard(state: GameState, move: Move): Card | undefined {
  if (!('from' in move)) return undefined
  const cards = cardsOf(state, move.from)
  return move.index === undefined ? cards.at(-1) : cards[move.index]
}

/**
 * The other copy of this card (two packs) already lies on one of its suit's foundations (up
 * holds A…u, down K…d, rules 3.4), so this copy has exactly one place left and nothing else to
 * do: sending it there now only frees what lies above or below it. Not while the suit's piles
 * have met (n_s = 13): the card would fix where they meet (moves.ts's lastCopy says more).
 */
function lastCopy(state: GameState, card: Card): boolean {
  const suit = suitOf(card)
  const rank = rankOf(card)
  const up = cardsOf(state, `foundation-up-${suit}`).length
  const down = cardsOf(state, `foundation-down-${suit}`).length
  return up + down !== 13 && (up >= rank || down >= 14 - rank)
}

export const grandmasGameHooks: SolverHooks = {
  interchangeable: () => [],
  extraKey: (state) => state.workspaceHome ?? '',
  safeMove(state, moves) {
    for (const move of moves) {
      if (!isFoundationMove(move) || !('from' in move) || move.from.startsWith('foundation'))
        continue
      const card = movedCard(state, move)
      if (card !== undefined && lastCopy(state, card)) return move
    }
    return null
  },
  upperBound: () => 104,
  candidates(_state, moves) {
    // Reorders (rules 3.5) are left out: their number grows with the square of the workspace
    // and the search cannot afford them, so a search that meets one is not a proof.
    const kept = moves.filter((m) => !('action' in m && m.action === 'reorder'))
    return { steps: singleSteps(foundationsFirst(kept)), complete: kept.length === moves.length }
  },
}
