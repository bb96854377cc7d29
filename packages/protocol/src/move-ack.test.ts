// A client's side of the lean move path: a patch ack made by the server's functions turns the
// client's view into the server's, and any disagreement answers null (the client resyncs).
import { applyMove, legalMoves, newGame, playerView } from '@patience-race/engine'
import { describe, expect, it } from 'vitest'
import { applyMoveAck, moveOkSchema, patchAck } from './index.js'

function played() {
  const before = newGame('sir-tommy', { seed: 'ack' })
  const [move] = legalMoves(before)
  const result = applyMove(before, move)
  if (!result.ok) throw new Error(result.error.message)
  const after = result.state
  const ack = patchAck(1, playerView(before), playerView(after), legalMoves(after).length)
  return { before, after, ack }
}

describe('move acks', () => {
  it('a patch ack is valid on the wire and rebuilds the view and legal moves', () => {
    const { before, after, ack } = played()
    expect(moveOkSchema.safeParse(ack).success).toBe(true)
    expect(applyMoveAck(playerView(before), ack)).toEqual({
      view: playerView(after),
      legal: legalMoves(after),
    })
  })

  it('a view that is not the server’s, or none, fails the check', () => {
    const { before, ack } = played()
    const view = playerView(before)
    expect(applyMoveAck({ ...view, peek: { 'waste-4': 'KS' } }, ack)).toBeNull()
    expect(applyMoveAck(null, ack)).toBeNull()
    expect(applyMoveAck(view, { ...ack, legalCount: ack.legalCount + 1 })).toBeNull()
  })

  it('a full ack (a resent seq) is taken as it is', () => {
    const { after } = played()
    const full = { seq: 1, view: playerView(after), legal: legalMoves(after) }
    expect(moveOkSchema.safeParse(full).success).toBe(true)
    expect(applyMoveAck(null, full)).toEqual({ view: full.view, legal: full.legal })
  })
})
