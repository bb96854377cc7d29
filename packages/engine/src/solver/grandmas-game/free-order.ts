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

/** What the line's code j needs of the board, read where it is played (readLine). */
interface Step {
  code: number
  /** The card it takes, or for a deal the card dealt; -1 for a transfer. */
  card: number
  /** The slides it plays first (meetings.ts). */
  slides: Move[]
  /**
   * A deal that returns the workspace to its home pile: the cards the line takes from that pile
   * afterwards, in the order it takes them, until a deal picks the pile up; else null.
   */
  taken: number[] | null
}

/** The card code `code` takes, or deals; -1 for a transfer. */
function cardOf(board: GrandmasBoard, code: number): number {
  if (code === DEAL) return board.stock[board.stockLen - 1] ?? 0
  if (code >= FREE_TABLEAU) return board.tab[(code - FREE_TABLEAU) >> 3] ?? 0
  if (code >= TRANSFER) return -1
  return code >= WORKSPACE ? (board.ws[(code - WORKSPACE) >> 3] ?? 0) : board.tabTop(code >> 3)
}

/** The line's steps, in one pass over the board, which is left as it was. */
function readLine(board: GrandmasBoard, codes: readonly number[]): Step[] {
  const steps: Step[] = []
  // The list of the return each pile is in, while it lasts.
  const open: (number[] | null)[] = Array.from({ length: 13 }, () => null)
  for (const code of codes) {
    const step: Step = { code, card: cardOf(board, code), slides: [], taken: null }
    if (code === DEAL) {
      open[rankOf(step.card) - 1] = null // picked up
      if (returnsWorkspace(board)) open[board.home] = step.taken = []
    } else {
      if (code >= FREE_TABLEAU) open[freePile(code)]?.push(step.card)
      step.slides = slidesBefore(board, code)
    }
    steps.push(step)
    board.apply(code)
  }
  for (let j = 0; j < codes.length; j++) board.undo()
  return steps
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

/** The engine moves of `step` onto `line`, `engine` holding the engine's order where it is played (and moved on). */
function pushMoves(line: Move[], engine: EngineOrder, step: Step, freeOrder: boolean): void {
  const { code, card, slides, taken } = step
  if (code === DEAL) {
    const order = taken === null ? null : reorderFor(engine.workspace, taken)
    if (order !== null) {
      engine.reorder(order)
      line.push({ action: 'reorder', order })
    }
    engine.deal(card)
    line.push({ action: 'deal' })
    return
  }
  if (code >= TRANSFER && code < FREE_TABLEAU) {
    line.push({ from: foundation(code - TRANSFER), to: foundation((code - TRANSFER) ^ 4) })
    return
  }
  for (const slide of slides) line.push(slide)
  const to = foundation(code & 7)
  if (code >= FREE_TABLEAU) {
    engine.takeTop(freePile(code), card)
    line.push({ from: GRANDMAS_TABLEAU_IDS[freePile(code)]!, to })
  } else if (code >= WORKSPACE) {
    // Without sets the board's workspace is the engine's, in order; with them only its cards are.
    const index = freeOrder ? engine.workspace.indexOf(card) : (code - WORKSPACE) >> 3
    engine.takeWorkspace(index, card)
    line.push({ from: 'workspace', index, to })
  } else {
    engine.takeTop(code >> 3, card)
    line.push({ from: GRANDMAS_TABLEAU_IDS[code >> 3]!, to })
  }
}

/** The engine line of `codes` from `start`, which the board is in; the board is left as it was. */
export function engineLine(
  board: GrandmasBoard,
  start: GameState,
  codes: readonly number[],
): Move[] {
  const engine = new EngineOrder(start)
  const line: Move[] = []
  for (const step of readLine(board, codes)) pushMoves(line, engine, step, board.freeOrder)
  return line
}
