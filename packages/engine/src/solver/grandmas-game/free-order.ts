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
import { slidesBefore, slidesBetween } from './meetings.js'
import {
  DEAL,
  FREE_TABLEAU,
  GrandmasBoard,
  rankOf,
  TRANSFER,
  U_CARD,
  U_HOME,
  U_SLIDE,
  U_WS_LEN,
  WORKSPACE,
} from './board.js'
import { EngineOrder } from './engine-order.js'

const foundation = (f: number) => GRANDMAS_FOUNDATION_IDS[f]!

/** The tableau pile a FREE_TABLEAU code takes from. */
const freePile = (code: number): number => (((code - FREE_TABLEAU) >> 3) / 104) | 0

/** Whether the deal about to be played puts the workspace back as a set on a pile that stays. */
function returnsWorkspace(board: GrandmasBoard): boolean {
  const target = rankOf(board.stock[board.stockLen - 1] ?? 0) - 1
  return board.freeOrder && board.wsLen > 0 && target !== board.home
}

/** The card code `code` takes, or deals; -1 for a transfer. */
function cardOf(board: GrandmasBoard, code: number): number {
  if (code === DEAL) return board.stock[board.stockLen - 1] ?? 0
  if (code >= FREE_TABLEAU) return board.tab[(code - FREE_TABLEAU) >> 3] ?? 0
  if (code >= TRANSFER) return -1
  return code >= WORKSPACE ? (board.ws[(code - WORKSPACE) >> 3] ?? 0) : board.tabTop(code >> 3)
}

const NO_SLIDES: readonly Move[] = []

/**
 * What the line's codes need of the board, read where each is played (readLine), code j's at
 * j: the card it takes, or for a deal the card dealt (-1 for a transfer); the slides it plays
 * first (meetings.ts); for a deal that returns the workspace to its home pile, that pile (else
 * -1), and the cards the line takes from it afterwards, in the order it takes them, until a deal
 * picks the pile up (else null). Kept from line to line: a solve writes one line at a time.
 */
let cards = new Int32Array(256)
let returned = new Int32Array(256)
const slides: (readonly Move[])[] = []
const taken: (number[] | null)[] = []
/** The board as it was before readLine played the line, to be put back. */
let saved: GrandmasBoard | null = null

/** Room for a line of `length` codes. */
function makeRoom(length: number): void {
  if (cards.length < length) {
    cards = new Int32Array(length * 2)
    returned = new Int32Array(length * 2)
  }
  // slides and taken are written at 0 … length − 1 (what lies past that is never read): setting
  // their length cost more than the line.
}

/** Code j, `code`, read on the board where it is played. */
function readCode(board: GrandmasBoard, code: number, j: number): void {
  cards[j] = cardOf(board, code)
  slides[j] = code !== DEAL && metBefore(board, code) ? slidesBefore(board, code) : NO_SLIDES
  returned[j] = code === DEAL && returnsWorkspace(board) ? board.home : -1
}

/** The cards each return's pile gives up, from the codes read. */
function readTaken(codes: readonly number[]): void {
  // The list of the return each pile is in, while it lasts.
  const open: (number[] | null)[] = []
  for (let p = 0; p < 13; p++) open.push(null)
  for (let j = 0; j < codes.length; j++) {
    const code = codes[j] ?? 0
    const card = cards[j] ?? 0
    taken[j] = null
    if (code === DEAL) {
      open[rankOf(card) - 1] = null // picked up
      const home = returned[j] ?? -1
      if (home >= 0) open[home] = taken[j] = []
    } else if (code >= FREE_TABLEAU) open[freePile(code)]?.push(card)
  }
}

/** The line's codes read in one pass over the board, which is left as it was. */
function readLine(board: GrandmasBoard, start: GameState, codes: readonly number[]): void {
  makeRoom(codes.length)
  saved ??= new GrandmasBoard(start)
  board.saveTo(saved)
  for (let j = 0; j < codes.length; j++) {
    readCode(board, codes[j] ?? 0, j)
    board.apply(codes[j] ?? 0)
  }
  board.restoreFrom(saved)
  readTaken(codes)
}

/**
 * The same from the line's end: the board stands where `codes` lead, they are its last moves,
 * and each is read from its undo record (board.ts's U_CARD …); the board is not moved.
 */
function readLineBack(board: GrandmasBoard, codes: readonly number[]): void {
  makeRoom(codes.length)
  const first = board.applied - codes.length
  for (let j = 0; j < codes.length; j++) {
    const code = codes[j] ?? 0
    const card = board.logged(first + j, U_CARD)
    cards[j] = card
    slides[j] = NO_SLIDES
    returned[j] = -1
    if (code === DEAL) {
      // returnsWorkspace, read where the deal was played.
      const home = board.logged(first + j, U_HOME)
      const returns = board.freeOrder && board.logged(first + j, U_WS_LEN) > 0
      if (returns && rankOf(card) - 1 !== home) returned[j] = home
    } else if (code < TRANSFER || code >= FREE_TABLEAU) {
      const slid = board.logged(first + j, U_SLIDE) // place()'s: the cards up pile f had, + 1
      if (slid > 0) slides[j] = slidesBetween(code & 7, slid - 1, rankOf(card) - 1)
    }
  }
  readTaken(codes)
}

/** Whether card move `code` goes up onto a suit whose piles have met (it may slide first). */
function metBefore(board: GrandmasBoard, code: number): boolean {
  const f = code & 7
  if ((code >= TRANSFER && code < FREE_TABLEAU) || f >= 4) return false
  return (board.fLen[f] ?? 0) + (board.fLen[f + 4] ?? 0) === 13
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
 * The engine moves of the line's code j (readLine's reading of it) onto `line`, `engine`
 * holding the engine's order where it is played (and moved on).
 */
function pushMoves(
  line: Move[],
  engine: EngineOrder,
  code: number,
  j: number,
  freeOrder: boolean,
): void {
  const card = cards[j] ?? 0
  if (code === DEAL) {
    const cardsTaken = taken[j] ?? null
    const order = cardsTaken === null ? null : reorderFor(engine.workspace, cardsTaken)
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
  for (const slide of slides[j] ?? NO_SLIDES) line.push(slide)
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

/**
 * The engine line of `codes` from `start`, which the board is in, and left in. With `back`, the
 * board stands where they lead instead (they are its last moves), and is left there.
 */
export function engineLine(
  board: GrandmasBoard,
  start: GameState,
  codes: readonly number[],
  back = false,
): Move[] {
  if (back) readLineBack(board, codes)
  else readLine(board, start, codes)
  const engine = new EngineOrder(start)
  const line: Move[] = []
  for (let j = 0; j < codes.length; j++) pushMoves(line, engine, codes[j] ?? 0, j, board.freeOrder)
  return line
}
