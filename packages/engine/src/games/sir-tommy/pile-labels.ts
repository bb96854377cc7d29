// Sir Tommy's piles as a board or a move list names them: "turned card", "waste 3", "foundation".
import type { PileId } from '../../types.js'

export function pileLabel(id: PileId): string {
  if (id === 'pending') return 'turned card'
  if (id.startsWith('foundation-')) return 'foundation'
  return id.replace('-', ' ')
}
