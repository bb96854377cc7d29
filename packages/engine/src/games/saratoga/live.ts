// Saratoga's live game (issue 44): the position's piles are the game's own arrays, changed in
// place by each move, and the ack's patch is read off the move itself: a card move changes its
// two piles, a draw or redeal the waste and the stock's count. The checks are apply's own
// (refuseCardMove, refuseDraw, refuseRedeal), so a move is refused with the same error.
import { refuseFinished } from '../../apply-parsed.js'
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
  PlayerView,
  Progress,
} from '../../types.js'
import { viewCheck, type ViewPatch } from '../../view-patch.js'
import { noSuchAction } from './apply.js'
import { refuseCardMove } from './card-move.js'
import { info } from './info.js'
import { countLegalMoves } from './legal-moves.js'
import { foundationCount, PILE_IDS } from './piles.js'
import { computeStatus, status } from './status.js'
import { DRAW_COUNT, refuseDraw, refuseRedeal } from './stock-actions.js'
import { progressOfView } from '../../view-progress.js'
import { MadeStates } from '../../live-states.js'

type Piles = Record<(typeof PILE_IDS)[number], Card[]>

const pileOrder = (id: PileId): number => (PILE_IDS as readonly PileId[]).indexOf(id)

export function liveSaratoga(start: GameState): LiveGame {
  return new SaratogaLive(start)
}

class SaratogaLive implements LiveGame {
  /** The position: a GameState whose piles this game alone holds and changes. */
  private readonly position: GameState & { piles: Piles }
  private readonly piles: Piles
  /** playerView(position), kept current: its piles are the position's own arrays. */
  private readonly view: PlayerView
  private current: GameStatus
  private readonly states: MadeStates<PileId, Piles>

  constructor(start: GameState) {
    const piles = {} as Piles
    for (const id of PILE_IDS) piles[id] = [...(start.piles[id] ?? [])]
    this.piles = piles
    this.position = { ...start, piles }
    this.current = status(start)
    this.states = new MadeStates(
      start,
      start.piles as Piles,
      (made) => ({ ...made }),
      (made) => {
        const state = { ...this.position, piles: made }
        // Its view and legal moves would compute the status again: it is the one apply computed.
        status.remember(state, this.current)
        return state
      },
    )
    const viewPiles: Partial<Record<PileId, Card[]>> = {}
    const hidden: Partial<Record<PileId, number>> = {}
    for (const id of PILE_IDS) {
      viewPiles[id] = id === 'stock' ? [] : piles[id]
      hidden[id] = id === 'stock' ? piles.stock.length : 0
    }
    this.view = {
      game: start.game,
      variant: start.variant,
      piles: viewPiles,
      hidden,
      stockCount: piles.stock.length,
      workspaceHome: null,
      peek: {},
      redealsLeft: null,
      foundation: foundationCount(start),
      total: info.cards,
      moves: start.moves,
      status: this.current,
    }
  }

  apply(move: Move): LiveMoveResult {
    if (this.current !== 'playing') return refuseFinished(this.current)
    const changed = 'action' in move ? this.stockAction(move) : this.cardMove(move)
    if (!changed.ok) return changed
    const position = this.position
    position.moves++
    this.current = computeStatus(position)
    const view = this.view
    view.moves = position.moves
    view.status = this.current
    view.foundation = foundationCount(position)
    const patch: ViewPatch = {
      foundation: view.foundation,
      moves: view.moves,
      status: view.status,
      piles: changed.piles,
    }
    if (changed.stock) {
      const count = this.piles.stock.length
      view.stockCount = count
      view.hidden.stock = count
      patch.hidden = { stock: count }
      patch.stockCount = count
    }
    const legalCount = this.current === 'playing' ? countLegalMoves(position) : 0
    return { ok: true, patch, legalCount, check: viewCheck(view) }
  }

  state(): GameState {
    return this.states.state(this.piles)
  }

  progress(): Progress {
    return progressOfView(this.view)
  }

  /** Moves cards between two piles; the patch's piles are copies (the arrays change later). */
  private cardMove(move: CardMove): Changed {
    const refusal = refuseCardMove(this.position, move)
    if (refusal && !refusal.ok) return refusal
    const from = this.piles[move.from as keyof Piles]
    const to = this.piles[move.to as keyof Piles]
    const moving = from.splice(from.length - (move.count ?? 1))
    for (const card of moving) to.push(card)
    this.states.moved([move.from as keyof Piles, move.to as keyof Piles])
    const [first, second] =
      pileOrder(move.from) < pileOrder(move.to) ? [move.from, move.to] : [move.to, move.from]
    return {
      ok: true,
      piles: {
        [first]: this.piles[first as keyof Piles].slice(),
        [second]: this.piles[second as keyof Piles].slice(),
      },
      stock: false,
    }
  }

  /** A draw (the stock's top three onto the waste, top first) or a redeal (the waste turned over). */
  private stockAction(move: ActionMove): Changed {
    const { stock, waste } = this.piles
    const position = this.position
    if (move.action === 'draw') {
      const refusal = refuseDraw(position)
      if (refusal && !refusal.ok) return refusal
      const count = Math.min(DRAW_COUNT, stock.length)
      for (let i = 0; i < count; i++) {
        const card = stock.pop() as Card
        waste.push(card)
        // The first pass turns unseen cards; after a redeal the stock is the old waste, all seen.
        if (position.redeals === 0) position.seen += card
      }
    } else if (move.action === 'redeal') {
      const refusal = refuseRedeal(position, 'order' in move && move.order !== undefined)
      if (refusal && !refusal.ok) return refusal
      while (waste.length > 0) stock.push(waste.pop() as Card)
      position.redeals++
    } else {
      const refusal = noSuchAction(move.action)
      if (!refusal.ok) return refusal
    }
    this.states.moved(['stock', 'waste'])
    return { ok: true, piles: { waste: waste.slice() }, stock: true }
  }
}

type Changed =
  | { ok: true; piles: Partial<Record<PileId, Card[]>>; stock: boolean }
  | { ok: false; error: EngineError }
