// The race clock across a restart: it is never turned back, so a race ends at its time limit
// counted from its start, and a race whose time ran out before the restart finishes at boot.
import { raceSummarySchema } from '@patience-race/protocol'
import { beforeEach, describe, expect, it } from 'vitest'
import { startLiveRace } from '../src/test-support/race-setup.js'
import { until } from '../src/test-support/sockets-from.js'
import { ask, next } from '../src/test-support/ask.js'
import { errorOf, okOf } from '../src/test-support/replies.js'
import { faulty } from '../src/test-support/faulty-store.js'
import { serverForTest, type TestServer } from '../src/test-support/server.js'
import { openForTest, testStores, type TestStore } from '../src/test-support/stores.js'
import { FakeTime } from '../src/test-support/fake-time.js'

/** How long a graceful stop waits for transitions in flight (race-registry.ts STOP_WAIT_MS). */
const STOP_WAIT_MS = 5000

for (const kind of testStores) {
  describe(`the race clock across a restart (${kind.name})`, () => {
    let db: TestStore

    beforeEach(async () => {
      db = await openForTest(kind)
    })

    it('time spent thinking before a restart stays spent: the race ends at its time limit from the start', async () => {
      const time = new FakeTime(Date.now())
      let server: TestServer = await serverForTest(db.store, {}, time)
      const race = await startLiveRace(server, { game: 'sir-tommy', timeLimitSec: 120 })
      const { raceId } = race
      const first = okOf(
        await ask(race.a, 'race:move', { raceId, move: race.startedA.legal[0]!, seq: 1 }),
      )
      // 100 s of thinking with no move, then a deploy restarts the server at once.
      await time.advance(100_000)
      await server.close()
      server = await serverForTest(await db.reopen(), {}, time)

      const a = await server.client(race.alice.token)
      expect(okOf(await ask(a, 'race:join', { raceId })).race.status).toBe('live')
      const finished = next(a, 'race:finished')
      await time.advance(21_000)
      await finished
      expect(
        errorOf(await ask(a, 'race:move', { raceId, move: first.legal[0]!, seq: 2 })),
      ).toMatchObject({ code: 'FINISHED' })
    })

    it('a race whose time ran out while its results could not be stored finishes at the restart, and a move refused then stays refused', async () => {
      const time = new FakeTime(Date.now())
      const failing = faulty(db.store)
      let server: TestServer = await serverForTest(failing.store, {}, time)
      const race = await startLiveRace(server, { game: 'sir-tommy', timeLimitSec: 60 })
      const { raceId } = race
      const first = okOf(
        await ask(race.a, 'race:move', { raceId, move: race.startedA.legal[0]!, seq: 1 }),
      )
      failing.failWhen((call) => call.method === 'finishRace')
      await time.advance(61_000)
      await until(
        async () => failing.refused.length,
        (refused) => refused > 0,
      )
      const refused = await ask(race.a, 'race:move', { raceId, move: first.legal[0]!, seq: 2 })
      expect(errorOf(refused)).toMatchObject({ code: 'FINISHED' })

      // SIGTERM while the results are still refused: the stop waits, then gives up.
      const closing = server.close()
      await until(
        async () => failing.refused.length,
        (n) => n > 1,
      )
      await time.advanceUntil(closing, 2 * STOP_WAIT_MS)
      server = await serverForTest(await db.reopen(), {}, time)

      const summary = await until(
        async () => (await server.get(`/api/races/${raceId}`, raceSummarySchema)).body,
        (s) => s.status !== 'live',
      )
      expect(summary.status).toBe('finished')
      const a = await server.client(race.alice.token)
      const join = okOf(await ask(a, 'race:join', { raceId }))
      expect(join.race.status).toBe('finished')
      expect(
        errorOf(await ask(a, 'race:move', { raceId, move: first.legal[0]!, seq: 2 })),
      ).toMatchObject({ code: 'FINISHED' })
      const stored = await server.store.getRace(raceId)
      expect(stored!.moves).toHaveLength(1)
      expect(stored!.results.map((r) => r.moves)).toEqual([1, 0])
    })
  })
}
