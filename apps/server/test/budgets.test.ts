// What one address or one player may do does not grow with fresh tokens, new names or
// reconnects: budgets are kept per IP and per player, on top of per token and per socket.
import { errorBodySchema, type MoveWire } from '@patience-race/protocol'
import { io as connect } from 'socket.io-client'
import { describe, expect, it } from 'vitest'
import { MemoryStore } from '../src/test-support/memory-store.js'
import { startLiveRace } from '../src/test-support/race-setup.js'
import { ask } from '../src/test-support/ask.js'
import { json } from '../src/test-support/json.js'
import { errorOf } from '../src/test-support/replies.js'
import { serverForTest } from '../src/test-support/server.js'

describe('budgets per address and per player', () => {
  it('minting fresh tokens buys no more REST requests or sessions from one address', async () => {
    const server = await serverForTest(new MemoryStore(), {
      SESSIONS_PER_IP: '3',
      RATE_LIMIT_IP_MAX: '6',
    })
    const tokens = []
    for (let i = 0; i < 3; i++) tokens.push((await server.session(`Guest ${i}`)).token)
    const fourth = await server.app.inject({
      method: 'POST',
      url: '/api/session',
      payload: { name: 'Guest 4' },
    })
    expect(fourth.statusCode).toBe(429)
    expect(json(fourth, errorBodySchema).error.code).toBe('RATE_LIMITED')
    // Each request with a different token: the address's budget still runs out.
    const codes = []
    for (let i = 0; i < 8; i++) {
      const res = await server.app.inject({
        method: 'GET',
        url: '/api/games',
        headers: { authorization: `Bearer ${tokens[i % 3]}` },
      })
      codes.push(res.statusCode)
    }
    expect(codes.slice(0, 6)).toEqual([200, 200, 200, 200, 200, 200])
    expect(codes.slice(6)).toEqual([429, 429])
  })

  it('a player has its own REST budget, whatever address it comes from', async () => {
    const server = await serverForTest(new MemoryStore(), { RATE_LIMIT_MAX: '2' })
    const { token } = await server.session('Ada')
    const get = () =>
      server.app.inject({
        method: 'GET',
        url: '/api/games',
        headers: { authorization: `Bearer ${token}` },
      })
    expect([(await get()).statusCode, (await get()).statusCode]).toEqual([200, 200])
    expect(json(await get(), errorBodySchema).error.code).toBe('RATE_LIMITED')
    // Someone else at the same address is not held back by Ada.
    expect((await server.app.inject({ method: 'GET', url: '/api/games' })).statusCode).toBe(200)
  })

  it('new races are limited per player and per address', async () => {
    const server = await serverForTest(new MemoryStore(), {
      RACES_PER_PLAYER: '2',
      RACES_PER_IP: '3',
    })
    const ada = await server.session('Ada')
    const bo = await server.session('Bo')
    const create = (token: string) =>
      server.app.inject({
        method: 'POST',
        url: '/api/races',
        payload: { game: 'sir-tommy' },
        headers: { authorization: `Bearer ${token}` },
      })
    expect((await create(ada.token)).statusCode).toBe(201)
    expect((await create(ada.token)).statusCode).toBe(201)
    expect((await create(ada.token)).statusCode).toBe(429)
    expect((await create(bo.token)).statusCode).toBe(201)
    const overAddress = await create(bo.token)
    expect(overAddress.statusCode).toBe(429)
    expect(json(overAddress, errorBodySchema).error.code).toBe('RATE_LIMITED')
  })

  it('reconnecting does not refill a player’s move budget', async () => {
    const server = await serverForTest(new MemoryStore(), {
      MOVE_RATE_PER_SEC: '1',
      MOVE_BURST: '3',
    })
    const race = await startLiveRace(server, { game: 'sir-tommy' })
    const { raceId } = race
    let legal: readonly MoveWire[] = race.startedA.legal
    const codes = []
    for (let seq = 1; seq <= 4; seq++) {
      const reply = await ask(race.a, 'race:move', { raceId, move: legal[0]!, seq })
      codes.push(reply.ok ? 'ok' : reply.error.code)
      if (reply.ok) legal = reply.legal
    }
    expect(codes).toEqual(['ok', 'ok', 'ok', 'RATE_LIMITED'])
    race.a.disconnect()
    const again = await server.client(race.alice.token)
    expect((await ask(again, 'race:join', { raceId })).ok).toBe(true)
    const afterReconnect = await ask(again, 'race:move', { raceId, move: legal[0]!, seq: 4 })
    expect(errorOf(afterReconnect).code).toBe('RATE_LIMITED')
  })

  it('caps sockets per address, spectators per address in a race, and events per address', async () => {
    const server = await serverForTest(new MemoryStore(), {
      SOCKETS_PER_IP: '4',
      SPECTATORS_PER_IP_PER_RACE: '2',
      SOCKET_EVENTS_PER_IP_PER_SEC: '8',
    })
    const ada = await server.session('Ada')
    const { raceId } = await server.createRace(ada.token, { game: 'sir-tommy' })
    const watchers = [await server.client(), await server.client(), await server.client()]
    const joins = []
    for (const socket of watchers)
      joins.push(await ask(socket, 'race:join', { raceId, as: 'spectator' }))
    expect(joins.map((j) => j.ok || j.error.code)).toEqual([true, true, 'RATE_LIMITED'])

    await server.client()
    const refused = connect(server.url, {
      transports: ['websocket'],
      forceNew: true,
      reconnection: false,
    })
    const error = await new Promise<Error>((resolve) => refused.once('connect_error', resolve))
    expect(error.message).toContain('too many connections')
    refused.close()

    // The four open sockets share one event budget of 8 a second (3 were spent on the joins).
    const replies = []
    for (let i = 0; i < 8; i++)
      replies.push(
        await ask(watchers[i % 3]!, 'race:join', { raceId: 'nosuchrace', as: 'spectator' }),
      )
    const codes = replies.map((r) => errorOf(r).code)
    expect(codes).toContain('RATE_LIMITED')
    expect(codes.filter((c) => c === 'NOT_FOUND').length).toBeLessThanOrEqual(5)
  })
})
