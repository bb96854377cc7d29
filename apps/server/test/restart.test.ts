import { beforeEach, describe, expect, it } from 'vitest'
import { racerStart, startLiveRace } from '../src/test-support/race-setup.js'
import { ask, next } from '../src/test-support/ask.js'
import { errorOf, okOf } from '../src/test-support/replies.js'
import { serverForTest, type TestServer } from '../src/test-support/server.js'
import { openForTest, testStores, type TestStore } from '../src/test-support/stores.js'
import { FakeTime } from '../src/test-support/fake-time.js'

for (const kind of testStores) {
  describe(`restart recovery (${kind.name})`, () => {
    let db: TestStore
    let server: TestServer | undefined

    beforeEach(async () => {
      db = await openForTest(kind)
    })

    it('a restarted server rebuilds the live race: same views and seqs, the downtime counted on the race clock', async () => {
      const time = new FakeTime(Date.now())
      server = await serverForTest(db.store, {}, time)
      const race = await startLiveRace(server, { game: 'sir-tommy', timeLimitSec: 120 })
      const { raceId } = race
      const a1 = await ask(race.a, 'race:move', { raceId, move: race.startedA.legal[0]!, seq: 1 })
      const a2 = await ask(race.a, 'race:move', { raceId, move: okOf(a1).legal[0]!, seq: 2 })
      const b1 = await ask(race.b, 'race:move', {
        raceId,
        move: race.startedB.legal.at(-1)!,
        seq: 1,
      })
      expect([a1.ok, a2.ok, b1.ok]).toEqual([true, true, true])
      const [lastA, lastB] = [okOf(a2), okOf(b1)]

      // The process dies after the acks; the server is down for 40 s of race time.
      await server.close()
      server = undefined
      const store = await db.reopen()
      await time.advance(40_000)
      server = await serverForTest(store, {}, time)

      const a = await server.client(race.alice.token)
      const b = await server.client(race.bob.token)
      const joinA = await ask(a, 'race:join', { raceId })
      const joinB = await ask(b, 'race:join', { raceId })
      expect(joinA).toMatchObject({
        ok: true,
        seat: 0,
        seq: 2,
        view: lastA.view,
        legal: lastA.legal,
      })
      expect(joinB).toMatchObject({
        ok: true,
        seat: 1,
        seq: 1,
        view: lastB.view,
        legal: lastB.legal,
      })
      expect(okOf(joinA).race.status).toBe('live')

      // The race goes on: the next seq is accepted, and it ends at its time limit counted from
      // its start, the 40 s down included (docs/race-core.md).
      expect((await ask(a, 'race:move', { raceId, move: lastA.legal[0]!, seq: 3 })).ok).toBe(true)
      expect(
        errorOf(await ask(a, 'race:move', { raceId, move: lastA.legal[0]!, seq: 5 })),
      ).toMatchObject({ code: 'SEQ_GAP', seq: 3 })
      const finished = next(b, 'race:finished')
      await time.advance(81_000)
      const result = await finished
      expect(result.results.map((r) => r.moves)).toEqual([3, 1])
    })

    it('a stored log that breaks off is replayed up to the break: the racer rejoins at the last move that follows', async () => {
      const time = new FakeTime(Date.now())
      server = await serverForTest(db.store, {}, time)
      const race = await startLiveRace(server, { game: 'sir-tommy' })
      const { raceId } = race
      const a1 = okOf(
        await ask(race.a, 'race:move', { raceId, move: race.startedA.legal[0]!, seq: 1 }),
      )
      await server.close()
      server = undefined

      // A log written before moves were checked against the stored ones: seq 2 is no move.
      const store = await db.reopen()
      await store.appendMoves([
        { raceId, seat: 0, seq: 2, move: { action: 'nonsense' } as never, at: 2000 },
        { raceId, seat: 0, seq: 3, move: a1.legal[0]!, at: 3000 },
      ])
      server = await serverForTest(store, {}, time)
      const a = await server.client(race.alice.token)
      expect(await ask(a, 'race:join', { raceId })).toMatchObject({
        ok: true,
        seq: 1,
        view: a1.view,
        legal: a1.legal,
      })
      expect(await ask(a, 'race:move', { raceId, move: a1.legal[0]!, seq: 1 })).toMatchObject({
        ok: true,
        seq: 1,
        view: a1.view,
      })
    })

    it('a race caught in its countdown counts down again after a restart', async () => {
      const time = new FakeTime(Date.now())
      server = await serverForTest(db.store, { COUNTDOWN_MS: '5000' }, time)
      const alice = await server.session('Alice')
      const bob = await server.session('Bob')
      const { raceId } = await server.createRace(alice.token, { game: 'sir-tommy' })
      const a = await server.client(alice.token)
      const b = await server.client(bob.token)
      await ask(a, 'race:join', { raceId })
      await ask(b, 'race:join', { raceId })
      const counting = next(a, 'race:state', (s) => s.status === 'countdown')
      await ask(a, 'race:ready', { raceId })
      await ask(b, 'race:ready', { raceId })
      expect((await counting).countdownMs).toBe(5000)
      await server.close()
      const store = await db.reopen()
      server = await serverForTest(store, { COUNTDOWN_MS: '5000' }, time)
      const again = await server.client(alice.token)
      const join = okOf(await ask(again, 'race:join', { raceId }))
      expect(join.race.status).toBe('countdown')
      const started = next(again, 'race:started')
      await time.advance(5000)
      expect(racerStart(await started).view.stockCount).toBeGreaterThan(0)
    })
  })
}
