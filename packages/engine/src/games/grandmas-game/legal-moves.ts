// Every legal move, each once (rules 3.5). Reorders are listed as single-card moves only; see
// singleCardReorders.
import type { GameState, Move } from '../../types.js'
import { accepts, partnerOf, targetsFor } from './foundations.js'
import { FOUNDATION_IDS, TABLEAU_IDS, parseFoundation, pile, topOf } from './piles.js'
import { reorderAllowed, singleCardReorders } from './reorder-move.js'

export function legalMoves(state: GameState): Move[] {
  const moves: Move[] = []
  for (const from of TABLEAU_IDS) {
    const top = topOf(pile(state, from))
    if (top !== undefined) for (const to of targetsFor(state, top)) moves.push({ from, to })
  }
  const workspace = pile(state, 'workspace')
  workspace.forEach((card, index) => {
    for (const to of targetsFor(state, card)) moves.push({ from: 'workspace', index, to })
  })
  for (const from of FOUNDATION_IDS) {
    const top = topOf(pile(state, from))
    const to = partnerOf(from)
    const target = to === null ? null : parseFoundation(to)
    if (top !== undefined && to !== null && target && accepts(state, target, top))
      moves.push({ from, to })
  }
  if (pile(state, 'stock').length > 0) moves.push({ action: 'deal' })
  if (reorderAllowed(state)) {
    for (const order of singleCardReorders(workspace.length))
      moves.push({ action: 'reorder', order })
  }
  return moves
}
