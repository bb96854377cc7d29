// Every legal move exactly once, in the same terms applyCardMove and the stock actions accept.
// Listed through a sink, so the live game (live.ts) counts them with the same rules without
// making the list.
import { suitOf } from '../../cards.js'
import type { GameState, Move, PileId } from '../../types.js'
import { foundationAccepts, movableRunLength, tableauAccepts } from './building.js'
import { allowsTakeback } from './info.js'
import { FOUNDATION_IDS, foundationIdOf, pile, TABLEAU_IDS } from './piles.js'

/** A card move as listed: `count` appears only for runs of two or more. */
export function cardMove(from: PileId, to: PileId, count = 1): Move {
  return count > 1 ? { from, to, count } : { from, to }
}

/** Takes each legal move in listing order. */
interface MoveSink {
  card(from: PileId, to: PileId, count: number): void
  action(action: 'draw' | 'redeal'): void
}

export function legalMoves(state: GameState): Move[] {
  const moves: Move[] = []
  eachLegalMove(state, {
    card: (from, to, count) => moves.push(cardMove(from, to, count)),
    action: (action) => moves.push({ action }),
  })
  return moves
}

/** legalMoves(state).length, without making the moves. */
export function countLegalMoves(state: GameState): number {
  let count = 0
  const add = (): void => void count++
  eachLegalMove(state, { card: add, action: add })
  return count
}

function eachLegalMove(state: GameState, sink: MoveSink): void {
  for (const from of TABLEAU_IDS) movesFromTableau(state, from, sink)
  movesOfCard(state, 'waste', sink)
  if (allowsTakeback(state.variant)) {
    for (const from of FOUNDATION_IDS) takebacks(state, from, sink)
  }
  if (pile(state, 'stock').length > 0) sink.action('draw')
  else if (pile(state, 'waste').length > 0) sink.action('redeal')
}

function movesFromTableau(state: GameState, from: PileId, sink: MoveSink): void {
  const source = pile(state, from)
  movesOfCard(state, from, sink)
  const run = movableRunLength(source)
  // Single cards to other piles were listed by movesOfCard; here the runs of 2 or more.
  for (let count = 2; count <= run; count++) {
    const base = source[source.length - count]
    if (base === undefined) break
    for (const to of TABLEAU_IDS) {
      if (to !== from && tableauAccepts(pile(state, to), base)) sink.card(from, to, count)
    }
  }
}

/** The top card of the waste or a tableau pile: to its foundation or onto another pile. */
function movesOfCard(state: GameState, from: PileId, sink: MoveSink): void {
  const card = pile(state, from).at(-1)
  if (card === undefined) return
  const home = foundationIdOf(suitOf(card))
  if (foundationAccepts(pile(state, home), suitOf(card), card)) sink.card(from, home, 1)
  for (const to of TABLEAU_IDS) {
    if (to !== from && tableauAccepts(pile(state, to), card)) sink.card(from, to, 1)
  }
}

function takebacks(state: GameState, from: (typeof FOUNDATION_IDS)[number], sink: MoveSink): void {
  const card = pile(state, from).at(-1)
  if (card === undefined) return
  for (const to of TABLEAU_IDS) if (tableauAccepts(pile(state, to), card)) sink.card(from, to, 1)
}
