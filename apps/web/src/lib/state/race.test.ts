import { describe, expect, it } from 'vitest'
import type { JoinOk, MoveOk, MovePayload, Reply } from '@patience-race/protocol'
import { FakeTransport } from '../net/fake-transport.js'
import { RaceState } from './race.svelte.js'
import { fixtureSummary, sirTommy } from '../../fixtures/views.js'

const flush = () => new Promise((r) => setTimeout(r, 0))

function playerJoin(seq = 0): Reply<JoinOk> {
  return {
    ok: true,
    role: 'player',
    seat: 0,
    race: fixtureSummary('sir-tommy'),
    view: sirTommy.view,
    legal: sirTommy.legal,
    seq,
  }
}

function accept(payload: MovePayload): Reply<MoveOk> {
  return {
    ok: true,
    seq: payload.seq,
    view: { ...sirTommy.view, moves: sirTommy.view.moves + 1 },
    legal: [],
  }
}

async function joined(
  transport: FakeTransport,
  opts: ConstructorParameters<typeof RaceState>[2] = {},
) {
  const race = new RaceState('preview-sir-tommy', transport, { retryMs: 1, ...opts })
  race.start()
  await flush()
  return race
}

describe('RaceState', () => {
  it('joining a live race as a player shows my board and the legal moves', async () => {
    const race = await joined(new FakeTransport(() => playerJoin()))
    expect(race.role).toBe('player')
    expect(race.view?.piles.pending).toEqual(['7H'])
    expect(race.legal).toHaveLength(5)
    expect(race.opponent?.player.name).toBe('Grace')
  })

  it('numbers moves from the seq the server last applied and shows the acked view', async () => {
    const transport = new FakeTransport(() => playerJoin(4), accept)
    const race = await joined(transport)
    race.play({ from: 'pending', to: 'waste-2' })
    await flush()
    expect(transport.sent.map((p) => p.seq)).toEqual([5])
    expect(race.view?.moves).toBe(18)
    expect(race.pending).toBeNull()
  })

  it('my own progress bar follows my latest acked view, not a slower broadcast', async () => {
    const transport = new FakeTransport(
      () => playerJoin(),
      (p) => ({
        ok: true,
        seq: p.seq,
        view: { ...sirTommy.view, foundation: 5, moves: 18 },
        legal: [],
      }),
    )
    const race = await joined(transport)
    race.play({ from: 'waste-4', to: 'foundation-2' })
    await flush()
    expect(race.me?.progress).toMatchObject({ foundation: 5, moves: 18 })
    expect(race.players.find((p) => p.seat === 0)?.progress.foundation).toBe(4)
  })

  it('a refused move shows the server message and the next move reuses the seq', async () => {
    const errors: string[] = []
    let refuse = true
    const transport = new FakeTransport(
      () => playerJoin(),
      (p) =>
        refuse
          ? { ok: false, error: { code: 'ILLEGAL_MOVE', message: "a 7 can't go there" } }
          : accept(p),
    )
    const race = await joined(transport, { onError: (m) => errors.push(m) })
    race.play({ from: 'waste-1', to: 'waste-2' })
    await flush()
    expect(errors).toEqual(["a 7 can't go there"])
    expect(race.view?.moves).toBe(17)
    refuse = false
    race.play({ from: 'pending', to: 'waste-1' })
    await flush()
    expect(transport.sent.map((p) => p.seq)).toEqual([1, 1])
  })

  it('after a drop, a move the server already applied is not sent again', async () => {
    const transport = new FakeTransport(
      () => playerJoin(0),
      () => new Promise(() => {}),
    )
    const race = await joined(transport)
    race.play({ from: 'pending', to: 'waste-2' })
    await flush()
    transport.joinReply = () => playerJoin(1)
    transport.emit('connect')
    await flush()
    expect(transport.sent).toHaveLength(1)
    expect(race.pending).toBeNull()
  })

  it('after a drop, an unapplied move is resent with the same seq', async () => {
    let answer = false
    const transport = new FakeTransport(
      () => playerJoin(0),
      (p) => (answer ? accept(p) : new Promise(() => {})),
    )
    const race = await joined(transport)
    race.play({ from: 'pending', to: 'waste-2' })
    await flush()
    answer = true
    transport.emit('connect')
    await flush()
    await flush()
    expect(transport.sent.map((p) => [p.seq, p.move])).toEqual([
      [1, { from: 'pending', to: 'waste-2' }],
      [1, { from: 'pending', to: 'waste-2' }],
    ])
    expect(race.pending).toBeNull()
    expect(race.lastSeq).toBe(1)
  })

  it('a SEQ_GAP answer re-joins and takes the server view', async () => {
    const transport = new FakeTransport(
      () => playerJoin(0),
      () => ({ ok: false, error: { code: 'SEQ_GAP', message: 'expected seq 8' } }),
    )
    const race = await joined(transport)
    transport.joinReply = () =>
      ({ ...playerJoin(7), view: { ...sirTommy.view, moves: 40 } }) as Reply<JoinOk>
    race.play({ from: 'pending', to: 'waste-2' })
    await flush()
    await flush()
    expect(transport.joins).toBe(2)
    expect(race.view?.moves).toBe(40)
    expect(race.lastSeq).toBe(7)
  })

  it('auto-play sends one listed foundation move at a time', async () => {
    const transport = new FakeTransport(
      () => playerJoin(),
      (p) => ({ ok: true, seq: p.seq, view: sirTommy.view, legal: [] }),
    )
    const race = await joined(transport)
    race.setAutoPlay(true)
    await flush()
    expect(transport.sent.map((p) => p.move)).toEqual([{ from: 'waste-4', to: 'foundation-2' }])
  })

  it('a spectator sees each racer’s board and progress curve update', async () => {
    const transport = new FakeTransport(() => ({
      ok: true,
      role: 'spectator',
      race: fixtureSummary('sir-tommy'),
      views: { '0': sirTommy.view, '1': sirTommy.view },
    }))
    const race = await joined(transport)
    transport.emit('progress', {
      raceId: 'preview-sir-tommy',
      seat: 1,
      progress: { foundation: 10, total: 52, moves: 22, status: 'playing' },
      status: 'playing',
      at: 30_000,
      view: { ...sirTommy.view, foundation: 10 },
    })
    expect(race.views[1]?.foundation).toBe(10)
    expect(race.players.find((p) => p.seat === 1)?.progress.foundation).toBe(10)
    expect(race.history[1]?.at(-1)).toEqual({ at: 30_000, foundation: 10 })
  })

  it('the countdown and the race clock follow the server clock', async () => {
    let now = 1_000_000
    const race = await joined(new FakeTransport(() => playerJoin()), { now: () => now })
    race.onState({
      raceId: 'preview-sir-tommy',
      status: 'countdown',
      players: [],
      spectators: 0,
      countdownMs: 3000,
      serverTime: now + 5000,
      timeLimitSec: 600,
    })
    now += 1000
    expect(race.countdownLeftMs()).toBe(2000)
    race.onStarted({ raceId: 'preview-sir-tommy', startedAt: new Date(now + 5000).toISOString() })
    now += 2500
    expect(race.elapsedMs()).toBe(2500)
  })

  it('a rematch offer from the server moves this tab to the new race', async () => {
    const went: string[] = []
    const transport = new FakeTransport(() => playerJoin())
    await joined(transport, { onRematch: (id) => went.push(id) })
    transport.emit('rematch', { raceId: 'preview-sir-tommy', rematchId: 'next-race' })
    expect(went).toEqual(['next-race'])
  })
})
