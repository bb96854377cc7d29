// Grandma's Game's compact position as the search sees it (compact/compact-game.ts): the board
// (board.ts) with its moves (moves.ts). The search tries the engine-state search's steps in
// the same order (hooks.ts): every legal move but the reorders, foundation moves first. Its
// bound counts the dead cards (dead-cards.ts).
import { GRANDMAS_FOUNDATION_IDS, GRANDMAS_TABLEAU_IDS } from '../../pile-ids.js'
import type { GameState, Move } from '../../types.js'
import type { BoundOptions, CompactGame } from '../compact/compact-game.js'
import { DEAL, GrandmasBoard, TRANSFER, WORKSPACE } from './board.js'
import { deadCardBound } from './dead-cards.js'
import { legalMoves, safeMove } from './moves.js'

export class GrandmasGamePosition extends GrandmasBoard implements CompactGame {
  /**
   * False in the standard variant: its reorders (rules 3.5) are left out, as the engine-state
   * search leaves them out (their number grows with the square of the workspace), so a search
   * that ends without a win proves nothing.
   */
  readonly complete: boolean

  constructor(state: GameState) {
    super(state)
    this.complete = state.variant === 'no-reorder'
  }

  legalMoves(out: Int32Array, at = 0): number {
    return legalMoves(this, out, at)
  }

  safeMove(): number {
    return safeMove(this)
  }

  candidates(out: Int32Array, at: number): number {
    return legalMoves(this, out, at)
  }

  upperBound(options: BoundOptions): number {
    return options.deadCards ? deadCardBound(this) : this.total
  }

  /** The engine move a code stands for, read in the position it is played from. */
  toMoves(move: number): Move[] {
    if (move === DEAL) return [{ action: 'deal' }]
    if (move >= TRANSFER) {
      const f = move - TRANSFER
      return [{ from: GRANDMAS_FOUNDATION_IDS[f]!, to: GRANDMAS_FOUNDATION_IDS[f ^ 4]! }]
    }
    const to = GRANDMAS_FOUNDATION_IDS[move & 7]!
    if (move >= WORKSPACE) return [{ from: 'workspace', index: (move - WORKSPACE) >> 3, to }]
    return [{ from: GRANDMAS_TABLEAU_IDS[move >> 3]!, to }]
  }
}
