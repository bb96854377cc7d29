// Picking and dropping on a board. Every highlight comes from the server's legal list.
import type { ActionMove, Move, PileId } from '@patience-race/engine'
import {
  actionMove,
  foundationMoveFor,
  moveFor,
  sourcesInPile,
  targetsFor,
  type Source,
} from '../moves.js'

const STOCK_ACTIONS = ['draw', 'deal', 'turn', 'redeal'] as const

export interface BoardControlsOptions {
  legal: () => readonly Move[]
  send: (move: Move) => void
  enabled: () => boolean
  onError?: (message: string) => void
}

export class BoardControls {
  selected = $state.raw<Source | null>(null)
  readonly #opts: BoardControlsOptions
  readonly targets = $derived(targetsFor(this.#legalNow(), this.selected))

  constructor(opts: BoardControlsOptions) {
    this.#opts = opts
  }

  #legalNow(): readonly Move[] {
    return this.#opts?.legal() ?? []
  }

  get enabled(): boolean {
    return this.#opts.enabled()
  }

  isSelected(pile: PileId, card?: { count?: number; index?: number }): boolean {
    const s = this.selected
    if (!s || s.pile !== pile) return false
    if (!card) return true
    if (card.index !== undefined) return s.index === card.index
    return card.count !== undefined && card.count <= (s.count ?? 1)
  }

  pick(source: Source): void {
    if (this.enabled) this.selected = source
  }

  cancel(): void {
    this.selected = null
  }

  /** A click or Enter on a pile: drop the picked card there, or pick this one up. */
  activate(pile: PileId, source: Source | null): void {
    if (!this.enabled) return
    if (pile === 'stock') {
      this.stock()
      return
    }
    const picked = this.selected
    if (picked && picked.pile !== pile) {
      this.drop(pile)
    } else if (
      picked &&
      source &&
      (source.count !== picked.count || source.index !== picked.index)
    ) {
      this.selected = source
    } else if (picked) {
      this.cancel()
    } else if (source) {
      this.selected = source
    }
  }

  drop(to: PileId): void {
    const picked = this.selected
    this.selected = null
    if (picked && this.enabled) this.#opts.send(moveFor(this.#legalNow(), picked, to))
  }

  toFoundation(source: Source | null = this.selected): void {
    this.selected = null
    if (!source || !this.enabled) return
    const move = foundationMoveFor(this.#legalNow(), source)
    if (move) this.#opts.send(move)
    else this.#opts.onError?.('no foundation takes that card right now')
  }

  action(action: ActionMove['action']): boolean {
    if (!this.enabled) return false
    const move = actionMove(this.#legalNow(), action)
    if (move) {
      this.selected = null
      this.#opts.send(move)
    }
    return move !== null
  }

  /**
   * A tap on the stock, as in every solitaire app: draw (Saratoga), deal (Grandma's Game) or
   * turn (Sir Tommy), and turn an empty stock over when a redeal is listed. A picked card is
   * put back first. Returns whether a move was sent.
   */
  stock(): boolean {
    if (!this.enabled) return false
    this.selected = null
    for (const action of STOCK_ACTIONS) if (this.action(action)) return true
    const legal = this.#legalNow()
    // rules 1.5: a turned Sir Tommy card must be placed before the next one turns.
    if (legal.some((m) => 'from' in m && m.from === 'pending'))
      this.#opts.onError?.('Place the turned card first: on a foundation or a waste pile.')
    else this.#opts.onError?.('There is nothing left to draw from the stock.')
    return false
  }

  /** Whether tapping the stock would do something now. */
  get canUseStock(): boolean {
    return this.enabled && STOCK_ACTIONS.some((a) => this.canDo(a))
  }

  canDo(action: ActionMove['action']): boolean {
    return actionMove(this.#legalNow(), action) !== null
  }

  /** Move workspace card `from` to position `to` (Grandma's Game). The server decides. */
  reorder(from: number, to: number, size: number, keepPicked = true): void {
    if (!this.enabled || from === to || to < 0 || to >= size) return
    const order = Array.from({ length: size }, (_, i) => i)
    order.splice(to, 0, ...order.splice(from, 1))
    // Keyboard reordering keeps the card picked so Shift+arrow can move it again.
    this.selected = keepPicked ? { pile: 'workspace', index: to } : null
    this.#opts.send({ action: 'reorder', order })
  }

  /** `[` / `]`: pick a deeper or shallower card of the selected pile among the legal ones. */
  cycle(step: 1 | -1): void {
    const picked = this.selected
    if (!picked) return
    const options = sourcesInPile(this.#legalNow(), picked.pile)
    if (options.length === 0) return
    const at = options.findIndex(
      (o) => (o.count ?? 1) === (picked.count ?? 1) && o.index === picked.index,
    )
    const next = options[(at + step + options.length) % options.length]
    if (next) this.selected = next
  }
}
