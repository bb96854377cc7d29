// Pile and suit names for messages people read.
import { suitWord } from '../../cards.js'
import type { PileId } from '../../types.js'
import { isFoundationId, suitOfFoundation } from './piles.js'

/** "pile 3", "the waste", "the hearts foundation". */
export function pileName(id: PileId): string {
  if (id.startsWith('tableau-')) return `pile ${id.slice('tableau-'.length)}`
  if (isFoundationId(id)) return `the ${suitWord(suitOfFoundation(id))} foundation`
  if (id.startsWith('foundation-')) return id
  return `the ${id}`
}
