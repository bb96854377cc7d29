// Today's daily, counted per address as well as per player (issue 40): fresh guest ids (and
// accounts) from one address — an IPv6 /64 is one — get DAILY_ATTEMPTS_PER_ADDRESS new attempts
// a day at a game's daily together, then DAILY_ADDRESS_LIMIT. A resume is not a new attempt;
// another game, another network and the next day have their own count.
import { errorBodySchema } from '@patience-race/protocol'
import { beforeEach, describe, expect, it } from 'vitest'
import { send } from '../src/test-support/accounts.js'
import { testDatabases, type TestDatabase } from '../src/test-support/databases.js'
import { json } from '../src/test-support/json.js'
import { serverForTest, type TestServer } from '../src/test-support/server.js'
import { openForTest } from '../src/test-support/stores.js'
import { FakeTime } from '../src/test-support/fake-time.js'

/** Daily #2, mid-morning UTC. */
const DAY_TWO = Date.parse('2026-11-27T10:00:00.000Z')
const DAY_MS = 86_400_000

for (const database of testDatabases) {
  describe(`daily attempts per address (${database.name})`, () => {
    let db: TestDatabase
    let server: TestServer
    let time: FakeTime

    beforeEach(async () => {
      time = new FakeTime(DAY_TWO)
      db = await openForTest(database)
      server = await serverForTest(db.store, { DAILY_ATTEMPTS_PER_ADDRESS: '2' }, time)
    })

    const start = (token: string, remoteAddress: string, game = 'sir-tommy') =>
      server.app.inject({
        method: 'POST',
        url: `/api/daily/${game}/start`,
        headers: { authorization: `Bearer ${token}` },
        remoteAddress,
      })
    const guest = async (name: string) => (await server.session(name)).token

    it('fresh guests and an account on one /64 share its attempts; past them DAILY_ADDRESS_LIMIT', async () => {
      const home = (n: number) => `2001:db8:40:7::${n}`
      const first = await guest('First')
      expect((await start(first, home(1))).statusCode).toBe(200)
      // Resuming the attempt under way is not a new one.
      expect((await start(first, home(1))).statusCode).toBe(200)
      const account = await guest('Holder')
      const upgrade = await send(server, 'POST', '/api/accounts/upgrade', {
        body: { username: 'Holder', password: 'correct horse battery' },
        headers: { authorization: `Bearer ${account}` },
      })
      expect(upgrade.statusCode).toBe(200)
      expect((await start(account, home(2))).statusCode).toBe(200)

      const third = await start(await guest('Throwaway'), home(3))
      expect(third.statusCode).toBe(429)
      const error = json(third, errorBodySchema).error
      expect(error.code).toBe('DAILY_ADDRESS_LIMIT')
      expect(error.message).toMatch(/tomorrow/)

      // Another game's daily, and another network, count apart.
      expect((await start(await guest('Other game'), home(4), 'saratoga')).statusCode).toBe(200)
      expect((await start(await guest('Neighbour'), '2001:db8:40:8::1')).statusCode).toBe(200)
      // The next day, the address has its attempts again.
      await time.jump(DAY_MS)
      expect((await start(await guest('Tomorrow'), home(5))).statusCode).toBe(200)
    })
  })
}
