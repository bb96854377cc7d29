// Sir Tommy's compact position as the search sees it (compact/compact-game.ts): the board
// (board.ts) with its moves (moves.ts), safe moves (safe-moves.ts) and bounds (bounds.ts). The
// engine's `legalMoves`/`apply` are the reference (position.test.ts checks both against them
// from random positions).
import type { GameState, Move } from '../../types.js'
import type { BoundOptions, CompactGame } from '../compact/compact-game.js'
import { SirTommyBoard } from './board.js'
import { upperBound } from './bounds.js'
import { toMove } from './encoding.js'
import { candidates, legalMoves } from './moves.js'
import { safeMove } from './safe-moves.js'
import { forgetRelaxedWin } from './static-solve.js'

export class SirTommyPosition extends SirTommyBoard implements CompactGame {
  /** Every move turns a card, puts one up or redeals (one redeal fewer left), unless waste piles trade cards. */
  readonly acyclic: boolean

  constructor(state: GameState, suitBlind = false, moveOrder = 0) {
    super(state, suitBlind, moveOrder)
    this.acyclic = !this.wasteToWaste
    forgetRelaxedWin()
  }

  legalMoves(out: Int32Array, at = 0): number {
    return legalMoves(this, out, at)
  }

  safeMove(): number {
    return safeMove(this)
  }

  candidates(out: Int32Array, at: number, symmetry: boolean): number {
    return candidates(this, out, at, symmetry)
  }

  upperBound(options: BoundOptions): number {
    return upperBound(this, options)
  }

  toMoves(move: number): Move[] {
    return [toMove(move)]
  }
}
