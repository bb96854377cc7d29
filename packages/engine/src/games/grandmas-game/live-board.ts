// Grandma's Game read straight off the live game's pile arrays (live.ts): the foundations by suit,
// so a card's fit is two lengths compared, not a pile id built and looked up. The same rules as
// foundations.ts, status.ts, view.ts's peeks and legal-moves.ts; live-game.test.ts holds them equal.
import { SUITS } from '../../card-codes.js'
import type { Card, GameStatus, PlayerView } from '../../types.js'
import { TOTAL_CARDS } from './status.js'
import { TABLEAU_IDS } from './piles.js'

/** The piles of a position: tableau[r] is tableau-(r+1); up[s], down[s] the foundations of SUITS[s]. */
export interface Board {
  stock: Card[]
  tableau: Card[][]
  workspace: Card[]
  up: Card[][]
  down: Card[][]
}

const RANK_BY_CODE = new Int8Array(128)
'A23456789TJQK'.split('').forEach((r, i) => (RANK_BY_CODE[r.charCodeAt(0)] = i + 1))
const SUIT_BY_CODE = new Int8Array(128)
SUITS.forEach((s, i) => (SUIT_BY_CODE[s.charCodeAt(0)] = i))

const rank = (card: Card): number => RANK_BY_CODE[card.charCodeAt(0) & 127] ?? 0
const suit = (card: Card): number => SUIT_BY_CODE[card.charCodeAt(1) & 127] ?? 0
const sizeOf = (piles: Card[][], s: number): number => piles[s]?.length ?? 0

/** How many of the two foundations of its suit take `card` now (0–2: both, when one rank is left). */
function targets(board: Board, card: Card): number {
  const s = suit(card)
  const r = rank(card)
  return (r === sizeOf(board.up, s) + 1 ? 1 : 0) + (r === 13 - sizeOf(board.down, s) ? 1 : 0)
}

/** rules 3.4: playable counting transfers (once the suit's foundations have met, any card of it fits). */
function playable(board: Board, card: Card): boolean {
  const s = suit(card)
  return sizeOf(board.up, s) + sizeOf(board.down, s) === 13 || targets(board, card) > 0
}

/**
 * rules 3.7, as view.ts shows it: the card beneath each of two or more identical playable
 * tableau tops, keyed in the view's order (groups by their first pile, each in pile order).
 */
export function peeksOf(board: Board): PlayerView['peek'] {
  const peek: PlayerView['peek'] = {}
  const { tableau } = board
  for (let r = 0; r < tableau.length; r++) {
    const top = tableau[r]?.at(-1)
    if (top === undefined) continue
    let first = true
    let twin = false
    for (let j = 0; j < tableau.length; j++) {
      if (j === r || tableau[j]?.at(-1) !== top) continue
      if (j < r) first = false
      twin = true
    }
    if (!first || !twin || !playable(board, top)) continue
    for (let j = r; j < tableau.length; j++) {
      const cards = tableau[j] ?? []
      const beneath = cards[cards.length - 2]
      const id = TABLEAU_IDS[j]
      if (cards[cards.length - 1] === top && beneath !== undefined && id) peek[id] = beneath
    }
  }
  return peek
}

/** rules 3.8 (status.ts). */
export function statusOf(board: Board, foundation: number): GameStatus {
  if (foundation === TOTAL_CARDS) return 'won'
  if (board.stock.length > 0) return 'playing'
  for (const cards of board.tableau) {
    const top = cards[cards.length - 1]
    if (top !== undefined && playable(board, top)) return 'playing'
  }
  for (const card of board.workspace) if (playable(board, card)) return 'playing'
  return 'stuck'
}

/** legalMoves(state).length of a game still playing, counted as legal-moves.ts lists them. */
export function countLegalMoves(board: Board, reorder: boolean): number {
  let count = 0
  for (const cards of board.tableau) {
    const top = cards[cards.length - 1]
    if (top !== undefined) count += targets(board, top)
  }
  for (const card of board.workspace) count += targets(board, card)
  // A transfer: a foundation's top onto the other foundation of its suit, when that takes it.
  for (let s = 0; s < SUITS.length; s++) {
    const upTop = board.up[s]?.at(-1)
    const downTop = board.down[s]?.at(-1)
    if (upTop !== undefined && suit(upTop) === s && rank(upTop) === 13 - sizeOf(board.down, s))
      count++
    if (downTop !== undefined && suit(downTop) === s && rank(downTop) === sizeOf(board.up, s) + 1)
      count++
  }
  if (board.stock.length > 0) count++
  // singleCardReorders: every single-card move without repeats, (n − 1)² of them.
  const n = board.workspace.length
  if (reorder && n > 1) count += (n - 1) * (n - 1)
  return count
}
