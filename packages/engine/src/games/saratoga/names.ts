// Pile and suit names for messages people read.
import type { Suit } from '../../cards.js'
import type { PileId } from '../../types.js'
import { FOUNDATION_SUITS } from './piles.js'

export const SUIT_WORDS: Record<Suit, string> = {
  S: 'spades',
  H: 'hearts',
  D: 'diamonds',
  C: 'clubs',
}

/** "pile 3", "the waste", "the hearts foundation". */
export function pileName(id: PileId): string {
  if (id.startsWith('tableau-')) return `pile ${id.slice('tableau-'.length)}`
  if (id.startsWith('foundation-')) {
    const suit = FOUNDATION_SUITS[Number(id.slice('foundation-'.length)) - 1]
    return suit ? `the ${SUIT_WORDS[suit]} foundation` : id
  }
  return `the ${id}`
}
