import { raceSummarySchema } from '@patience-race/protocol'
import { describe, expect, it } from 'vitest'
import { MoveLog } from '../src/races/core/move-log.js'
import type { MoveRecord } from '../src/races/records.js'
import { FakeTime, settle } from '../src/test-support/fake-time.js'
import { MemoryStore } from '../src/test-support/memory-store.js'
import { startLiveRace } from '../src/test-support/race-setup.js'
import { ask } from '../src/test-support/ask.js'
import { errorOf, okOf } from '../src/test-support/replies.js'
import { serverForTest } from '../src/test-support/server.js'

const record = (raceId: string, seq: number): MoveRecord => ({
  raceId,
  seat: 0,
  seq,
  move: { action: 'deal' },
  at: seq,
})

/** A live Sir Tommy race on a fresh memory store: the store, its server and the race. */
async function liveRaceOnMemory() {
  const store = new MemoryStore()
  const server = await serverForTest(store, {}, new FakeTime(Date.now()))
  return { store, server, ...(await startLiveRace(server)) }
}

describe('move log', () => {
  it('writes moves sent together, or while a write is in flight, in one batch', async () => {
    const store = new MemoryStore()
    const log = new MoveLog(store)
    await Promise.all([
      log.append(record('r1', 1)),
      log.append(record('r2', 1)),
      log.append(record('r3', 1)),
    ])
    expect(store.appendCalls).toBe(1)
    const first = log.append(record('r1', 2))
    await new Promise((resolve) => setImmediate(resolve))
    const during = [log.append(record('r1', 3)), log.append(record('r2', 2))]
    await Promise.all([first, ...during])
    expect(store.appendCalls).toBe(3)
    expect(await store.countMoves()).toBe(6)
  })

  it('with a gathering window, moves a moment apart after an idle spell share one write', async () => {
    const time = new FakeTime()
    const gathering = new MemoryStore()
    const log = new MoveLog(gathering, { gatherMs: 40, scheduler: time })
    let stored = 0
    const first = log.append(record('r1', 1)).then(() => stored++)
    await settle()
    await time.advance(5)
    expect(gathering.appendCalls).toBe(0)
    const second = log.append(record('r2', 1)).then(() => stored++)
    await time.advance(34)
    expect(stored).toBe(0)
    await time.advance(1)
    await Promise.all([first, second])
    expect(gathering.appendCalls).toBe(1)
    expect(await gathering.countMoves()).toBe(2)

    const immediate = new MemoryStore()
    const eager = new MoveLog(immediate)
    const alone = eager.append(record('r1', 1))
    await settle()
    await Promise.all([alone, eager.append(record('r2', 1))])
    expect(immediate.appendCalls).toBe(2)
  })

  it('a failed write rejects every move of its batch and never resolves early', async () => {
    const store = new MemoryStore()
    store.failAppends = 1
    const log = new MoveLog(store)
    const results = await Promise.allSettled([
      log.append(record('r1', 1)),
      log.append(record('r2', 1)),
    ])
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected'])
    expect(await store.countMoves()).toBe(0)
    await log.append(record('r1', 1))
    expect(await store.countMoves()).toBe(1)
  })

  it("a failed write's seat rolls back before its next move is written: that move is superseded", async () => {
    const store = new MemoryStore()
    store.failAppends = 1
    const log = new MoveLog(store)
    // What storeSeatMove does: a failed move bumps the seat's epoch; a later move of the seat
    // is still wanted only while the epoch it was made at holds.
    let epoch = 0
    const first = log.append(record('r1', 1)).catch(() => {
      epoch++
      return 'failed'
    })
    await new Promise((resolve) => setImmediate(resolve))
    const second = log
      .append(record('r1', 2), () => epoch === 0)
      .catch((error: Error) => error.message)
    expect(await first).toBe('failed')
    expect(await second).toMatch(/earlier move of this seat/)
    expect(store.appendCalls).toBe(1)
    expect(await store.countMoves()).toBe(0)
  })

  it("a move the store refuses (another is stored at its seq) is rejected with its seat's later moves", async () => {
    const store = new MemoryStore()
    await store.appendMoves([record('r1', 1)])
    const log = new MoveLog(store)
    const results = await Promise.allSettled([
      log.append({ ...record('r1', 1), move: { action: 'draw' } }),
      log.append(record('r1', 2)),
      log.append(record('r2', 1)),
    ])
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected', 'fulfilled'])
    expect(store.appendCalls).toBe(2)
    expect(store.moves.map((m) => [m.raceId, m.seq, m.move])).toEqual([
      ['r1', 1, { action: 'deal' }],
      ['r2', 1, { action: 'deal' }],
    ])
  })

  it('a move that could not be stored is rolled back and answered INTERNAL; resending it works', async () => {
    const { store, server, raceId, a, startedA } = await liveRaceOnMemory()
    const move = startedA.legal[0]!
    store.failAppends = 1
    const failed = await ask(a, 'race:move', { raceId, move, seq: 1 })
    expect(errorOf(failed).code).toBe('INTERNAL')
    const summary = await server.get(`/api/races/${raceId}`, raceSummarySchema)
    expect(summary.body.players[0]?.progress.moves).toBe(0)
    const resent = await ask(a, 'race:move', { raceId, move, seq: 1 })
    expect(resent).toMatchObject({ ok: true, seq: 1 })
    expect(await store.countMoves()).toBe(1)
  })

  it('moves sent back to back are all acknowledged in order and stored once each', async () => {
    const { store, raceId, a } = await liveRaceOnMemory()
    // Sir Tommy: placing the turned card on waste-1 is legal while the stock lasts.
    const replies = await Promise.all(
      [1, 2, 3, 4, 5].map((seq) =>
        ask(a, 'race:move', { raceId, move: { from: 'pending', to: 'waste-1' }, seq }),
      ),
    )
    expect(replies.map((r) => r.ok && r.seq)).toEqual([1, 2, 3, 4, 5])
    expect(okOf(replies[4]!).view.piles['waste-1']).toHaveLength(5)
    expect(store.appendCalls).toBeLessThan(5)
    expect(await store.countMoves()).toBe(5)
  })
})
