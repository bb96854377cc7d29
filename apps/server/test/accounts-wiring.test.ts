// Accounts wired into the rest of the server (issue 21, docs/accounts.md "Wiring"): the session
// cookie authenticates race routes (cross-site writes refused) and sockets (from our own origin
// only); signing out disconnects that session's race sockets; ranked needs an account
// (ACCOUNT_REQUIRED), and the ranked boards list accounts only. Without a database store there
// are no accounts: guests queue as before.
import { leaderboardSchema, playerStatsSchema, raceSummarySchema } from '@patience-race/protocol'
import { io as connect } from 'socket.io-client'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { accountSession, send, sessionCookie } from '../src/test-support/accounts.js'
import { testDatabases, type TestDatabase } from '../src/test-support/databases.js'
import { openForTest } from '../src/test-support/stores.js'
import { MemoryStore } from '../src/test-support/memory-store.js'
import { ask, next } from '../src/test-support/ask.js'
import { readyAndStart, whileBotPlaysOut } from '../src/test-support/race-setup.js'
import { serverForTest, type TestServer } from '../src/test-support/server.js'
import { errorOf, okOf } from '../src/test-support/replies.js'
import type { TestSocket } from '../src/test-support/test-socket.js'

const FAST_BOTS = { BOT_MOVE_MS: '5', QUEUE_BOT_AFTER_MS: '60000' }

for (const database of testDatabases) {
  describe(`accounts wired into races (${database.name})`, () => {
    let db: TestDatabase
    let server: TestServer
    const sockets: TestSocket[] = []

    beforeEach(async () => {
      db = await openForTest(database)
      server = await serverForTest(db.store, FAST_BOTS)
    })
    afterEach(async () => {
      for (const s of sockets.splice(0)) s.disconnect()
    })

    async function signUp(username: string): Promise<{ cookie: string; id: string }> {
      const res = await send(server, 'POST', '/api/accounts', {
        body: { username, password: 'correct horse battery' },
      })
      return { cookie: sessionCookie(res), id: res.json().player.id }
    }

    /** A socket as a browser on `origin` (default: ours) opens it: the cookie, no guest token. */
    async function socketWith(cookie?: string, origin = server.url): Promise<TestSocket> {
      const socket: TestSocket = connect(server.url, {
        transports: ['websocket'],
        forceNew: true,
        reconnection: false,
        extraHeaders: { origin, ...(cookie ? { cookie } : {}) },
      })
      sockets.push(socket)
      await new Promise<void>((resolve, reject) => {
        socket.once('connect', () => resolve())
        socket.once('connect_error', reject)
      })
      return socket
    }

    it('opens a race with the session cookie, and refuses a cross-site one', async () => {
      const { cookie, id } = await signUp('Cookie_Ada')
      const created = await send(server, 'POST', '/api/races', {
        cookie,
        body: { game: 'sir-tommy' },
      })
      expect(created.statusCode).toBe(201)
      const summary = (await server.get(`/api/races/${created.json().raceId}`, raceSummarySchema))
        .body
      expect(summary.players.map((p) => p.player)).toEqual([{ id, name: 'Cookie_Ada' }])

      const forged = await send(server, 'POST', '/api/races', {
        cookie,
        body: { game: 'sir-tommy' },
        headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
      })
      expect(forged.statusCode).toBe(403)
      expect(forged.json().error.code).toBe('FORBIDDEN')
      const anonymous = await send(server, 'POST', '/api/races', { body: { game: 'sir-tommy' } })
      expect(anonymous.statusCode).toBe(401)
      // A guest's bearer token still works, cookie or not.
      const guest = await server.session('Gus')
      expect((await server.createRace(guest.token, { game: 'sir-tommy' })).raceId).toBeTruthy()
    })

    it('a socket with the session cookie is the account: it takes its seat on a second device', async () => {
      const { cookie, id } = await signUp('Two_Devices')
      const { raceId } = (
        await send(server, 'POST', '/api/races', { cookie, body: { game: 'sir-tommy' } })
      ).json()
      // Another session of the same account (a phone signing in) sits in the same seat.
      const phone = sessionCookie(
        await send(server, 'POST', '/api/login', {
          body: { username: 'two_devices', password: 'correct horse battery' },
        }),
      )
      const socket = await socketWith(phone)
      const joined = await ask(socket, 'race:join', { raceId })
      expect(joined.ok).toBe(true)
      expect(joined).toMatchObject({ role: 'player', seat: 0 })
      expect(okOf(joined).race.players.map((p) => p.player.id)).toEqual([id])
      // No cookie, no token: a spectator, who may not sit in the account's seat.
      const visitor = await socketWith()
      expect((await ask(visitor, 'race:join', { raceId, as: 'player' })).ok).toBe(false)
    })

    it('a cookie socket from another origin has no player; from ours it is the account', async () => {
      const { cookie, id } = await signUp('Cross_Site')
      const { raceId } = (
        await send(server, 'POST', '/api/races', { cookie, body: { game: 'sir-tommy' } })
      ).json()
      const evil = await socketWith(cookie, 'https://evil.example')
      const refused = await ask(evil, 'race:join', { raceId, as: 'player' })
      expect(errorOf(refused).code).toBe('UNAUTHORIZED')
      expect(errorOf(await ask(evil, 'race:ready', { raceId })).code).toBe('UNAUTHORIZED')
      const ours = await socketWith(cookie)
      const joined = await ask(ours, 'race:join', { raceId, as: 'player' })
      expect(joined).toMatchObject({ ok: true, role: 'player', seat: 0 })
      expect(okOf(joined).race.players.map((p) => p.player.id)).toEqual([id])
    })

    it('signing out disconnects the race sockets of that session, not of the others', async () => {
      const { cookie } = await signUp('Leaves_Now')
      const other = sessionCookie(
        await send(server, 'POST', '/api/login', {
          body: { username: 'Leaves_Now', password: 'correct horse battery' },
        }),
      )
      const here = await socketWith(cookie)
      const there = await socketWith(other)
      expect((await send(server, 'POST', '/api/logout', { cookie })).statusCode).toBeLessThan(300)
      await vi.waitFor(() => expect(here.connected).toBe(false))
      expect(there.connected).toBe(true)
      await send(server, 'POST', '/api/logout-all', { cookie: other })
      await vi.waitFor(() => expect(there.connected).toBe(false))
    })

    it('the ranked queue answers ACCOUNT_REQUIRED to a guest and queues an account', async () => {
      const guest = await server.session('Guest')
      const g = await server.client(guest.token)
      const refused = await ask(g, 'queue:join', { game: 'saratoga', deviceId: 'device-gggg' })
      expect(refused.ok).toBe(false)
      expect(errorOf(refused).code).toBe('ACCOUNT_REQUIRED')

      const { cookie } = await signUp('Ranked_Ann')
      const a = await socketWith(cookie)
      const queued = await ask(a, 'queue:join', { game: 'saratoga', deviceId: 'device-aaaa' })
      expect(queued.ok).toBe(true)
      // The guest who upgrades keeps its token and may queue now.
      const upgraded = await accountSession(server, 'Upgraded')
      const u = await server.client(upgraded.token)
      expect((await ask(u, 'queue:join', { game: 'sir-tommy', deviceId: 'device-uuuu' })).ok).toBe(
        true,
      )
      for (const s of [a, u]) await ask(s, 'queue:leave', {})
    })

    it('the ranked board lists accounts only; a guest may still race a bot', async () => {
      const ada = await accountSession(server, 'Ada')
      const gus = await server.session('Gus')
      const raced: string[] = []
      for (const who of [ada, gus]) {
        const { raceId } = await server.createRace(who.token, {
          game: 'saratoga',
          opponent: { bot: 'easy' },
        })
        raced.push(raceId)
        const s = await server.client(who.token)
        expect(okOf(await ask(s, 'race:join', { raceId })).race.kind).toBe('ranked')
        const [first] = await readyAndStart(server, raceId, [s])
        expect((await ask(s, 'race:move', { raceId, move: first.legal[0]!, seq: 1 })).ok).toBe(true)
        const finished = next(s, 'race:finished', () => true, 60_000)
        await ask(s, 'race:resign', { raceId })
        await whileBotPlaysOut(server, finished)
      }
      const stored = await db.store.getRace(raced[1]!)
      expect(stored!.results.find((r) => r.playerId === gus.player.id)!.ranked).toBe(true)
      const board = (await server.get('/api/leaderboards/saratoga?kind=ranked', leaderboardSchema))
        .body
      expect(board.map((row) => row.player.name)).toEqual(['Ada'])
      // Her page counts today's race in her streak of days.
      const stats = (await server.get(`/api/players/${ada.player.id}`, playerStatsSchema)).body
      expect(stats.streaks?.days).toEqual({ current: 1, best: 1 })
    })
  })
}

describe('without a database store (no accounts)', () => {
  let server: TestServer

  it('serves guests only: the ranked queue takes a guest, account routes are absent', async () => {
    server = await serverForTest(new MemoryStore(), FAST_BOTS)
    const guest = await server.session('Guest')
    const g = await server.client(guest.token)
    expect((await ask(g, 'queue:join', { game: 'saratoga', deviceId: 'device-gggg' })).ok).toBe(
      true,
    )
    await ask(g, 'queue:leave', {})
    expect((await server.get('/api/me')).status).toBe(404)
    g.disconnect()
  })
})
