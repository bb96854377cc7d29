// A ghost race of a daily attempt (docs/daily.md, docs/ghost-races.md): a ghost race is watched,
// listed and reveals its seed at the finish, so today's daily cannot be raced as a ghost, not
// even by a finisher (who could otherwise publish the day's seed); once the day is over it can.
import { raceListSchema } from '@patience-race/protocol'
import { beforeEach, describe, expect, it } from 'vitest'
import { testDatabases, type TestDatabase } from '../src/test-support/databases.js'
import { openForTest } from '../src/test-support/stores.js'
import { ask, next } from '../src/test-support/ask.js'
import { play as playMoves, readyAndStart } from '../src/test-support/race-setup.js'
import { serverForTest, type TestServer } from '../src/test-support/server.js'
import { FakeTime } from '../src/test-support/fake-time.js'
import { accountSession } from '../src/test-support/accounts.js'

/** Daily #2, mid-morning UTC. */
const DAY_TWO = Date.parse('2026-11-27T10:00:00.000Z')
const DAY_THREE = Date.parse('2026-11-28T00:00:00.000Z')

for (const database of testDatabases) {
  describe(`a ghost race of a daily attempt (${database.name})`, () => {
    let db: TestDatabase
    let server: TestServer
    let time: FakeTime

    beforeEach(async () => {
      time = new FakeTime(DAY_TWO)
      db = await openForTest(database)
      server = await serverForTest(db.store, {}, time)
    })

    const request = (method: 'GET' | 'POST', url: string, token?: string, payload?: object) =>
      server.app.inject({
        method,
        url,
        ...(payload ? { payload } : {}),
        headers: token ? { authorization: `Bearer ${token}` } : {},
      })

    /** Plays today's sir-tommy daily: one move, then resigns. */
    async function finishDaily(token: string): Promise<string> {
      const raceId = (await request('POST', '/api/daily/sir-tommy/start', token)).json().raceId
      const c = await server.client(token)
      await ask(c, 'race:join', { raceId })
      const [first] = await readyAndStart(server, raceId, [c])
      await playMoves(c, raceId, first, (legal) => legal[0], 1)
      await time.advance(2000)
      const finished = next(c, 'race:finished')
      await ask(c, 'race:resign', { raceId })
      await finished
      c.disconnect()
      return raceId
    }

    it("refuses to race today's daily as a ghost, even for its finisher, until the day is over", async () => {
      const alice = await accountSession(server, 'Alice')
      const carol = await accountSession(server, 'Carol')
      const attempt = await finishDaily(alice.token)
      const seedHash = (await request('GET', '/api/daily/sir-tommy/2026-11-27')).json().deal
        .seedHash

      const byFinisher = await request('POST', `/api/races/${attempt}/ghost`, alice.token, {
        seat: 0,
      })
      expect(byFinisher.statusCode).toBe(403)
      expect(byFinisher.json().error.code).toBe('DAILY_DEAL_SECRET')
      const byOther = await request('POST', `/api/races/${attempt}/ghost`, carol.token, {
        seat: 0,
      })
      expect(byOther.statusCode).toBe(403)
      expect(byOther.json().error.code).toBe('DAILY_DEAL_SECRET')
      // No race on the day's deal for anyone to watch, list or see finish with its seed.
      for (const status of ['waiting', 'live', 'finished'] as const) {
        const listed = raceListSchema.parse(
          (await request('GET', `/api/races?status=${status}`)).json(),
        )
        expect(listed.filter((r) => r.seedHash === seedHash)).toEqual([])
      }

      await time.jump(DAY_THREE - time.now())
      const afterDay = await request('POST', `/api/races/${attempt}/ghost`, carol.token, {
        seat: 0,
      })
      expect(afterDay.statusCode).toBe(201)
      const ghost = (await request('GET', `/api/races/${afterDay.json().raceId}`)).json()
      expect(ghost).toMatchObject({ kind: 'ghost', seedHash })
    })
  })
}
