// Saratoga's fixed tables for the compact board (board.ts): the Zobrist words of its hash, and
// the cards each card may go on in the tableau.
import { zobristWords } from '../compact/zobrist.js'

export const Z_TABLEAU_A = zobristWords(52 * 52, 31)
export const Z_TABLEAU_B = zobristWords(52 * 52, 32)
export const Z_STOCK_A = zobristWords(52 * 52, 33)
export const Z_STOCK_B = zobristWords(52 * 52, 34)
export const Z_WASTE_A = zobristWords(52 * 52, 35)
export const Z_WASTE_B = zobristWords(52 * 52, 36)
export const Z_FOUNDATION_A = zobristWords(4 * 14, 37)
export const Z_FOUNDATION_B = zobristWords(4 * 14, 38)
export const Z_SALT_A = zobristWords(7, 39)
export const Z_SALT_B = zobristWords(7, 40)

/**
 * The two cards a card may go on in the tableau (rules 2.4: one rank higher, the other colour);
 * -1 for a King (it goes on an empty pile only).
 */
export const PARENT_A = new Int8Array(52)
export const PARENT_B = new Int8Array(52)
for (let card = 0; card < 52; card++) {
  const above = (card % 13) + 1
  const red = card >= 13 && card < 39
  PARENT_A[card] = above === 13 ? -1 : (red ? 0 : 1) * 13 + above
  PARENT_B[card] = above === 13 ? -1 : (red ? 3 : 2) * 13 + above
}
