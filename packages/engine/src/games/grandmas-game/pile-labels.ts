// Grandma's Game's piles as a board or a move list names them: "A pile" … "K pile" (each
// tableau pile is named for its rank, rules 3.1), "spades up", "workspace".
import { suitWord } from '../../cards.js'
import type { PileId } from '../../types.js'
import { isTableau, parseFoundation } from './piles.js'

const RANK_LABELS = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K']

export function pileLabel(id: PileId): string {
  if (isTableau(id)) return `${RANK_LABELS[Number(id.slice('tableau-'.length)) - 1]} pile`
  const foundation = parseFoundation(id)
  if (foundation) return `${suitWord(foundation.suit)} ${foundation.dir}`
  return id
}
