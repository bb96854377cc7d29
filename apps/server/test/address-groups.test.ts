// One IPv6 host is routinely given a whole /64: every per-address budget and the ranked queue's
// same-address rule count it as one address (budgets/address-key.ts), and an IPv4 client seen
// through a dual-stack socket (::ffff:a.b.c.d) as its IPv4 address (issue 40).
import { errorBodySchema, raceSummarySchema } from '@patience-race/protocol'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ask, next } from '../src/test-support/ask.js'
import { accountSession, ORIGIN } from '../src/test-support/accounts.js'
import { testDatabases, type TestDatabase } from '../src/test-support/databases.js'
import { json } from '../src/test-support/json.js'
import { serverForTest } from '../src/test-support/server.js'
import { socketFrom } from '../src/test-support/sockets-from.js'
import { openForTest } from '../src/test-support/stores.js'

for (const database of testDatabases) {
  describe(`addresses grouped as budgets count them (${database.name})`, () => {
    let db: TestDatabase
    beforeEach(async () => {
      db = await openForTest(database)
    })
    afterEach(() => {
      vi.unstubAllEnvs()
    })

    it('wrong passwords from one /64 spend one address budget; another /64 has its own', async () => {
      vi.stubEnv('ACCOUNT_ATTEMPTS_PER_IP', '3')
      const server = await serverForTest(db.store)
      const login = (remoteAddress: string, username: string) =>
        server.app.inject({
          method: 'POST',
          url: '/api/login',
          remoteAddress,
          headers: { host: 'localhost:80', origin: ORIGIN, 'sec-fetch-site': 'same-origin' },
          payload: { username, password: 'not the password' },
        })
      const codes = []
      for (let i = 1; i <= 4; i++)
        codes.push((await login(`2001:db8:5:1::${i}`, `guess${i}`)).statusCode)
      expect(codes).toEqual([401, 401, 401, 429])
      expect((await login('2001:db8:5:2::1', 'guess5')).statusCode).toBe(401)
    })

    it('new guest sessions from one /64 share its budget; another /64 has its own', async () => {
      const server = await serverForTest(db.store, { SESSIONS_PER_IP: '2' })
      const session = (remoteAddress: string, name: string) =>
        server.app.inject({
          method: 'POST',
          url: '/api/session',
          payload: { name },
          remoteAddress,
        })
      expect((await session('2001:db8:7:1::1', 'One')).statusCode).toBe(200)
      expect((await session('2001:db8:7:1:ffff::2', 'Two')).statusCode).toBe(200)
      const third = await session('2001:db8:7:1:abcd:1234:5678:9', 'Three')
      expect(third.statusCode).toBe(429)
      expect(json(third, errorBodySchema).error.code).toBe('RATE_LIMITED')
      expect((await session('2001:db8:7:2::1', 'Four')).statusCode).toBe(200)
      // A dual-stack socket's view of an IPv4 client is that client.
      expect((await session('198.51.100.4', 'Five')).statusCode).toBe(200)
      expect((await session('198.51.100.4', 'Six')).statusCode).toBe(200)
      expect((await session('::ffff:198.51.100.4', 'Seven')).statusCode).toBe(429)
    })

    it('the ranked queue never pairs two names from one /64; two networks meet', async () => {
      const server = await serverForTest(db.store, {
        BOT_MOVE_MS: '5',
        QUEUE_BOT_AFTER_MS: '300',
        TRUST_PROXY: 'true',
      })
      const ada = await accountSession(server, 'Ada')
      const puppet = await accountSession(server, 'Puppet')
      const a = await socketFrom(server.url, ada.token, '2001:db8:9:1::a')
      const p = await socketFrom(server.url, puppet.token, '2001:db8:9:1::b')
      const matched = [next(a, 'queue:matched'), next(p, 'queue:matched')]
      expect((await ask(a, 'queue:join', { game: 'saratoga', deviceId: 'device-aaaa' })).ok).toBe(
        true,
      )
      expect((await ask(p, 'queue:join', { game: 'saratoga', deviceId: 'device-bbbb' })).ok).toBe(
        true,
      )
      // Never each other: each gets a bot once QUEUE_BOT_AFTER_MS has run on the clock.
      const [raceA, raceP] = await server.time.advanceUntil(Promise.all(matched), 1000)
      expect(raceA!.raceId).not.toBe(raceP!.raceId)
      for (const { raceId } of [raceA!, raceP!]) {
        const summary = (await server.get(`/api/races/${raceId}`, raceSummarySchema)).body
        expect(summary.players.map((s) => s.player.id)).toContain('bot:medium')
      }

      const bob = await accountSession(server, 'Bob')
      const b = await socketFrom(server.url, bob.token, '2001:db8:9:2::b')
      const a2 = await socketFrom(server.url, ada.token, '2001:db8:9:1::a')
      const paired = [next(a2, 'queue:matched'), next(b, 'queue:matched')]
      await ask(a2, 'queue:join', { game: 'sir-tommy', deviceId: 'device-aaaa' })
      await ask(b, 'queue:join', { game: 'sir-tommy', deviceId: 'device-cccc' })
      const [pairA, pairB] = await Promise.all(paired)
      expect(pairA!.raceId).toBe(pairB!.raceId)
    })
  })
}
