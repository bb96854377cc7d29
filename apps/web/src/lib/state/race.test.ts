import { describe, expect, it } from 'vitest'
import { applyMove, legalMoves, newGame, playerView } from '@patience-race/engine'
import { patchAck } from '@patience-race/protocol'
import type { JoinOk, MoveOk, MovePayload, Reply } from '@patience-race/protocol'
import type { RaceResult } from '@patience-race/protocol'
import { FakeTransport } from '../net/fake-transport.js'
import type { TabMessage, TabPeers } from '../net/tab-peers.js'
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

/** A racer in seat 0 of a live race, joined, and its transport. */
async function joinedRacer() {
  const transport = new FakeTransport(() => playerJoin())
  return { transport, race: await joined(transport) }
}

/** A racer joined on a clock the test sets (`clock.now`, in ms), starting at 1 000 000. */
async function racerOnClock() {
  const clock = { now: 1_000_000 }
  const race = await joined(new FakeTransport(() => playerJoin()), { now: () => clock.now })
  return { race, clock }
}

/** `joined`, keeping the ids of the races onRematch moves this tab to in `went`. */
async function joinedForRematch(
  transport: FakeTransport,
  opts: ConstructorParameters<typeof RaceState>[2] = {},
) {
  const went: string[] = []
  const race = await joined(transport, { ...opts, onRematch: (id) => went.push(id) })
  return { race, went }
}

describe('RaceState', () => {
  it('joining a live race as a player shows my board and the legal moves', async () => {
    const race = await joined(new FakeTransport(() => playerJoin()))
    expect(race.model.role).toBe('player')
    expect(race.model.view?.piles.pending).toEqual(['7H'])
    expect(race.model.legal).toHaveLength(5)
    expect(race.model.opponent?.player.name).toBe('Grace')
  })

  it('numbers moves from the seq the server last applied and shows the acked view', async () => {
    const transport = new FakeTransport(() => playerJoin(4), accept)
    const race = await joined(transport)
    race.play({ from: 'pending', to: 'waste-2' })
    await flush()
    expect(transport.sent.map((p) => p.seq)).toEqual([5])
    expect(race.model.view?.moves).toBe(18)
    expect(race.model.inFlight).toBeNull()
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
    expect(race.model.me?.progress).toMatchObject({ foundation: 5, moves: 18 })
    expect(race.model.players.find((p) => p.seat === 0)?.progress.foundation).toBe(4)
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
    expect(race.model.view?.moves).toBe(17)
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
    expect(race.model.inFlight).toBeNull()
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
    expect(race.model.inFlight).toBeNull()
    expect(race.model.lastSeq).toBe(1)
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
    expect(race.model.view?.moves).toBe(40)
    expect(race.model.lastSeq).toBe(7)
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
    transport.emit('race:progress', {
      raceId: 'preview-sir-tommy',
      seat: 1,
      progress: { foundation: 10, total: 52, moves: 22, status: 'playing' },
      status: 'playing',
      at: 30_000,
      view: { ...sirTommy.view, foundation: 10 },
    })
    expect(race.model.views[1]?.foundation).toBe(10)
    expect(race.model.players.find((p) => p.seat === 1)?.progress.foundation).toBe(10)
    expect(race.model.history[1]?.at(-1)).toEqual({ at: 30_000, foundation: 10 })
  })

  it('the countdown and the race clock follow the server clock', async () => {
    const { race, clock } = await racerOnClock()
    void race.receive({
      name: 'race:state',
      payload: {
        raceId: 'preview-sir-tommy',
        status: 'countdown',
        players: [],
        spectators: 0,
        countdownMs: 3000,
        serverTime: clock.now + 5000,
        timeLimitSec: 600,
      },
    })
    clock.now += 1000
    expect(race.model.countdownLeftMs()).toBe(2000)
    void race.receive({
      name: 'race:started',
      payload: {
        raceId: 'preview-sir-tommy',
        startedAt: new Date(clock.now + 5000).toISOString(),
      },
    })
    clock.now += 2500
    expect(race.model.elapsedMs()).toBe(2500)
  })

  it('the race clock stops when this page sees the race end', async () => {
    const { race, clock } = await racerOnClock()
    void race.receive({
      name: 'race:started',
      payload: { raceId: 'preview-sir-tommy', startedAt: new Date(clock.now).toISOString() },
    })
    clock.now += 4000
    void race.receive({
      name: 'race:finished',
      payload: { raceId: 'preview-sir-tommy', results: [] },
    })
    clock.now += 60_000
    expect(race.model.endedAt).toBe(1_004_000)
    expect(race.model.elapsedMs()).toBe(4000)
  })

  it('a rematch offer from the server moves this tab to the new race', async () => {
    const transport = new FakeTransport(() => playerJoin())
    const { went } = await joinedForRematch(transport)
    transport.emit('race:rematch', { raceId: 'preview-sir-tommy', rematchId: 'next-race' })
    expect(went).toEqual(['next-race'])
  })

  it('an opponent gone long enough can be claimed against, until they come back', async () => {
    const { transport, race } = await joinedRacer()
    transport.emit('race:opponent-left', { raceId: 'preview-sir-tommy', seat: 1 })
    expect(race.model.claimable).toEqual([1])
    transport.emit('race:opponent-back', { raceId: 'preview-sir-tommy', seat: 1 })
    expect(race.model.claimable).toEqual([])
    transport.emit('race:opponent-left', { raceId: 'preview-sir-tommy', seat: 1 })
    await race.claim()
    expect(transport.claims).toBe(1)
    expect(race.model.claimable).toEqual([])
  })

  it('a spectator is not moved to the rematch: it is offered to follow', async () => {
    const transport = new FakeTransport(() => ({
      ok: true,
      role: 'spectator',
      race: fixtureSummary('sir-tommy', 'finished'),
    }))
    const { race, went } = await joinedForRematch(transport, { watch: true })
    transport.emit('race:rematch-offer', { raceId: 'preview-sir-tommy', seat: 0 })
    expect(race.model.rematchOfferBy).toBe(0)
    transport.emit('race:rematch', { raceId: 'preview-sir-tommy', rematchId: 'next-race' })
    expect(went).toEqual([])
    expect(race.model.rematchId).toBe('next-race')
    expect(race.model.rematchOfferBy).toBeNull()
  })

  it('a racer who reloads while the opponent offers a rematch still sees the offer', async () => {
    const transport = new FakeTransport(() => ({
      ok: true,
      role: 'player',
      seat: 0,
      race: { ...fixtureSummary('sir-tommy', 'finished'), rematchOfferBy: 1 },
    }))
    const race = await joined(transport)
    expect(race.model.rematchOfferBy).toBe(1)
  })

  it('Rematch is an offer: sent, declined by the opponent, offered again and accepted', async () => {
    const transport = new FakeTransport(() => playerJoin())
    transport.rematchReply = () => ({ ok: true, offered: true })
    const { race, went } = await joinedForRematch(transport)
    await race.requestRematch()
    // The reply alone marks the offer as mine (the room's race:rematch-offer says the same).
    expect(race.model.rematchOfferBy).toBe(0)
    transport.emit('race:rematch-offer', { raceId: 'preview-sir-tommy', seat: 0 })
    transport.emit('race:rematch-declined', { raceId: 'preview-sir-tommy', seat: 1 })
    expect(race.model.rematchOfferBy).toBeNull()
    expect(race.model.rematchDeclined).toEqual({ by: 1, offeredBy: 0 })
    await race.requestRematch()
    expect(race.model.rematchOfferBy).toBe(0)
    expect(race.model.rematchDeclined).toBeNull()
    transport.emit('race:rematch', { raceId: 'preview-sir-tommy', rematchId: 'next-race' })
    expect(went).toEqual(['next-race'])
    expect(race.model.rematchStarting).toBe(true)
    expect(transport.rematchAsks).toBe(2)
  })

  it("accepting the opponent's offer goes to the new race once, whichever comes first", async () => {
    const transport = new FakeTransport(() => playerJoin())
    transport.rematchReply = () => ({ ok: true, rematchId: 'next-race' })
    const { race, went } = await joinedForRematch(transport)
    transport.emit('race:rematch-offer', { raceId: 'preview-sir-tommy', seat: 1 })
    expect(race.model.rematchOfferBy).toBe(1)
    const accepting = race.requestRematch()
    expect(race.model.rematchStarting).toBe(true)
    await accepting
    transport.emit('race:rematch', { raceId: 'preview-sir-tommy', rematchId: 'next-race' })
    expect(went).toEqual(['next-race'])
  })

  it('declining (or cancelling) asks the server; the room event clears the offer', async () => {
    const { transport, race } = await joinedRacer()
    transport.emit('race:rematch-offer', { raceId: 'preview-sir-tommy', seat: 1 })
    await race.declineRematch()
    expect(transport.declines).toBe(1)
    transport.emit('race:rematch-declined', { raceId: 'preview-sir-tommy', seat: 0 })
    expect(race.model.rematchOfferBy).toBeNull()
    expect(race.model.rematchDeclined).toEqual({ by: 0, offeredBy: 1 })
    // Another race's events change nothing.
    transport.emit('race:rematch-offer', { raceId: 'other', seat: 1 })
    expect(race.model.rematchOfferBy).toBeNull()
  })

  it('a racer leaving the page leaves the race, so the others see it away', async () => {
    const { transport, race } = await joinedRacer()
    race.dispose()
    expect(transport.leaves).toBe(1)
  })

  it('presence counts on the server-corrected clock', async () => {
    const { race, clock } = await racerOnClock()
    void race.receive({
      name: 'race:state',
      payload: {
        raceId: 'preview-sir-tommy',
        status: 'live',
        players: fixtureSummary('sir-tommy').players.map((p) =>
          p.seat === 1
            ? {
                ...p,
                online: false,
                offlineSince: new Date(clock.now + 60_000 - 5000).toISOString(),
              }
            : { ...p, online: true, offlineSince: null },
        ),
        spectators: 0,
        serverTime: clock.now + 60_000,
        timeLimitSec: 600,
      },
    })
    clock.now += 14_000
    const away = Date.parse(race.model.opponent!.offlineSince!)
    expect(race.model.serverNow() - away).toBe(19_000)
    expect(race.model.opponent?.online).toBe(false)
  })

  it('a second tab of the same racer is told, and catches up when the other tab moves', async () => {
    const listeners: ((m: TabMessage) => void)[] = []
    const posted: Omit<TabMessage, 'tab'>[] = []
    const peers: TabPeers = {
      post: (m) => posted.push(m),
      on: (l) => {
        listeners.push(l)
        return () => {}
      },
    }
    const transport = new FakeTransport(() => playerJoin(3))
    const race = await joined(transport, { peers })
    expect(posted).toEqual([{ kind: 'open', raceId: 'preview-sir-tommy' }])
    expect(race.model.otherTab).toBe(false)
    const joinsBefore = transport.joins
    listeners[0]!({ kind: 'moved', raceId: 'preview-sir-tommy', tab: 'other', seq: 4 })
    await flush()
    expect(race.model.otherTab).toBe(true)
    expect(transport.joins).toBe(joinsBefore + 1)
  })

  it('a viewer who arrives after the finish gets the results, the winner and a time-out', async () => {
    const summary = { ...fixtureSummary('sir-tommy', 'finished'), seed: 'abc' }
    const results: RaceResult[] = summary.players.map((p, i) => ({
      seat: p.seat,
      player: p.player,
      foundation: 10 - i,
      total: 52,
      won: false,
      status: 'playing',
      timeMs: 600_000,
      moves: 40,
      place: i + 1,
      outcome: 'more-cards',
    }))
    const transport = new FakeTransport(() => ({ ok: true, role: 'spectator', race: summary }))
    const race = await joined(transport, {
      fetchResults: async () => ({ results }),
    })
    await flush()
    expect(race.model.results.map((r) => r.timeMs)).toEqual([600_000, 600_000])
    expect(race.model.winnerSeat).toBe(0)
    expect(race.model.timedOut).toBe(true)
  })
})

describe('RaceState in a cluster (docs/scaling.md)', () => {
  const moved = (url: string) =>
    ({ ok: false, error: { code: 'MOVED', message: 'run by another server', url } }) as const

  it('connects where the race is run before joining', async () => {
    const transport = new FakeTransport(() => playerJoin())
    const located: [string, boolean][] = []
    let arrive = () => {}
    Object.assign(transport, {
      connected: false,
      locate: (raceId: string, watch: boolean) => {
        located.push([raceId, watch])
        return new Promise<void>((resolve) => (arrive = resolve))
      },
    })
    const race = await joined(transport)
    expect(located).toEqual([['preview-sir-tommy', false]])
    expect(transport.joins).toBe(0)
    transport.connected = true
    arrive()
    await flush()
    expect(transport.joins).toBe(1)
    expect(race.model.role).toBe('player')
  })

  it('a join answered MOVED follows the url and joins on the new connection', async () => {
    let owner = false
    const transport = new FakeTransport(() =>
      owner ? playerJoin(2) : moved('http://front/n/node-2'),
    )
    transport.follow = async (_raceId, url) => {
      transport.follows.push(url)
      owner = true
      transport.emit('connect')
      return true
    }
    const race = await joined(transport)
    await flush()
    expect(transport.follows).toEqual(['http://front/n/node-2'])
    expect(transport.joins).toBe(2)
    expect(race.model.joinError).toBeNull()
    expect(race.model.role).toBe('player')
    expect(race.model.lastSeq).toBe(2)
  })

  it("a spectator's join answered MOVED (a crowd sent off the owner) watches from that node", async () => {
    let there = false
    const transport = new FakeTransport(() =>
      there
        ? { ok: true, role: 'spectator', race: fixtureSummary('sir-tommy') }
        : moved('http://front/n/node-3'),
    )
    transport.follow = async (_raceId, url) => {
      transport.follows.push(url)
      there = true
      transport.emit('connect')
      return true
    }
    const race = await joined(transport, { watch: true })
    await flush()
    expect(transport.follows).toEqual(['http://front/n/node-3'])
    expect(transport.joinPayloads).toEqual([
      { raceId: 'preview-sir-tommy', as: 'spectator' },
      { raceId: 'preview-sir-tommy', as: 'spectator' },
    ])
    expect(race.model.joinError).toBeNull()
    expect(race.model.role).toBe('spectator')
  })

  it('a move answered MOVED is resent with its seq at the owner, once re-joined', async () => {
    let owner = false
    const transport = new FakeTransport(
      () => playerJoin(0),
      (p) => (owner ? accept(p) : moved('http://front/n/node-3')),
    )
    const race = await joined(transport)
    transport.follow = async (_raceId, url) => {
      transport.follows.push(url)
      owner = true
      transport.emit('connect')
      return true
    }
    race.play({ from: 'pending', to: 'waste-2' })
    await flush()
    await flush()
    expect(transport.follows).toEqual(['http://front/n/node-3'])
    expect(transport.sent.map((p) => p.seq)).toEqual([1, 1])
    expect(race.model.inFlight).toBeNull()
    expect(race.model.lastSeq).toBe(1)
    expect(race.model.view?.moves).toBe(18)
  })

  it('a MOVED move the old owner had stored is not sent again after the re-join', async () => {
    const transport = new FakeTransport(
      () => playerJoin(0),
      () => moved('http://front/n/node-3'),
    )
    const race = await joined(transport)
    transport.joinReply = () => playerJoin(1)
    race.play({ from: 'pending', to: 'waste-2' })
    await flush()
    await flush()
    expect(transport.follows).toEqual(['http://front/n/node-3'])
    expect(transport.sent).toHaveLength(1)
    expect(race.model.inFlight).toBeNull()
    expect(race.model.lastSeq).toBe(1)
  })

  it('resign answered MOVED follows, re-joins and resigns at the owner', async () => {
    const errors: string[] = []
    const transport = new FakeTransport(() => playerJoin())
    const race = await joined(transport, { onError: (m) => errors.push(m) })
    const asked: boolean[] = []
    transport.resign = async () => {
      asked.push(transport.follows.length > 0)
      return transport.follows.length > 0 ? { ok: true } : moved('http://front/n/node-2')
    }
    await race.resign()
    expect(asked).toEqual([false, true])
    expect(transport.joins).toBe(2)
    expect(errors).toEqual([])
  })

  it('MOVED to the node it is already on re-joins there; endless MOVED ends in an error', async () => {
    const transport = new FakeTransport(() => moved('http://front/n/node-1'))
    transport.followMoves = false
    const race = await joined(transport)
    for (let i = 0; i < 60 && !race.model.joinError; i++) await new Promise((r) => setTimeout(r, 5))
    expect(transport.follows.length).toBe(8)
    expect(race.model.joinError?.code).toBe('MOVED')
  })

  it('without a way to follow (one process), MOVED is shown like any error', async () => {
    const transport = new FakeTransport(() => moved('http://front/n/node-2'))
    Object.assign(transport, { follow: undefined })
    const race = await joined(transport)
    expect(race.model.joinError?.code).toBe('MOVED')
  })
})

/**
 * A server in miniature for the lean move path: the engine holds the real game, joins answer
 * the whole view, moves answer the patch, the legal-move count and the check value, as
 * apps/server's move-ack.ts does. `corrupt` makes the next ack's check value wrong.
 */
function leanServer(seed = 'lean') {
  let state = newGame('sir-tommy', { seed })
  let seq = 0
  const server = {
    corrupt: false,
    get state() {
      return state
    },
    join(): Reply<JoinOk> {
      return {
        ok: true,
        role: 'player',
        seat: 0,
        race: fixtureSummary('sir-tommy'),
        view: playerView(state),
        legal: legalMoves(state),
        seq,
      }
    },
    move(payload: MovePayload): Reply<MoveOk> {
      const before = state
      const result = applyMove(state, payload.move)
      if (!result.ok) return { ok: false, error: { code: 'ILLEGAL_MOVE', message: 'no' } }
      state = result.state
      seq = payload.seq
      const ack = patchAck(seq, playerView(before), playerView(state), legalMoves(state).length)
      if (server.corrupt) ack.check = (ack.check + 1) >>> 0
      server.corrupt = false
      return { ok: true, ...ack }
    },
  }
  return server
}

describe('RaceState on the lean move path', () => {
  it('applies each move’s patch: the board and legal moves are the server’s, as a resync shows', async () => {
    const server = leanServer()
    const transport = new FakeTransport(
      () => server.join(),
      (p) => server.move(p),
    )
    const race = await joined(transport)
    for (let i = 0; i < 12 && race.model.legal.length > 0; i++) {
      race.play(race.model.legal[i % race.model.legal.length]!)
      await flush()
      expect(race.model.inFlight).toBeNull()
      expect(race.model.view).toEqual(playerView(server.state))
      expect(race.model.legal).toEqual(legalMoves(server.state))
    }
    expect(race.model.lastSeq).toBeGreaterThan(0)
    expect(race.model.resyncs).toBe(0)
    const derived = race.model.view
    await race.join()
    expect(race.model.view).toEqual(derived)
    expect(transport.joins).toBe(2)
  })

  it('a patch that does not match the server’s check re-joins and shows the server’s board', async () => {
    const server = leanServer('lean-2')
    const transport = new FakeTransport(
      () => server.join(),
      (p) => server.move(p),
    )
    const race = await joined(transport)
    race.play(race.model.legal[0]!)
    await flush()
    expect(transport.joins).toBe(1)
    server.corrupt = true
    race.play(race.model.legal[0]!)
    await flush()
    await flush()
    expect(race.model.resyncs).toBe(1)
    expect(transport.joins).toBe(2)
    expect(race.model.lastSeq).toBe(2)
    expect(race.model.view).toEqual(playerView(server.state))
    expect(race.model.legal).toEqual(legalMoves(server.state))
    // And play goes on from there with the next seq.
    race.play(race.model.legal[0]!)
    await flush()
    expect(transport.sent.map((p) => p.seq)).toEqual([1, 2, 3])
    expect(race.model.view).toEqual(playerView(server.state))
    expect(race.model.resyncs).toBe(1)
  })
})
