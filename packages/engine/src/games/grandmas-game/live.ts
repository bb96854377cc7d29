// Grandma's Game's live game (issue 44): the position's piles are the game's own arrays, changed
// in place by each move, and the ack's patch is read off the move: a card move changes its source
// and its foundation, a deal the stock, the workspace's home, the dealt card's pile and the
// workspace, a reorder the workspace. Beyond the piles a move touches, only the tableau piles
// whose peek (rules 3.7) came or went can change in the view; the 13 tops are read for that,
// for the cards newly face up (`seen`) and for the status. The checks are apply's own
// (checkCardMove, refuseDeal, refuseReorder), so a move is refused with the same error.
import { refuseFinished } from '../../apply-parsed.js'
import { rankOf, SUITS } from '../../cards.js'
import type { LiveGame, LiveMoveResult } from '../../live-types.js'
import type {
  ActionMove,
  Card,
  CardMove,
  EngineError,
  GameState,
  GameStatus,
  Move,
  PileId,
  Piles,
  PlayerView,
  Progress,
} from '../../types.js'
import { viewCheck, type ViewPatch } from '../../view-patch.js'
import { noSuchAction } from './apply.js'
import { checkCardMove } from './card-move.js'
import { refuseDeal } from './deal-move.js'
import { countLegalMoves, peeksOf, statusOf, type Board } from './live-board.js'
import {
  FOUNDATION_IDS,
  foundationId,
  parseFoundation,
  PILE_IDS,
  TABLEAU_IDS,
  tableauId,
} from './piles.js'
import { refuseReorder, reorderAllowed } from './reorder-move.js'
import { revealPickedUp } from './reveal.js'
import { status } from './status.js'
import { view } from './view.js'
import { progressOfView } from '../../view-progress.js'
import { MadeStates } from '../../live-states.js'

export function liveGrandmasGame(start: GameState): LiveGame {
  return new GrandmasLive(start)
}

type Refusal = { ok: false; error: EngineError }

class GrandmasLive implements LiveGame {
  /** The position: a GameState whose pile arrays this game alone holds and changes in place. */
  private readonly position: GameState
  private readonly piles: Piles
  private readonly board: Board
  private readonly reorder: boolean
  /** playerView(position), kept current: its workspace and foundations are the position's arrays. */
  private readonly view: PlayerView
  /** The workspace as the last ack (or the start) showed it: the arrays change in place. */
  private shownWorkspace: Card[]
  private current: GameStatus
  private readonly states: MadeStates<PileId, Piles>
  /** The piles the move being applied changed. */
  private readonly touched = new Set<PileId>()

  constructor(start: GameState) {
    const piles: Piles = {}
    for (const id of PILE_IDS) piles[id] = [...(start.piles[id] ?? [])]
    this.piles = piles
    const ofSuits = (dir: 'up' | 'down') => SUITS.map((s) => piles[foundationId(dir, s)] ?? [])
    this.board = {
      stock: piles.stock ?? [],
      tableau: TABLEAU_IDS.map((id) => piles[id] ?? []),
      workspace: piles.workspace ?? [],
      up: ofSuits('up'),
      down: ofSuits('down'),
    }
    this.position = { ...start, piles }
    this.reorder = reorderAllowed(start)
    this.current = status(start)
    this.states = new MadeStates(
      start,
      start.piles,
      (made) => ({ ...made }),
      (made) => ({ ...this.position, piles: made }),
    )
    this.view = view(this.position)
    this.shownWorkspace = this.board.workspace.slice()
  }

  apply(move: Move): LiveMoveResult {
    if (this.current !== 'playing') return refuseFinished(this.current)
    const { position, view, touched } = this
    touched.clear()
    const homeBefore = position.workspaceHome
    const refusal = 'action' in move ? this.action(move) : this.cardMove(move)
    if (refusal) return refusal
    position.moves++
    this.states.moved(touched)
    const peekBefore = view.peek
    const peek = peeksOf(this.board)
    // A reorder only rearranges the face-up workspace: nothing new shows.
    if (!('action' in move && move.action === 'reorder')) this.reveal(peek)
    this.current = statusOf(this.board, view.foundation)
    view.moves = position.moves
    view.status = this.current
    view.peek = peek
    view.workspaceHome = position.workspaceHome
    const patch: ViewPatch = { foundation: view.foundation, moves: view.moves, status: view.status }
    this.patchPiles(patch, peekBefore)
    this.patchPeek(patch, peekBefore)
    if (touched.has('stock')) {
      view.stockCount = this.board.stock.length
      patch.stockCount = view.stockCount
    }
    if (position.workspaceHome !== homeBefore) patch.workspaceHome = position.workspaceHome
    const legalCount = this.current === 'playing' ? countLegalMoves(this.board, this.reorder) : 0
    return { ok: true, patch, legalCount, check: viewCheck(view) }
  }

  state(): GameState {
    return this.states.state(this.piles)
  }

  progress(): Progress {
    return progressOfView(this.view)
  }

  /** rules 3.5 T2F, WS2F, F2F: one card onto a foundation. */
  private cardMove(move: CardMove): Refusal | null {
    const taken = checkCardMove(this.position, move)
    if ('error' in taken) return taken.error as Refusal
    const from = this.piles[move.from] ?? []
    if (move.from === 'workspace') {
      from.splice(taken.at, 1)
      // The workspace's home is forgotten once its last card is played.
      if (from.length === 0) this.position.workspaceHome = null
    } else {
      from.pop()
    }
    this.piles[move.to]?.push(taken.card)
    if (!parseFoundation(move.from)) this.view.foundation++
    this.touched.add(move.from).add(move.to)
    return null
  }

  private action(move: ActionMove): Refusal | null {
    if (move.action === 'deal') return this.deal()
    if (move.action === 'reorder') return this.reorderWorkspace(move.order)
    return noSuchAction(move.action) as Refusal
  }

  /** rules 3.5 DEAL: the workspace home, the stock's top onto its rank's pile, that pile picked up. */
  private deal(): Refusal | null {
    const { position, piles, board } = this
    const refusal = refuseDeal(position)
    if (refusal && !refusal.ok) return refusal
    const card = board.stock.pop() as Card
    const workspace = board.workspace
    const home = position.workspaceHome
    if (home !== null && workspace.length > 0) {
      // Step 1: the first workspace card goes to the bottom, the last on top.
      const pile = piles[home] ?? []
      for (const c of workspace) pile.push(c)
      workspace.length = 0
      this.touched.add(home)
    }
    // Steps 2–3: when the card's pile is the one just returned (T-GG-3), it is picked up again.
    const rank = rankOf(card)
    const target = tableauId(rank)
    const buried = piles[target] ?? []
    const revealed = revealPickedUp(position, rank, buried)
    for (const c of buried) workspace.push(c)
    workspace.push(card)
    buried.length = 0
    position.seen = revealed.seen + card
    position.unseenDepth = revealed.unseenDepth
    position.workspaceHome = target
    this.touched.add('stock').add(target).add('workspace')
    return null
  }

  private reorderWorkspace(order: readonly number[]): Refusal | null {
    const refusal = refuseReorder(this.position, order)
    if (refusal && !refusal.ok) return refusal
    const workspace = this.board.workspace
    const before = workspace.slice()
    order.forEach((from, to) => (workspace[to] = before[from] as Card))
    this.touched.add('workspace')
    return null
  }

  /**
   * Adds the tableau cards face up for the first time to `seen` (reveal.ts's revealTableau):
   * new tops first, then new peeks, each in pile order.
   */
  private reveal(peek: PlayerView['peek']): void {
    const { position } = this
    const depth = position.unseenDepth
    if (depth === null) return
    let next: number[] | null = null
    const tableau = this.board.tableau
    tableau.forEach((cards, r) => {
      const top = cards.length - 1
      if (top >= 0 && (depth[r] ?? 0) > top) {
        position.seen += cards[top] as Card
        ;(next ??= depth.slice())[r] = top
      }
    })
    tableau.forEach((cards, r) => {
      const beneath = cards.length - 2
      const id = TABLEAU_IDS[r]
      if (id === undefined || peek[id] === undefined || ((next ?? depth)[r] ?? 0) <= beneath) return
      position.seen += cards[beneath] as Card
      ;(next ??= depth.slice())[r] = beneath
    })
    if (next !== null) position.unseenDepth = next
  }

  /**
   * The view's piles and hidden counts a move changed, in the view's pile order: a tableau pile
   * the move touched or whose peek came or went, the workspace, the foundations it touched.
   */
  private patchPiles(patch: ViewPatch, peekBefore: PlayerView['peek']): void {
    const { view, touched } = this
    const peek = view.peek
    let piles: Partial<Record<PileId, Card[]>> | undefined
    let hidden: Partial<Record<PileId, number>> | undefined
    if (touched.has('stock')) {
      view.hidden.stock = this.board.stock.length
      hidden = { stock: view.hidden.stock }
    }
    this.board.tableau.forEach((cards, r) => {
      const id = TABLEAU_IDS[r] as PileId
      if (!touched.has(id) && (peek[id] === undefined) === (peekBefore[id] === undefined)) return
      // rules 3.3: the top only; with a peek (3.7) the card beneath it too.
      const faceUp = cards.slice(peek[id] === undefined ? -1 : -2)
      if (!samePile(view.piles[id], faceUp)) {
        view.piles[id] = faceUp
        ;(piles ??= {})[id] = faceUp
      }
      const count = cards.length - faceUp.length
      if (view.hidden[id] !== count) {
        view.hidden[id] = count
        ;(hidden ??= {})[id] = count
      }
    })
    const workspace = this.board.workspace
    if (touched.has('workspace') && !samePile(this.shownWorkspace, workspace)) {
      this.shownWorkspace = workspace.slice()
      ;(piles ??= {}).workspace = this.shownWorkspace
    }
    for (const id of FOUNDATION_IDS)
      if (touched.has(id)) (piles ??= {})[id] = this.piles[id]?.slice()
    if (piles) patch.piles = piles
    if (hidden) patch.hidden = hidden
  }

  /** viewPatch's peek part: new or changed peeks, then null for each that went. */
  private patchPeek(patch: ViewPatch, before: PlayerView['peek']): void {
    const after = this.view.peek
    let peek: Partial<Record<PileId, Card | null>> | undefined
    for (const key in after) {
      const id = key as PileId
      const card = after[id]
      if (card !== undefined && before[id] !== card) (peek ??= {})[id] = card
    }
    for (const key in before)
      if (after[key as PileId] === undefined) (peek ??= {})[key as PileId] = null
    if (peek) patch.peek = peek
  }
}

function samePile(a: readonly Card[] | undefined, b: readonly Card[]): boolean {
  if (a === undefined || a.length !== b.length) return false
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false
  return true
}
