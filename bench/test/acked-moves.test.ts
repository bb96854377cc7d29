/* eslint-disable @typescript-eslint/no-explicit-any -- the bench's helpers are plain JavaScript */
// The bench's acked = stored check counts each move once: an ack that names a move already
// counted (a resend answered with the stored position, a rejoin saying a lost move was stored)
// adds to the round trips, not to the moves acked; and several workers' counts of one race
// are added up, not overwritten. The move-by-move audit names the moves behind a difference.
import { describe, expect, it } from 'vitest'
import { compareMoves } from '../race/database.mjs'
import {
  countAck,
  createMetrics,
  mergeAckedByRace,
  mergeMovesSent,
  noteMoveSent,
} from '../race/metrics.mjs'
import { auditSeats, seatsOfNote } from '../race/move-audit.mjs'

describe('moves acked', () => {
  it('counts a move acked twice once, and every ack in the window', () => {
    const metrics: any = createMetrics()
    metrics.measuring = true
    countAck(metrics, 'r1', 10, undefined, { player: 'ann', seq: 1 })
    countAck(metrics, 'r1', 10, undefined, { player: 'ann', seq: 2 })
    // the rejoin after a lost reply says seq 2 is stored; a resend of 2 is answered ok
    countAck(metrics, 'r1', 10, undefined, { player: 'ann', seq: 2 })
    countAck(metrics, 'r1', 10, undefined, { player: 'bob', seq: 1 })
    countAck(metrics, 'r2', 10, undefined, { player: 'ann', seq: 1 })
    expect(metrics.ackedTotal).toBe(4)
    expect(metrics.ackedByRace).toEqual({ r1: 3, r2: 1 })
    expect(metrics.windowAcks).toBe(5)
    const stored = new Map([
      ['r1', 3],
      ['r2', 1],
    ])
    expect(compareMoves(metrics.ackedByRace, stored).mismatched).toEqual([])
  })

  it('keeps counting moves that name no race or seq (the echo and peer lanes)', () => {
    const metrics: any = createMetrics()
    countAck(metrics, null, 1)
    countAck(metrics, null, 1)
    countAck(metrics, 'm1', 1)
    countAck(metrics, 'm1', 1)
    expect(metrics.ackedTotal).toBe(4)
    expect(metrics.ackedByRace).toEqual({ m1: 2 })
  })

  it('adds up the counts of one race over workers', () => {
    expect(mergeAckedByRace([{ r1: 3, r2: 1 }, { r1: 5 }])).toEqual({ r1: 8, r2: 1 })
    expect(mergeMovesSent([{ r1: { ann: [1] } }, { r1: { bob: [1, 2] } }])).toEqual({
      r1: { ann: [1], bob: [1, 2] },
    })
  })
})

describe('the move-by-move audit', () => {
  it('names the moves acked and not stored, stored and not acked, and acked twice', () => {
    const metrics: any = createMetrics()
    for (const outcome of [1, 2, '3 lost', '3r', 3, 4, '5 TIMEOUT'])
      noteMoveSent(metrics, 'r1', 'ann', outcome)
    const row = {
      race_id: 'r1',
      arena_round: 1,
      status: 'finished',
      owner_node: 'node-1',
      owner_epoch: 2,
      seat: 0,
      name: 'ann',
      seqs: [1, 2, 3, 5],
    }
    const [seat] = auditSeats([row], metrics.movesSent)
    expect(seat).toMatchObject({
      ackedNotStored: [4],
      storedNotAcked: [5],
      ackedTwice: [3],
      errors: ['3 lost', '5 TIMEOUT'],
    })
    expect(seatsOfNote([seat])).toHaveLength(1)
  })
})
