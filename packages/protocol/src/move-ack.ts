// A client's side of the lean move path (issue 14): turns a `race:move` ack into the mover's
// new view and legal moves. A patch ack is applied to the view the client holds (the one after
// seq − 1) and the legal moves are derived from it with the engine; when the result does not
// match the server's check value or legal-move count, the answer is null and the client must
// rejoin (`race:join`) for the whole view: the server stays the only judge.
import {
  applyViewPatch,
  legalMovesFromView,
  viewCheck,
  viewPatch,
  type Move,
  type PlayerView,
} from '@patience-race/engine'
import type { MoveOk, MoveOkPatch } from './schemas/race-socket.js'

export interface AckedView {
  view: PlayerView
  legal: Move[]
}

export function applyMoveAck(view: PlayerView | null, ack: MoveOk): AckedView | null {
  if ('view' in ack) return { view: ack.view, legal: ack.legal }
  if (!view) return null
  const next = applyViewPatch(view, ack.patch)
  if (viewCheck(next) !== ack.check) return null
  const legal = legalMovesFromView(next)
  if (legal.length !== ack.legalCount) return null
  return { view: next, legal }
}

/**
 * The patch ack for the mover's view going from `before` to `after` (with `legalCount` legal
 * moves after it): what applyMoveAck turns back into `after`. The server acks every move with
 * it (apps/server races/move-ack.ts).
 */
export function patchAck(
  seq: number,
  before: PlayerView,
  after: PlayerView,
  legalCount: number,
): MoveOkPatch {
  return { seq, patch: viewPatch(before, after), legalCount, check: viewCheck(after) }
}
