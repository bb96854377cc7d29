// Saratoga's piles as a board or a move list names them: "pile 3", "waste", "foundation".
import type { PileId } from '../../types.js'

export function pileLabel(id: PileId): string {
  if (id.startsWith('tableau-')) return `pile ${id.slice('tableau-'.length)}`
  if (id.startsWith('foundation-')) return 'foundation'
  return id
}
