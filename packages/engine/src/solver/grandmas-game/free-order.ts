// The standard variant's reorders (rules 3.5) without searching them. The workspace may be put in
// any order at any time, and its order matters only when a deal puts it back on its home pile.
// That pile then only loses cards from its top, one at a time, until a deal picks it up whole
// again, and nothing else ever lands on it. So choosing the order at the deal is the same as
// choosing, each time a card leaves the pile, which card is on top: the board keeps such a pile
// as a set (board.ts) and plays any of its cards. A line of play on sets is made an engine line
// afterwards: before each deal, one reorder puts the cards the line will take from the returned
// pile on top, the first taken last (and a reorder of any permutation is one legal move).
import { GRANDMAS_FOUNDATION_IDS, GRANDMAS_TABLEAU_IDS } from '../../pile-ids.js'
import type { GameState, Move } from '../../types.js'
import { slidesBefore } from './meetings.js'
import { DEAL, FREE_TABLEAU, type GrandmasBoard, rankOf, TRANSFER, WORKSPACE } from './board.js'
import { EngineOrder } from './engine-order.js'

const foundation = (f: number) => GRANDMAS_FOUNDATION_IDS[f]!

/** The tableau pile a FREE_TABLEAU code takes from. */
const freePile = (code: number): number => (((code - FREE_TABLEAU) >> 3) / 104) | 0

/** Whether the deal about to be played puts the workspace back as a set on a pile that stays. */
function returnsWorkspace(board: GrandmasBoard): boolean {
  const target = rankOf(board.stock[board.stockLen - 1] ?? 0) - 1
  return board.freeOrder && board.wsLen > 0 && target !== board.home
}

/**
 * For each deal `codes[j]` that returns the workspace to its home pile, the cards the line takes
 * from that pile afterwards, in the order it takes them, until a deal picks the pile up (one
 * pass; the board is left as it was).
 */
function takenAfterReturns(board: GrandmasBoard, codes: readonly number[]): (number[] | null)[] {
  const taken: (number[] | null)[] = codes.map(() => null)
  // The list of the return each pile is in, while it lasts.
  const open: (number[] | null)[] = Array.from({ length: 13 }, () => null)
  for (const [j, code] of codes.entries()) {
    if (code === DEAL) {
      open[rankOf(board.stock[board.stockLen - 1] ?? 0) - 1] = null // picked up
      if (returnsWorkspace(board)) open[board.home] = taken[j] = []
    } else if (code >= FREE_TABLEAU) {
      open[freePile(code)]?.push(board.tab[(code - FREE_TABLEAU) >> 3] ?? 0)
    }
    board.apply(code)
  }
  for (let j = 0; j < codes.length; j++) board.undo()
  return taken
}

/** The reorder that puts `taken` on top of the workspace, the first taken last; null if none. */
function reorderFor(workspace: readonly number[], taken: readonly number[]): number[] | null {
  const used = workspace.map(() => false)
  const pick = (card: number): number => {
    const i = workspace.findIndex((c, k) => c === card && !used[k])
    used[i] = true
    return i
  }
  const top = taken.map(pick).reverse()
  const rest = workspace.map((_, i) => i).filter((i) => !used[i])
  const order = [...rest, ...top]
  return order.every((from, to) => from === to) ? null : order
}

/**
 * The engine moves of `code` played from where the board is, `engine` holding the engine's
 * order there (both moved on by the caller; `engine` by the moves returned), `taken` what the
 * line takes from the pile a deal returns the workspace to.
 */
function movesOf(
  board: GrandmasBoard,
  engine: EngineOrder,
  code: number,
  taken: readonly number[] | null,
): Move[] {
  if (code === DEAL) {
    const order = taken === null ? null : reorderFor(engine.workspace, taken)
    if (order !== null) engine.reorder(order)
    engine.deal(board.stock[board.stockLen - 1] ?? 0)
    return order === null
      ? [{ action: 'deal' }]
      : [{ action: 'reorder', order }, { action: 'deal' }]
  }
  if (code >= FREE_TABLEAU) {
    const slot = (code - FREE_TABLEAU) >> 3
    engine.takeTop(freePile(code), board.tab[slot] ?? 0)
    return [
      ...slidesBefore(board, code),
      { from: GRANDMAS_TABLEAU_IDS[freePile(code)]!, to: foundation(code & 7) },
    ]
  }
  if (code >= TRANSFER)
    return [{ from: foundation(code - TRANSFER), to: foundation((code - TRANSFER) ^ 4) }]
  if (code >= WORKSPACE) {
    // Without sets the board's workspace is the engine's, in order; with them only its cards are.
    const i = (code - WORKSPACE) >> 3
    const card = board.ws[i] ?? 0
    const index = board.freeOrder ? engine.workspace.indexOf(card) : i
    engine.takeWorkspace(index, card)
    return [...slidesBefore(board, code), { from: 'workspace', index, to: foundation(code & 7) }]
  }
  engine.takeTop(code >> 3, board.tabTop(code >> 3))
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
  const taken = takenAfterReturns(board, codes)
  const engine = new EngineOrder(start)
  const line: Move[] = []
  for (const [j, code] of codes.entries()) {
    line.push(...movesOf(board, engine, code, taken[j] ?? null))
    board.apply(code)
  }
  for (let j = 0; j < codes.length; j++) board.undo()
  return line
}
