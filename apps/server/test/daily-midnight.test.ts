// A daily attempt across midnight UTC (docs/daily.md): one that went live during its day plays on
// to its time limit and counts, and the day's seed stays secret until it is over; one still
// waiting at midnight can no longer start.
import { createHash } from 'node:crypto'
import { beforeEach, describe, expect, it } from 'vitest'
import { testDatabases, type TestDatabase } from '../src/test-support/databases.js'
import { openForTest } from '../src/test-support/stores.js'
import { ask, next } from '../src/test-support/ask.js'
import { play as playMoves, readyAndStart } from '../src/test-support/race-setup.js'
import { errorOf } from '../src/test-support/replies.js'
import { serverForTest, type TestServer } from '../src/test-support/server.js'
import { FakeTime } from '../src/test-support/fake-time.js'
import { accountSession } from '../src/test-support/accounts.js'

/** Two minutes before daily #2 (2026-11-27) is over. */
const LATE = Date.parse('2026-11-27T23:58:00.000Z')
const MIDNIGHT = Date.parse('2026-11-28T00:00:00.000Z')
const DAY = '/api/daily/sir-tommy/2026-11-27'

for (const database of testDatabases) {
  describe(`a daily attempt across midnight (${database.name})`, () => {
    let db: TestDatabase
    let server: TestServer
    let time: FakeTime

    beforeEach(async () => {
      time = new FakeTime(LATE)
      db = await openForTest(database)
      server = await serverForTest(db.store, {}, time)
    })

    const request = (method: 'GET' | 'POST', url: string, token?: string) =>
      server.app.inject({
        method,
        url,
        headers: token ? { authorization: `Bearer ${token}` } : {},
      })

    /** Today's sir-tommy attempt, joined (waiting). */
    async function joinedAttempt(token: string) {
      const raceId = (await request('POST', '/api/daily/sir-tommy/start', token)).json().raceId
      const c = await server.client(token)
      expect((await ask(c, 'race:join', { raceId })).ok).toBe(true)
      return { raceId, c }
    }

    it('keeps the seed secret while an attempt begun before midnight is live; it counts', async () => {
      const alice = await accountSession(server, 'Alice')
      const bob = await accountSession(server, 'Bob')
      const { raceId, c } = await joinedAttempt(alice.token)
      const [first] = await readyAndStart(server, raceId, [c])

      await time.advance(MIDNIGHT + 60_000 - time.now()) // 00:01, the attempt still live
      const during = (await request('GET', DAY, bob.token)).json()
      expect(during).toMatchObject({ over: true, playing: 1 })
      expect(during.deal.seed).toBeUndefined()
      expect(during.rows).toBeUndefined()
      const practice = await request('POST', `${DAY}/practice`, bob.token)
      expect(practice.json().error.code).toBe('NOT_FINISHED')

      await playMoves(c, raceId, first, (legal) => legal[0], 1)
      const finished = next(c, 'race:finished')
      await ask(c, 'race:resign', { raceId })
      expect((await finished).seed).toBeUndefined()

      const after = (await request('GET', DAY, bob.token)).json()
      expect(createHash('sha256').update(after.deal.seed).digest('hex')).toBe(after.deal.seedHash)
      expect(after.rows.map((r: { player: { name: string } }) => r.player.name)).toEqual(['Alice'])
      expect((await request('POST', `${DAY}/practice`, bob.token)).statusCode).toBe(200)
    })

    it('an attempt still waiting at midnight cannot start, and is closed', async () => {
      const alice = await accountSession(server, 'Alice')
      const { raceId, c } = await joinedAttempt(alice.token)

      await time.advance(MIDNIGHT + 30_000 - time.now())
      expect((await request('GET', DAY)).json().deal.seed).toBeUndefined()
      const refused = await ask(c, 'race:ready', { raceId })
      expect(errorOf(refused).code).toBe('DAILY_DAY_OVER')
      // Long enough for a countdown, had one begun.
      await time.advance(server.config.COUNTDOWN_MS)
      expect(c.received.map((e) => e.event)).not.toContain('race:started')
      expect((await request('GET', `/api/races/${raceId}`)).json().status).toBe('aborted')
      expect((await request('GET', DAY)).json().deal.seed).toEqual(expect.any(String))
    })
  })
}
