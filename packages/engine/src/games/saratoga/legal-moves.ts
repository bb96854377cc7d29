// Every legal move exactly once, in the same terms applyCardMove and the stock actions accept.
import { suitOf } from '../../cards.js'
import type { GameState, Move, PileId } from '../../types.js'
import { foundationAccepts, movableRunLength, tableauAccepts } from './building.js'
import { allowsTakeback } from './info.js'
import { FOUNDATION_IDS, foundationIdOf, pile, TABLEAU_IDS } from './piles.js'

/** A card move as listed: `count` appears only for runs of two or more. */
export function cardMove(from: PileId, to: PileId, count = 1): Move {
  return count > 1 ? { from, to, count } : { from, to }
}

export function legalMoves(state: GameState): Move[] {
  const moves: Move[] = []
  for (const from of TABLEAU_IDS) moves.push(...movesFromTableau(state, from))
  moves.push(...movesOfCard(state, 'waste'))
  if (allowsTakeback(state.variant)) {
    for (const from of FOUNDATION_IDS) moves.push(...takebacks(state, from))
  }
  if (pile(state, 'stock').length > 0) moves.push({ action: 'draw' })
  else if (pile(state, 'waste').length > 0) moves.push({ action: 'redeal' })
  return moves
}

function movesFromTableau(state: GameState, from: PileId): Move[] {
  const source = pile(state, from)
  const moves = movesOfCard(state, from)
  const run = movableRunLength(source)
  // Single cards to other piles were listed by movesOfCard; here the runs of 2 or more.
  for (let count = 2; count <= run; count++) {
    const base = source[source.length - count]
    if (base === undefined) break
    for (const to of TABLEAU_IDS) {
      if (to !== from && tableauAccepts(pile(state, to), base))
        moves.push(cardMove(from, to, count))
    }
  }
  return moves
}

/** The top card of the waste or a tableau pile: to its foundation or onto another pile. */
function movesOfCard(state: GameState, from: PileId): Move[] {
  const card = pile(state, from).at(-1)
  if (card === undefined) return []
  const moves: Move[] = []
  const home = foundationIdOf(suitOf(card))
  if (foundationAccepts(pile(state, home), suitOf(card), card)) moves.push(cardMove(from, home))
  for (const to of TABLEAU_IDS) {
    if (to !== from && tableauAccepts(pile(state, to), card)) moves.push(cardMove(from, to))
  }
  return moves
}

function takebacks(state: GameState, from: (typeof FOUNDATION_IDS)[number]): Move[] {
  const card = pile(state, from).at(-1)
  if (card === undefined) return []
  return TABLEAU_IDS.filter((to) => tableauAccepts(pile(state, to), card)).map((to) =>
    cardMove(from, to),
  )
}
