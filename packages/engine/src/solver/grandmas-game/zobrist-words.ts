// The Zobrist words of Grandma's Game's compact board (board.ts), two 32-bit lanes each.
import { zobristWords } from '../compact/zobrist.js'

const PILES = 13
const DEPTH = 104

export const Z_TABLEAU_A = zobristWords(PILES * DEPTH * 52, 51)
export const Z_TABLEAU_B = zobristWords(PILES * DEPTH * 52, 52)
export const Z_WORKSPACE_A = zobristWords(DEPTH * 52, 53)
export const Z_WORKSPACE_B = zobristWords(DEPTH * 52, 54)
export const Z_STOCK_A = zobristWords(DEPTH * 52, 55)
export const Z_STOCK_B = zobristWords(DEPTH * 52, 56)
export const Z_FOUNDATION_A = zobristWords(8 * 14, 57)
export const Z_FOUNDATION_B = zobristWords(8 * 14, 58)
export const Z_HOME_A = zobristWords(PILES, 59)
export const Z_HOME_B = zobristWords(PILES, 60)
// A set of cards hashes as the sum of its cards' words, whatever their order.
export const Z_SET_A = zobristWords((PILES + 1) * 52, 61)
export const Z_SET_B = zobristWords((PILES + 1) * 52, 62)
// A suit whose piles have met, whatever its meeting point.
export const Z_MET_A = zobristWords(4, 65)
export const Z_MET_B = zobristWords(4, 66)
// The free cards as one pool, whichever set holds them (hash()'s symmetry).
export const Z_POOL_A = zobristWords(52, 63)
export const Z_POOL_B = zobristWords(52, 64)
