// The standard variant's reorders (rules 3.5) without searching them. The workspace may be put in
// any order at any time, and its order matters only when a deal puts it back on its home pile.
// That pile then only loses cards from its top, one at a time, until a deal picks it up whole
// again, and nothing else ever lands on it. So choosing the order at the deal is the same as
// choosing, each time a card leaves the pile, which card is on top: the board keeps such a pile
// as a set (board.ts) and plays any of its cards. A line of play on sets is made an engine line
// afterwards: before each deal, one reorder puts the cards the line will take from the returned
// pile on top, the first taken last (and a reorder of any permutation is one legal move).
import { cardOfNumber } from '../sir-tommy/encoding.js'
import { apply } from '../../games/grandmas-game/apply.js'
import { GRANDMAS_FOUNDATION_IDS, GRANDMAS_TABLEAU_IDS } from '../../pile-ids.js'
import type { Card, GameState, Move } from '../../types.js'
import { slidesBefore } from './meetings.js'
import { DEAL, FREE_TABLEAU, type GrandmasBoard, rankOf, TRANSFER, WORKSPACE } from './board.js'

const foundation = (f: number) => GRANDMAS_FOUNDATION_IDS[f]!

/**
 * The cards the line `codes` takes from the workspace's home pile after the deal at `codes[j]`
 * returns the workspace there, in the order it takes them, until a deal picks the pile up.
 */
function takenAfterReturn(board: GrandmasBoard, codes: readonly number[], j: number): number[] {
  const home = board.home
  const taken: number[] = []
  let applied = 0
  for (let k = j; k < codes.length; k++) {
    const code = codes[k] ?? 0
    if (k > j && code === DEAL && rankOf(board.stock[board.stockLen - 1] ?? 0) - 1 === home) break
    if (code >= FREE_TABLEAU && ((((code - FREE_TABLEAU) >> 3) / 104) | 0) === home)
      taken.push(board.tab[(code - FREE_TABLEAU) >> 3] ?? 0)
    board.apply(code)
    applied++
  }
  for (; applied > 0; applied--) board.undo()
  return taken
}

/** The reorder that puts `taken` on top of the workspace, the first taken last; null if none. */
function reorderFor(workspace: readonly Card[], taken: readonly number[]): Move | null {
  const used = workspace.map(() => false)
  const pick = (card: Card): number => {
    const i = workspace.findIndex((c, k) => c === card && !used[k])
    used[i] = true
    return i
  }
  const top = taken.map((card) => pick(cardOfNumber(card))).reverse()
  const rest = workspace.map((_, i) => i).filter((i) => !used[i])
  const order = [...rest, ...top]
  return order.every((from, to) => from === to) ? null : { action: 'reorder', order }
}

/** The engine moves of one code played from `state` (the board in the same position). */
function movesOf(
  board: GrandmasBoard,
  state: GameState,
  codes: readonly number[],
  j: number,
): Move[] {
  const code = codes[j] ?? 0
  if (code === DEAL) {
    const target = rankOf(board.stock[board.stockLen - 1] ?? 0) - 1
    if (!board.freeOrder || board.wsLen === 0 || target === board.home) return [{ action: 'deal' }]
    const reorder = reorderFor(state.piles.workspace ?? [], takenAfterReturn(board, codes, j))
    return reorder === null ? [{ action: 'deal' }] : [reorder, { action: 'deal' }]
  }
  if (code >= FREE_TABLEAU) {
    const slot = (code - FREE_TABLEAU) >> 3
    return [
      ...slidesBefore(board, code),
      { from: GRANDMAS_TABLEAU_IDS[(slot / 104) | 0]!, to: foundation(code & 7) },
    ]
  }
  if (code >= TRANSFER)
    return [{ from: foundation(code - TRANSFER), to: foundation((code - TRANSFER) ^ 4) }]
  if (code >= WORKSPACE) {
    // Without sets the board's workspace is the engine's, in order; with them only its cards are.
    const i = (code - WORKSPACE) >> 3
    const card = cardOfNumber(board.ws[i] ?? 0)
    const index = board.freeOrder ? (state.piles.workspace ?? []).indexOf(card) : i
    return [...slidesBefore(board, code), { from: 'workspace', index, to: foundation(code & 7) }]
  }
  return [
    ...slidesBefore(board, code),
    { from: GRANDMAS_TABLEAU_IDS[code >> 3]!, to: foundation(code & 7) },
  ]
}

/** The engine line of `codes` from `start`, which the board is in; the board is left as it was. */
export function engineLine(
  board: GrandmasBoard,
  start: GameState,
  codes: readonly number[],
): Move[] {
  const line: Move[] = []
  let state = start
  for (let j = 0; j < codes.length; j++) {
    for (const move of movesOf(board, state, codes, j)) {
      const result = apply(state, move)
      if (!result.ok) throw new Error(`solver: a line's move was refused: ${result.error.message}`)
      state = result.state
      line.push(move)
    }
    board.apply(codes[j] ?? 0)
  }
  for (let j = 0; j < codes.length; j++) board.undo()
  return line
}
