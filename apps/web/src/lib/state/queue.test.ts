import { describe, expect, it, vi } from 'vitest'
import type { QueueJoinPayload, QueueMatchedEvent } from '@patience-race/protocol'
import { QueueState, type QueueTransport } from './queue.svelte.js'

function fakeTransport(
  opts: { matchBeforeAck?: string; refuse?: boolean; sameNetwork?: boolean } = {},
) {
  let matched: ((e: QueueMatchedEvent) => void) | null = null
  let neighbour: (() => void) | null = null
  const joins: QueueJoinPayload[] = []
  const t: QueueTransport & {
    leaves: number
    match(raceId: string): void
    neighbourJoins(): void
  } = {
    leaves: 0,
    whenConnected: async () => true,
    queueJoin: async (payload) => {
      joins.push(payload)
      if (opts.matchBeforeAck) matched?.({ raceId: opts.matchBeforeAck })
      return opts.refuse
        ? { ok: false, error: { code: 'BAD_PAYLOAD', message: 'no such variant' } }
        : {
            ok: true,
            botAfterMs: 20_000,
            rating: { rating: 1500, provisional: true },
            ...(opts.sameNetwork ? { sameNetwork: true as const } : {}),
          }
    },
    queueLeave: async () => {
      t.leaves++
      return { ok: true }
    },
    onQueueMatched: (fn) => {
      matched = fn
      return () => (matched = null)
    },
    onQueueSameNetwork: (fn) => {
      neighbour = fn
      return () => (neighbour = null)
    },
    match: (raceId) => matched?.({ raceId }),
    neighbourJoins: () => neighbour?.(),
  }
  return { t, joins }
}

const payload = { game: 'saratoga', variant: 'standard', deviceId: 'device-12345' } as const

describe('Race anyone (the queue)', () => {
  it('waits, says when a bot steps in, and goes to the race it is paired into', async () => {
    const { t, joins } = fakeTransport()
    const onMatched = vi.fn()
    const q = new QueueState({ transport: async () => t, onMatched, now: () => 1000 })
    await q.join(payload)
    expect(joins).toEqual([payload])
    expect(q.waiting).toEqual({ game: 'saratoga', variant: 'standard' })
    expect(q.botAfterMs).toBe(20_000)
    expect(q.since).toBe(1000)
    // The waiting panel shows the player's rating as the server answered it.
    expect(q.rating).toEqual({ rating: 1500, provisional: true })
    expect(q.sameNetwork).toBe(false)
    t.match('race-42')
    expect(onMatched).toHaveBeenCalledWith('race-42')
    expect(q.waiting).toBeNull()
    // a second match event (a stale one) is not followed
    t.match('race-43')
    expect(onMatched).toHaveBeenCalledTimes(1)
  })

  it('a match that arrives before the join is answered still counts', async () => {
    const { t } = fakeTransport({ matchBeforeAck: 'race-7' })
    const onMatched = vi.fn()
    const q = new QueueState({ transport: async () => t, onMatched })
    await q.join(payload)
    expect(onMatched).toHaveBeenCalledWith('race-7')
    expect(q.waiting).toBeNull()
  })

  it('cancel leaves the queue; a refusal is shown, not waited on', async () => {
    const { t } = fakeTransport()
    const onMatched = vi.fn()
    const q = new QueueState({ transport: async () => t, onMatched })
    await q.join(payload)
    await q.cancel()
    expect(t.leaves).toBe(1)
    expect(q.waiting).toBeNull()
    t.match('race-9')
    expect(onMatched).not.toHaveBeenCalled()

    const refused = fakeTransport({ refuse: true })
    const q2 = new QueueState({ transport: async () => refused.t, onMatched })
    await q2.join(payload)
    expect(q2.waiting).toBeNull()
    expect(q2.error).toBe('no such variant')
  })

  it('someone on the same network: said by the join, or told while waiting; gone on cancel', async () => {
    const joinedSecond = fakeTransport({ sameNetwork: true })
    const second = new QueueState({ transport: async () => joinedSecond.t, onMatched: vi.fn() })
    await second.join(payload)
    expect(second.sameNetwork).toBe(true)

    const { t } = fakeTransport()
    const first = new QueueState({ transport: async () => t, onMatched: vi.fn() })
    await first.join(payload)
    expect(first.sameNetwork).toBe(false)
    t.neighbourJoins()
    expect(first.sameNetwork).toBe(true)
    await first.cancel()
    expect(first.sameNetwork).toBe(false)
    expect(first.rating).toBeNull()
    // Told after leaving: not shown.
    t.neighbourJoins()
    expect(first.sameNetwork).toBe(false)
  })
})
