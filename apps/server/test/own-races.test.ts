// GET /api/races/mine, the lobby's way back to every unfinished race of the caller: a waiting
// invite, a daily attempt, a live race; not a seat resigned, not a finished race, not another
// player's races; read from the store (so any node of a cluster answers), never with a seed.
import { errorBodySchema, ownRacesSchema, type OwnRace } from '@patience-race/protocol'
import { beforeEach, describe, expect, it } from 'vitest'
import { send, signUp } from '../src/test-support/accounts.js'
import { ask, next } from '../src/test-support/ask.js'
import { json } from '../src/test-support/json.js'
import { readyAndStart, startLiveRace } from '../src/test-support/race-setup.js'
import { okOf } from '../src/test-support/replies.js'
import { serverOnFresh, type TestServer } from '../src/test-support/server.js'
import { testStores } from '../src/test-support/stores.js'

describe.each(testStores)('GET /api/races/mine ($name)', (kind) => {
  let server: TestServer
  beforeEach(async () => {
    server = await serverOnFresh(kind)
  })

  /** The caller's list, as the holder of a guest `token` (or an account's `cookie`). */
  async function mine(who: { token: string } | { cookie: string }): Promise<OwnRace[]> {
    const res =
      'token' in who
        ? await server.app.inject({
            method: 'GET',
            url: '/api/races/mine',
            headers: { authorization: `Bearer ${who.token}` },
          })
        : await send(server, 'GET', '/api/races/mine', { cookie: who.cookie })
    expect(res.statusCode).toBe(200)
    expect(res.body).not.toMatch(/"seed\w*":/i)
    return json(res, ownRacesSchema)
  }

  /** The seeds of these races as stored: none may appear in a reply. */
  async function seedsOf(raceIds: string[]): Promise<string[]> {
    const stored = await Promise.all(raceIds.map((id) => server.store.getRace(id)))
    return stored.map((s) => s?.race.seed ?? '').filter((seed) => seed.length > 0)
  }

  /**
   * A daily attempt as the daily service stores it (a one-seat race of kind daily, secret seed,
   * no spectators): the memory store has no accounts, so no daily routes.
   */
  async function storeDaily(playerId: string): Promise<string> {
    const daily = `daily-${playerId.slice(-8)}`
    await server.store.createRace({
      id: daily,
      game: 'saratoga',
      variant: 'standard',
      seed: 'the-secret-daily-seed',
      seedHash: 'hash-of-the-secret-daily-seed',
      seedKnown: false,
      status: 'waiting',
      timeLimitSec: 900,
      rematchOf: null,
      createdAt: new Date(),
      startedAt: null,
      finishedAt: null,
      pausedMs: 0,
      kind: 'daily',
      spectatorsAllowed: false,
      spectatorDelaySec: 0,
      seatCount: 1,
      ownerNode: null,
      ownerEpoch: 0,
    })
    await server.store.upsertSeat({
      raceId: daily,
      seat: 0,
      playerId,
      ready: false,
      resigned: false,
      abandoned: false,
      finishedAtMs: null,
    })
    return daily
  }

  it('answers 401 without a token or session, and 401 for a bad token', async () => {
    const none = await server.app.inject({ method: 'GET', url: '/api/races/mine' })
    expect(none.statusCode).toBe(401)
    expect(json(none, errorBodySchema).error.code).toBe('UNAUTHORIZED')
    const bad = await server.app.inject({
      method: 'GET',
      url: '/api/races/mine',
      headers: { authorization: 'Bearer nope.nope' },
    })
    expect(bad.statusCode).toBe(401)
  })

  it('lists a waiting invite and a live race, newest first; not a finished race; not for others', async () => {
    // Alice and Bob race (live); Alice then opens an invite nobody has taken (waiting).
    const live = await startLiveRace(server)
    const { alice, bob } = live
    const invite = await server.createRace(alice.token, { game: 'saratoga', seats: 3 })
    // A race Alice and Bob finished: not listed.
    const done = await server.createRace(bob.token, { game: 'sir-tommy' })
    const a = await server.client(alice.token)
    const b = await server.client(bob.token)
    okOf(await ask(b, 'race:join', { raceId: done.raceId }))
    okOf(await ask(a, 'race:join', { raceId: done.raceId }))
    await readyAndStart(server, done.raceId, [a, b])
    const finished = next(a, 'race:finished')
    await ask(a, 'race:resign', { raceId: done.raceId })
    await ask(b, 'race:resign', { raceId: done.raceId })
    await finished

    const alices = await mine(alice)
    expect(alices).toEqual([
      {
        raceId: invite.raceId,
        kind: 'friend',
        game: 'saratoga',
        variant: invite.variant,
        status: 'waiting',
        seats: 3,
        players: [{ seat: 0, player: alice.player }],
        createdAt: expect.any(String),
      },
      {
        raceId: live.raceId,
        kind: 'friend',
        game: 'sir-tommy',
        variant: expect.any(String),
        status: 'live',
        seats: 2,
        players: [
          { seat: 0, player: alice.player },
          { seat: 1, player: bob.player },
        ],
        createdAt: expect.any(String),
      },
    ])
    // Bob: the live race only (Alice's invite is not his, the finished race is over).
    expect((await mine(bob)).map((r) => r.raceId)).toEqual([live.raceId])
    // Someone else: nothing.
    const carol = await server.session('Carol')
    expect(await mine(carol)).toEqual([])

    const reply = JSON.stringify(alices)
    for (const seed of await seedsOf([live.raceId, invite.raceId, done.raceId]))
      expect(reply).not.toContain(seed)
  })

  it("keeps an invite's seat for its creator who leaves it alone (the way back); a joiner's is freed", async () => {
    const ada = await server.session('Ada')
    const bo = await server.session('Bo')
    const { raceId } = await server.createRace(ada.token, { game: 'sir-tommy', seats: 3 })
    const a = await server.client(ada.token)
    const b = await server.client(bo.token)
    okOf(await ask(a, 'race:join', { raceId }))
    // Ada goes to the lobby (race:leave, as the page does) before anyone came: still hers.
    okOf(await ask(a, 'race:leave', { raceId }))
    expect((await mine(ada)).map((r) => [r.raceId, r.status])).toEqual([[raceId, 'waiting']])
    okOf(await ask(a, 'race:join', { raceId }))
    // Bo sits, then leaves: his seat is freed for the next racer, as before.
    expect(okOf(await ask(b, 'race:join', { raceId })).seat).toBe(1)
    expect((await mine(bo)).map((r) => r.raceId)).toEqual([raceId])
    okOf(await ask(b, 'race:leave', { raceId }))
    expect(await mine(bo)).toEqual([])
    expect((await mine(ada)).map((r) => r.players.map((p) => p.player.name))).toEqual([['Ada']])
  })

  it('an invite its creator cancels from the lobby is called off; a joiner cannot cancel one', async () => {
    const ada = await server.session('Ada')
    const bo = await server.session('Bo')
    const a = await server.client(ada.token)
    const b = await server.client(bo.token)
    const taken = await server.createRace(ada.token, { game: 'sir-tommy', seats: 3 })
    okOf(await ask(a, 'race:join', { raceId: taken.raceId }))
    okOf(await ask(b, 'race:join', { raceId: taken.raceId }))
    // Bo's cancel is a plain leave: the race stays Ada's, waiting.
    okOf(await ask(b, 'race:leave', { raceId: taken.raceId, cancel: true }))
    expect((await mine(ada)).map((r) => [r.raceId, r.status])).toEqual([[taken.raceId, 'waiting']])
    const { raceId } = await server.createRace(ada.token, { game: 'saratoga' })
    okOf(await ask(a, 'race:join', { raceId }))
    okOf(await ask(a, 'race:leave', { raceId, cancel: true }))
    expect((await mine(ada)).map((r) => r.raceId)).toEqual([taken.raceId])
    expect((await server.store.getRace(raceId))?.race.status).toBe('aborted')
    // Nobody can take a seat in it any more.
    expect((await ask(b, 'race:join', { raceId, as: 'player' })).ok).toBe(false)
  })

  it('does not list a race whose seat resigned while the others race on', async () => {
    const [ada, bo, cy] = await Promise.all(['Ada', 'Bo', 'Cy'].map((n) => server.session(n)))
    const { raceId } = await server.createRace(ada!.token, { game: 'sir-tommy', seats: 3 })
    const sockets = await Promise.all([ada!, bo!, cy!].map((s) => server.client(s.token)))
    for (const s of sockets) okOf(await ask(s, 'race:join', { raceId }))
    await readyAndStart(server, raceId, sockets)
    okOf(await ask(sockets[2]!, 'race:resign', { raceId }))

    expect(await mine(cy!)).toEqual([])
    const ados = await mine(ada!)
    expect(ados.map((r) => [r.raceId, r.status])).toEqual([[raceId, 'live']])
    expect(ados[0]?.players.map((p) => p.player.name)).toEqual(['Ada', 'Bo', 'Cy'])
  })

  it('lists a daily attempt, without its seed, to its player only', async () => {
    let daily: string
    let who: { token: string } | { cookie: string }
    const other = await server.session('Other')
    if (kind.name === 'memory') {
      // No accounts nor daily routes on the memory store: the attempt as the daily service
      // stores it (a one-seat race of kind daily, secret seed, no spectators).
      const guest = await server.session('Dora')
      daily = await storeDaily(guest.player.id)
      who = { token: guest.token }
    } else {
      // A signed-in account (its cookie) starts today's Saratoga daily through the page's route.
      const { cookie } = await signUp(server, 'Dora')
      const start = await send(server, 'POST', '/api/daily/saratoga/start', { cookie })
      expect(start.statusCode).toBe(200)
      daily = (start.json() as { raceId: string }).raceId
      who = { cookie }
    }

    const listed = await mine(who)
    expect(listed).toEqual([
      {
        raceId: daily,
        kind: 'daily',
        game: 'saratoga',
        variant: expect.any(String),
        status: 'waiting',
        seats: 1,
        players: [{ seat: 0, player: { id: expect.any(String), name: 'Dora' } }],
        createdAt: expect.any(String),
      },
    ])
    for (const seed of await seedsOf([daily])) expect(JSON.stringify(listed)).not.toContain(seed)
    expect(await mine(other)).toEqual([])
  })

  it('lists a daily attempt opened and left before it starts (its seat is kept)', async () => {
    const guest = await server.session('Eve')
    let daily: string
    if (kind.name === 'memory') {
      daily = await storeDaily(guest.player.id)
    } else {
      const start = await server.app.inject({
        method: 'POST',
        url: '/api/daily/saratoga/start',
        headers: { authorization: `Bearer ${guest.token}` },
      })
      expect(start.statusCode).toBe(200)
      daily = (start.json() as { raceId: string }).raceId
    }
    const page = await server.client(guest.token)
    okOf(await ask(page, 'race:join', { raceId: daily }))
    okOf(await ask(page, 'race:leave', { raceId: daily }))
    expect((await mine(guest)).map((r) => [r.raceId, r.kind, r.status])).toEqual([
      [daily, 'daily', 'waiting'],
    ])
  })
})
