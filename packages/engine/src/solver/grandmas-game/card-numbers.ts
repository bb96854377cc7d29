// A card's number (sir-tommy/encoding.ts's cardNumber) read from its two characters in one
// table: a solve builds a board from the deal's 104 cards for each of its searches, and
// cardNumber's searches of the rank and suit letters cost more than the rest of the build.
import type { Card } from '../../types.js'
import { cardNumber, cardOfNumber } from '../sir-tommy/encoding.js'

const NUMBERS = new Int8Array(128 * 128).fill(-1)
for (let n = 0; n < 52; n++) {
  const card = cardOfNumber(n)
  NUMBERS[card.charCodeAt(0) * 128 + card.charCodeAt(1)] = n
}

export function numberOf(card: Card): number {
  const n = card.length === 2 ? (NUMBERS[card.charCodeAt(0) * 128 + card.charCodeAt(1)] ?? -1) : -1
  return n >= 0 ? n : cardNumber(card)
}
