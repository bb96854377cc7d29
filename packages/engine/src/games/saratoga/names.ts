// Pile and suit names for messages people read.
import { suitWord } from '../../cards.js'
import type { PileId } from '../../types.js'
import { FOUNDATION_SUITS } from './piles.js'

/** "pile 3", "the waste", "the hearts foundation". */
export function pileName(id: PileId): string {
  if (id.startsWith('tableau-')) return `pile ${id.slice('tableau-'.length)}`
  if (id.startsWith('foundation-')) {
    const suit = FOUNDATION_SUITS[Number(id.slice('foundation-'.length)) - 1]
    return suit ? `the ${suitWord(suit)} foundation` : id
  }
  return `the ${id}`
}
