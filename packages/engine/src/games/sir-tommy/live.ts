// Sir Tommy's live game (issue 44): the position's piles are the game's own arrays, changed in
// place by each move, and the ack's patch is read off the move itself: a card move changes its
// two piles (and, from the pending slot, the pending card and the stock's count as the next card
// turns), a redeal the waste piles it gathers, the pending card, the stock and the redeals left.
// The checks are apply's own (refuseCardMove, refuseTurn, refuseRedeal), so a move is refused
// with the same error.
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
import { refuseCardMove, refuseTurn } from './apply.js'
import { countLegalMoves } from './legal-count.js'
import { nextState } from './next-state.js'
import {
  copyPiles,
  foundationIndex,
  pileIdsOf,
  pilesOf,
  wastesOf,
  type Piles,
  type SirTommyPileId,
} from './piles.js'
import { fullWastes, refuseRedeal } from './redeal.js'
import { status } from './status.js'
import { variantOf, type SirTommyVariant } from './variants.js'
import { view } from './view.js'
import { progressOfView } from '../../view-progress.js'
import { MadeStates } from '../../live-states.js'

export function liveSirTommy(start: GameState): LiveGame {
  return new SirTommyLive(start)
}

type Refusal = { ok: false; error: EngineError }

class SirTommyLive implements LiveGame {
  private readonly variant: SirTommyVariant
  /** The position: a GameState whose pile arrays this game alone holds and changes in place. */
  private readonly position: GameState
  private readonly piles: Piles
  /** playerView(position), kept current: its piles are the position's own arrays. */
  private readonly view: PlayerView
  private current: GameStatus
  private readonly states: MadeStates<SirTommyPileId, Piles>
  /** The piles the move being applied changed. */
  private readonly touched = new Set<SirTommyPileId>()

  constructor(start: GameState) {
    this.variant = variantOf(start.variant)
    const piles = copyPiles(this.variant, pilesOf(start))
    for (const id of pileIdsOf(this.variant)) piles[id] = piles[id].slice()
    this.piles = piles
    this.position = nextState(start, piles)
    this.current = status(start)
    this.states = new MadeStates(
      start,
      pilesOf(start),
      (made) => copyPiles(this.variant, made),
      (made) => nextState(this.position, made),
    )
    this.view = view(this.position)
  }

  apply(move: Move): LiveMoveResult {
    if (this.current !== 'playing') return refuseFinished(this.current)
    const { position, piles, view, touched } = this
    touched.clear()
    const stockBefore = piles.stock.length
    const redealsBefore = position.redeals
    const refusal = 'action' in move ? this.action(move) : this.cardMove(move)
    if (refusal) return refusal
    position.moves++
    this.states.moved(touched)
    this.current = status(position)
    view.moves = position.moves
    view.status = this.current
    const patch: ViewPatch = { foundation: view.foundation, moves: view.moves, status: view.status }
    // The view's stock pile is always empty: only its count changes.
    let changedPiles: Partial<Record<SirTommyPileId, Card[]>> | undefined
    for (const id of pileIdsOf(this.variant)) {
      if (touched.has(id) && id !== 'stock') (changedPiles ??= {})[id] = piles[id].slice()
    }
    if (changedPiles) patch.piles = changedPiles
    const count = piles.stock.length
    if (count !== stockBefore) {
      view.stockCount = count
      view.hidden.stock = count
      patch.hidden = { stock: count }
      patch.stockCount = count
    }
    if (position.redeals !== redealsBefore) {
      view.redealsLeft = this.variant.redeals - position.redeals
      patch.redealsLeft = view.redealsLeft
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

  /** A card from the top of one pile onto another; from the pending slot, the next card turns. */
  private cardMove(move: CardMove): Refusal | null {
    const refusal = refuseCardMove(this.position, this.variant, move)
    if (refusal && !refusal.ok) return refusal
    const from = move.from as SirTommyPileId
    const to = move.to as SirTommyPileId
    this.piles[to].push(this.piles[from].pop() as Card)
    this.touched.add(from).add(to)
    if (foundationIndex(to) > 0) this.view.foundation++
    // rules 1.5: placing the pending card turns the next one face up.
    if (from === 'pending') this.turn()
    return null
  }

  private action(move: ActionMove): Refusal | null {
    if (move.action === 'redeal') return this.redeal(move.order)
    const refusal = refuseTurn(this.position, move)
    if (refusal && !refusal.ok) return refusal
    this.turn()
    return null
  }

  /** rules 1.8(e): the waste piles, in the order chosen, become the stock; the first card turns. */
  private redeal(order: readonly PileId[] | undefined): Refusal | null {
    const { position, piles, variant } = this
    const refusal = refuseRedeal(position, variant, order)
    if (refusal && !refusal.ok) return refusal
    const drawOrder: Card[] = []
    for (const id of order ?? fullWastes(variant, piles)) {
      for (const w of wastesOf(variant)) {
        if (w !== id || piles[w].length === 0) continue
        for (const card of piles[w]) drawOrder.push(card)
        piles[w].length = 0
        this.touched.add(w)
      }
    }
    // The stock's top is its last element: the first card to draw goes last.
    for (let i = drawOrder.length - 1; i >= 0; i--) piles.stock.push(drawOrder[i] as Card)
    this.touched.add('stock')
    position.redeals++
    this.turn()
    return null
  }

  /** rules 1.5: the stock's top card turns into the empty pending slot. */
  private turn(): void {
    const { piles, position } = this
    const card = piles.stock.pop()
    if (card === undefined) return
    piles.pending.push(card)
    this.touched.add('stock').add('pending')
    // Before the first redeal every stock card is unseen; after it the stock is the old wastes.
    if (position.redeals === 0) position.seen += card
  }
}
