// The ack of a move just applied (issue 14's lean move path): only what the move changed in the
// mover's view, its legal-move count and a check value of the whole view, never the whole view
// and legal-move list. The client applies the patch to its view (the one after seq − 1, which
// `before` is) and rejoins for the whole view if its derived state does not match the check.
import { legalMoves, playerView, type GameState, type PlayerView } from '@patience-race/engine'
import { patchAck, type MoveOkPatch } from '@patience-race/protocol'

/** `afterView`: playerView(after), when the caller has made it already. */
export function moveAck(
  seq: number,
  before: GameState,
  after: GameState,
  afterView: PlayerView = playerView(after),
): MoveOkPatch {
  // The legal moves are counted, not memoised: the list would live until the seat's next move
  // (about a second at a human pace), long enough to be promoted and paid for again by a
  // mark-compact.
  return patchAck(seq, playerView(before), afterView, legalMoves(after).length)
}
