// Races of up to 8 (issue 23): one invite link fills the seats in order; the creator starts with
// the racers seated once they are ready; every racer hears every other's progress; a leaver is
// claimed against and placed last while the others play on; the summary gives places 1..N; a
// spectator sees every board, none showing a card another racer has not seen; the rematch is
// offered to whoever is still there.
import {
  errorBodySchema,
  playerStatsSchema,
  raceListSchema,
  raceSummarySchema,
  replaySchema,
  type MoveWire,
  type RaceProgressBatchEvent,
  type SessionReply,
} from '@patience-race/protocol'
import { beforeEach, describe, expect, it } from 'vitest'
import { until } from '../src/test-support/sockets-from.js'
import { ask, next } from '../src/test-support/ask.js'
import { json } from '../src/test-support/json.js'
import {
  racerStart,
  readyAndStart,
  runCountdown,
  watcherStart,
} from '../src/test-support/race-setup.js'
import { errorOf, okOf } from '../src/test-support/replies.js'
import { serverOnFresh, type TestServer } from '../src/test-support/server.js'
import type { Received, RecordingSocket } from '../src/test-support/test-socket.js'
import { testStores } from '../src/test-support/stores.js'

const ABANDON = 30_000
const CARD = /^[A2-9TJQK][SHDC]$/
const NAMES = ['Ada', 'Bo', 'Cy', 'Di', 'Ed', 'Fay', 'Gus', 'Hal', 'Ivy']

/** Every card string in a view. */
function cardsIn(value: unknown, into = new Set<string>()): Set<string> {
  if (typeof value === 'string' && CARD.test(value)) into.add(value)
  else if (Array.isArray(value)) for (const item of value) cardsIn(item, into)
  else if (value && typeof value === 'object')
    for (const item of Object.values(value)) cardsIn(item, into)
  return into
}

/** A move that turns up a card when there is one (a spectator's masking has work to do). */
function turning(legal: readonly MoveWire[]): MoveWire {
  const move =
    legal.find(
      (m) => 'action' in m && (m.action === 'turn' || m.action === 'draw' || m.action === 'deal'),
    ) ??
    legal.find((m) => 'to' in m && m.to.startsWith('foundation')) ??
    legal[0]
  if (!move) throw new Error('no legal move')
  return move
}

type Racer = RecordingSocket

describe.each(testStores)('races of up to 8 ($name)', (kind) => {
  let server: TestServer
  beforeEach(async () => {
    server = await serverOnFresh(kind)
  })

  const summary = async (raceId: string) =>
    (await server.get(`/api/races/${raceId}`, raceSummarySchema)).body

  /** `count` people with a session and a socket; the first opens a race of `seats`. */
  /** Everyone sits and readies; seat `mover` moves once (the race counts), then all resign. */
  async function oneMoveThenAllResign(raceId: string, sockets: Racer[], mover: number) {
    for (const socket of sockets) await ask(socket, 'race:join', { raceId, as: 'player' })
    const views = await readyAndStart(server, raceId, sockets)
    const move = views[mover]!.legal[0]!
    expect((await ask(sockets[mover]!, 'race:move', { raceId, move, seq: 1 })).ok).toBe(true)
    const finished = next(sockets[0]!, 'race:finished')
    for (const socket of sockets) await ask(socket, 'race:resign', { raceId })
    await finished
  }

  async function racers(count: number, seats: number) {
    const sessions: SessionReply[] = []
    const sockets: Racer[] = []
    for (const name of NAMES.slice(0, count)) {
      const session = await server.session(name)
      sessions.push(session)
      sockets.push(await server.client(session.token))
    }
    const { raceId } = await server.createRace(sessions[0]!.token, { game: 'sir-tommy', seats })
    return { raceId, sessions, sockets }
  }

  it('one link fills 8 seats in order; a ninth person is told every seat is taken', async () => {
    const { raceId, sockets } = await racers(9, 8)
    for (const [i, socket] of sockets.slice(0, 8).entries()) {
      const joined = await ask(socket, 'race:join', { raceId, as: 'player' })
      expect(okOf(joined).seat).toBe(i)
    }
    const refused = await ask(sockets[8]!, 'race:join', { raceId, as: 'player' })
    expect(errorOf(refused)).toMatchObject({ code: 'RACE_FULL', message: 'every seat is taken' })
    // Without `as`, the ninth watches instead.
    expect(okOf(await ask(sockets[8]!, 'race:join', { raceId })).role).toBe('spectator')
    const s = await summary(raceId)
    expect(s.seats).toBe(8)
    expect(s.players.map((p) => p.player.name)).toEqual(NAMES.slice(0, 8))
  })

  it('a race against a bot keeps two seats', async () => {
    const ada = await server.session('Ada')
    const res = await server.app.inject({
      method: 'POST',
      url: '/api/races',
      payload: { game: 'sir-tommy', seats: 4, opponent: { bot: 'easy' } },
      headers: { authorization: `Bearer ${ada.token}` },
    })
    expect(res.statusCode).toBe(400)
    expect(json(res, errorBodySchema).error.code).toBe('BAD_PAYLOAD')
    const tooMany = await server.app.inject({
      method: 'POST',
      url: '/api/races',
      payload: { game: 'sir-tommy', seats: 9 },
      headers: { authorization: `Bearer ${ada.token}` },
    })
    expect(tooMany.statusCode).toBe(400)
  })

  it('the creator starts with 3 of 8 once they are ready; the race plays to places 1..3 with a leaver last', async () => {
    const { raceId, sockets } = await racers(4, 8)
    const [a, b, c, late] = sockets as [Racer, Racer, Racer, Racer]
    for (const socket of [a, b, c]) await ask(socket, 'race:join', { raceId, as: 'player' })
    const spectator = await server.client()
    await ask(spectator, 'race:join', { raceId })

    expect(errorOf(await ask(a, 'race:start', { raceId })).code).toBe('NOT_READY')
    await ask(a, 'race:ready', { raceId })
    await ask(b, 'race:ready', { raceId })
    expect(errorOf(await ask(a, 'race:start', { raceId })).code).toBe('NOT_READY')
    await ask(c, 'race:ready', { raceId })
    expect(errorOf(await ask(b, 'race:start', { raceId })).code).toBe('FORBIDDEN')
    expect((await summary(raceId)).status).toBe('waiting')

    const started = Promise.all([
      next(a, 'race:started').then(racerStart),
      next(b, 'race:started').then(racerStart),
      next(c, 'race:started').then(racerStart),
      next(spectator, 'race:started').then(watcherStart),
    ])
    expect(await ask(a, 'race:start', { raceId })).toEqual({ ok: true })
    await runCountdown(server, a, raceId)
    const [startedA, startedB, startedC, startedS] = await started
    expect(Object.keys(startedS.views).sort()).toEqual(['0', '1', '2'])
    const refused = await ask(late, 'race:join', { raceId, as: 'player' })
    expect(errorOf(refused)).toMatchObject({
      code: 'RACE_FULL',
      message: 'this race has already started',
    })

    // Ada plays; Bo and Cy hear of her moves in batches (a race of more than two) and end on
    // her latest; nobody else has moved, so a spectator's board of Ada's game shows only cards
    // Bo and Cy saw at the deal.
    const seenByCy = cardsIn(startedC.view)
    const seenByOthers = new Set([...cardsIn(startedB.view)].filter((card) => seenByCy.has(card)))
    const adaAt = (moves: number) => (batch: RaceProgressBatchEvent) =>
      batch.raceId === raceId &&
      batch.events.some((e) => e.seat === 0 && e.progress.moves === moves)
    const heardB = next(b, 'race:progress-batch', adaAt(6))
    const heardC = next(c, 'race:progress-batch', adaAt(6))
    let legal: readonly MoveWire[] = startedA.legal
    for (let seq = 1; seq <= 6; seq++) {
      const reply = await ask(a, 'race:move', { raceId, move: turning(legal), seq })
      expect(reply.ok).toBe(true)
      legal = okOf(reply).legal
    }
    await server.time.advanceUntil(Promise.all([heardB, heardC]), 1000)
    // Batches about Ada alone are not sent back to her; no racer gets a single race:progress.
    const received = (socket: RecordingSocket) => socket.received
    expect(received(a).some((r) => r.event === 'race:progress-batch')).toBe(false)
    for (const socket of [a, b, c])
      expect(received(socket).some((r) => r.event === 'race:progress')).toBe(false)
    const adaBoard = (r: Received) =>
      r.event === 'race:progress' && r.payload.seat === 0 && r.payload.progress.moves === 6
    await server.time.advanceUntil(
      until(
        async () => spectator.received,
        (received) => received.some(adaBoard),
      ),
      1000,
    )
    const adaBoards = spectator.received.flatMap((r) =>
      r.event === 'race:progress' && r.payload.seat === 0 && r.payload.view ? [r.payload.view] : [],
    )
    expect(adaBoards.length).toBeGreaterThan(0)
    for (const view of adaBoards)
      for (const card of cardsIn(view)) expect(seenByOthers.has(card)).toBe(true)

    // Bo moves once; Cy leaves and is claimed against: out and last, while Ada and Bo play on.
    expect((await ask(b, 'race:move', { raceId, move: startedB.legal[0]!, seq: 1 })).ok).toBe(true)
    expect((await ask(c, 'race:move', { raceId, move: startedC.legal[0]!, seq: 1 })).ok).toBe(true)
    c.disconnect()
    await until(
      () => summary(raceId),
      (s) => s.players[2]?.online === false,
    )
    const left = next(a, 'race:opponent-left')
    await server.time.advance(ABANDON)
    expect(await left).toEqual({ raceId, seat: 2 })
    expect(await ask(b, 'race:claim', { raceId })).toEqual({ ok: true })
    const during = await summary(raceId)
    expect(during.status).toBe('live')
    expect(during.players[2]?.status).toBe('abandoned')

    const finished = next(a, 'race:finished')
    await ask(b, 'race:resign', { raceId })
    await ask(a, 'race:resign', { raceId })
    const end = await finished
    expect(end.results).toHaveLength(3)
    const done = await summary(raceId)
    expect(done.status).toBe('finished')
    expect(done.seats).toBe(8)
    expect(done.places).toHaveLength(3)
    const placeOf = (seat: number) => {
      const place = done.places?.find((p) => p.seat === seat)?.place
      if (place === undefined) throw new Error(`no place for seat ${seat}`)
      return place
    }
    expect(placeOf(2)).toBe(3)
    const adaPlace = placeOf(0)
    const boPlace = placeOf(1)
    // Ada made more of her game than Bo: ahead of him, or level when their foundations tie.
    expect(adaPlace).toBeLessThanOrEqual(boPlace)
    expect(end.winnerSeat === undefined ? adaPlace === boPlace : end.winnerSeat === 0).toBe(true)

    // The race is over: the spectator gets every board whole.
    const replay = (await server.get(`/api/races/${raceId}/replay`, replaySchema)).body
    expect(replay.players).toHaveLength(3)
    expect(replay.results.find((r) => r.seat === 2)?.status).toBe('abandoned')
  })

  it('a stored finished race keeps its places', async () => {
    const { raceId, sessions, sockets } = await racers(3, 3)
    await oneMoveThenAllResign(raceId, sockets, 1)
    const list = (await server.get('/api/races?status=finished', raceListSchema)).body
    const listed = list.find((r) => r.raceId === raceId)
    expect(listed?.seats).toBe(3)
    expect(listed?.places).toHaveLength(3)
    expect((await summary(raceId)).places).toEqual(listed?.places)
    // The player page (database stores) meets both opponents of a race of three.
    if (kind.name !== 'memory') {
      const bo = sessions[1]!.player.id
      const page = (await server.get(`/api/players/${bo}`, playerStatsSchema)).body
      expect(page.headToHead?.map((h) => h.opponent.name).sort()).toEqual(['Ada', 'Cy'])
      expect(page.recent[0]?.opponent).toBeUndefined()
      expect(['won', 'lost', 'tie']).toContain(page.recent[0]?.outcome)
    }
  })

  it('the rematch of a race of 4 is offered to whoever is still there', async () => {
    const { raceId, sockets } = await racers(4, 4)
    await oneMoveThenAllResign(raceId, sockets, 0)
    const [a, b, c, d] = sockets as [Racer, Racer, Racer, Racer]
    d.disconnect()
    await until(
      () => summary(raceId),
      (s) => s.players[3]?.online === false,
    )
    const offered = next(c, 'race:rematch-offer')
    expect(await ask(b, 'race:rematch', { raceId })).toEqual({ ok: true, offered: true })
    expect((await offered).seat).toBe(1)
    expect((await summary(raceId)).rematchOfferBy).toBe(1)
    expect(await ask(c, 'race:rematch-decline', { raceId })).toEqual({ ok: true })
    const made = next(b, 'race:rematch')
    const accepted = await ask(a, 'race:rematch', { raceId })
    const { rematchId } = await made
    expect(okOf(accepted).rematchId).toBe(rematchId)
    const rematch = await summary(rematchId)
    expect(rematch.seats).toBe(4)
    expect(rematch.players.map((p) => [p.seat, p.player.name])).toEqual([
      [0, 'Ada'],
      [1, 'Bo'],
    ])
  })
})
