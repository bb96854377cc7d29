// Seats that went out of a live race stay out across a restart, with the time they went out:
// a leaver claimed against while the others play on, a leaver out because the last racer
// playing resigned, and a racer who resigned.
import { raceSummarySchema } from '@patience-race/protocol'
import { beforeEach, describe, expect, it } from 'vitest'
import { racerStart, runCountdown, startLiveRace } from '../src/test-support/race-setup.js'
import { until } from '../src/test-support/sockets-from.js'
import { ask, next } from '../src/test-support/ask.js'
import { errorOf, okOf } from '../src/test-support/replies.js'
import { faulty } from '../src/test-support/faulty-store.js'
import { serverForTest, type TestServer } from '../src/test-support/server.js'
import { openForTest, testStores, type TestStore } from '../src/test-support/stores.js'
import { FakeTime } from '../src/test-support/fake-time.js'

const ABANDON_AFTER_MS = 30_000

/** How long a graceful stop waits for transitions in flight (race-registry.ts STOP_WAIT_MS). */
const STOP_WAIT_MS = 5000

for (const kind of testStores) {
  describe(`seats out of a race across a restart (${kind.name})`, () => {
    let db: TestStore

    beforeEach(async () => {
      db = await openForTest(kind)
    })

    it('a leaver claimed against in a race of three that goes on stays out after a restart: its moves are refused', async () => {
      const time = new FakeTime(Date.now())
      let server: TestServer = await serverForTest(db.store, {}, time)
      const [adaSession, boSession, cySession] = [
        await server.session('Ada'),
        await server.session('Bo'),
        await server.session('Cy'),
      ]
      const [ada, bo, cy] = [
        await server.client(adaSession.token),
        await server.client(boSession.token),
        await server.client(cySession.token),
      ]
      const sockets = [ada, bo, cy]
      const { raceId } = await server.createRace(adaSession.token, { game: 'sir-tommy', seats: 3 })
      const started = sockets.map((s) => next(s, 'race:started').then(racerStart))
      for (const s of sockets) await ask(s, 'race:join', { raceId, as: 'player' })
      for (const s of sockets) await ask(s, 'race:ready', { raceId })
      await runCountdown(server, ada, raceId)
      const cyStart = (await Promise.all(started))[2]!
      const cyMoved = okOf(await ask(cy, 'race:move', { raceId, move: cyStart.legal[0]!, seq: 1 }))
      cy.disconnect()
      await until(
        async () => (await server.get(`/api/races/${raceId}`, raceSummarySchema)).body,
        (s) => s.players[2]?.online === false,
      )
      const left = next(ada, 'race:opponent-left')
      await time.advance(ABANDON_AFTER_MS)
      await left
      expect(await ask(bo, 'race:claim', { raceId })).toEqual({ ok: true })

      await server.close()
      server = await serverForTest(await db.reopen(), {}, time)
      const cyAgain = await server.client(cySession.token)
      const join = okOf(await ask(cyAgain, 'race:join', { raceId }))
      expect(join.race.status).toBe('live')
      expect(join.race.players.map((p) => p.status)).toEqual(['playing', 'playing', 'abandoned'])
      expect(
        errorOf(await ask(cyAgain, 'race:move', { raceId, move: cyMoved.legal[0]!, seq: 2 })),
      ).toMatchObject({ code: 'FINISHED' })
      expect((await server.store.getRace(raceId))!.moves).toHaveLength(1)
    })

    it('a leaver put out by the last racer resigning stays out when the results were not stored before a restart: the race finishes at boot', async () => {
      const time = new FakeTime(Date.now())
      const failing = faulty(db.store)
      let server: TestServer = await serverForTest(failing.store, {}, time)
      const race = await startLiveRace(server, { game: 'sir-tommy', timeLimitSec: 600 })
      const { raceId } = race
      okOf(await ask(race.a, 'race:move', { raceId, move: race.startedA.legal[0]!, seq: 1 }))
      race.b.disconnect()
      await until(
        async () => (await server.get(`/api/races/${raceId}`, raceSummarySchema)).body,
        (s) => s.players[1]?.online === false,
      )
      const left = next(race.a, 'race:opponent-left')
      await time.advance(ABANDON_AFTER_MS)
      await left
      failing.failWhen((call) => call.method === 'finishRace')
      expect(await ask(race.a, 'race:resign', { raceId })).toEqual({ ok: true })
      await until(
        async () => failing.refused.length,
        (refused) => refused > 0,
      )

      // SIGTERM while the results are still refused: the stop waits, then gives up.
      const closing = server.close()
      const refusedBefore = failing.refused.length
      await time.advanceUntil(
        until(
          async () => failing.refused.length,
          (n) => n > refusedBefore,
        ),
        1000,
      )
      await time.advanceUntil(closing, 2 * STOP_WAIT_MS)
      server = await serverForTest(await db.reopen(), {}, time)
      const summary = await until(
        async () => (await server.get(`/api/races/${raceId}`, raceSummarySchema)).body,
        (s) => s.status !== 'live',
      )
      expect(summary.status).toBe('finished')
      expect(summary.players.map((p) => p.status)).toEqual(['resigned', 'abandoned'])
      const stored = await server.store.getRace(raceId)
      expect(stored!.results.map((r) => [r.status, r.place])).toEqual([
        ['resigned', 1],
        ['abandoned', 2],
      ])
    })

    it('a racer who resigned before a restart is timed at the resignation, not at their last move', async () => {
      const time = new FakeTime(Date.now())
      let server: TestServer = await serverForTest(db.store, {}, time)
      const race = await startLiveRace(server, { game: 'sir-tommy', timeLimitSec: 600 })
      const { raceId } = race
      expect(
        (await ask(race.a, 'race:move', { raceId, move: race.startedA.legal[0]!, seq: 1 })).ok,
      ).toBe(true)
      await time.advance(50_000)
      expect(await ask(race.a, 'race:resign', { raceId })).toEqual({ ok: true })

      await server.close()
      server = await serverForTest(await db.reopen(), {}, time)
      const b = await server.client(race.bob.token)
      okOf(await ask(b, 'race:join', { raceId }))
      await time.advance(10_000)
      const finished = next(b, 'race:finished')
      expect(await ask(b, 'race:resign', { raceId })).toEqual({ ok: true })
      const [alice, bob] = (await finished).results
      expect(alice).toMatchObject({ seat: 0, status: 'resigned' })
      expect(alice!.timeMs).toBeGreaterThanOrEqual(50_000)
      expect(alice!.timeMs).toBeLessThan(60_000)
      expect(bob).toMatchObject({ seat: 1, status: 'resigned' })
      expect(bob!.timeMs).toBeGreaterThanOrEqual(60_000)
    })
  })
}
