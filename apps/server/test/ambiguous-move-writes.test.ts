// A move write can commit and still report a failure (the connection drops after COMMIT). The
// server answers INTERNAL then, but the store is the truth: whatever the client sends next at
// that seq, it is answered with the stored position, and a restart shows what was acked.
import { raceSummarySchema, type MoveWire } from '@patience-race/protocol'
import { describe, expect, it } from 'vitest'
import type { RaceStore } from '../src/races/ports.js'
import { ask, next } from '../src/test-support/ask.js'
import { losingCommits } from '../src/test-support/lost-commit-store.js'
import { play, startLiveRace } from '../src/test-support/race-setup.js'
import { errorOf, okOf } from '../src/test-support/replies.js'
import { serverForTest, type TestServer } from '../src/test-support/server.js'
import { openForTest, testStores, type TestStore } from '../src/test-support/stores.js'
import { FakeTime } from '../src/test-support/fake-time.js'

async function storedMovesOf(store: RaceStore, raceId: string, seat: number) {
  const stored = await store.getRace(raceId)
  return stored!.moves.filter((m) => m.seat === seat).map((m) => ({ seq: m.seq, move: m.move }))
}

/**
 * A Sir Tommy race on a store whose next move write can lie, and two different first moves:
 * the turned card onto waste-1 or onto waste-2 (both legal on every deal).
 */
async function raceOnLyingStore(db: TestStore, time: FakeTime, timeLimitSec = 600) {
  const lying = losingCommits(db.store)
  const server = await serverForTest(lying.store, {}, time)
  const race = await startLiveRace(server, { game: 'sir-tommy', timeLimitSec })
  const x: MoveWire = { from: 'pending', to: 'waste-1' }
  const y: MoveWire = { from: 'pending', to: 'waste-2' }
  expect(race.startedA.legal).toEqual(expect.arrayContaining([x, y]))
  return { lying, server, race, x, y }
}

/** The server dies and comes back on the same data: Alice's socket to it. */
async function restart(server: TestServer, db: TestStore, time: FakeTime, token: string) {
  await server.close()
  const again = await serverForTest(await db.reopen(), {}, time)
  return { server: again, a: await again.client(token) }
}

for (const kind of testStores) {
  describe(`a move write that commits but reports failure (${kind.name})`, () => {
    it('another move sent at that seq is answered with the stored position, the one a restart shows', async () => {
      const db = await openForTest(kind)
      const time = new FakeTime(Date.now())
      const { lying, server, race, x, y } = await raceOnLyingStore(db, time)
      const { raceId } = race

      lying.loseNextCommit()
      expect(
        errorOf(await time.advanceUntil(ask(race.a, 'race:move', { raceId, move: x, seq: 1 })))
          .code,
      ).toBe('INTERNAL')
      // As a bot or a re-joined tab does: a different move at the seq that "failed".
      const answer = okOf(await ask(race.a, 'race:move', { raceId, move: y, seq: 1 }))
      expect(answer.seq).toBe(1)
      expect(await storedMovesOf(lying.store, raceId, 0)).toEqual([{ seq: 1, move: x }])
      const summary = await server.get(`/api/races/${raceId}`, raceSummarySchema)
      expect(summary.body.players[0]?.progress.moves).toBe(1)

      const after = await restart(server, db, time, race.alice.token)
      const joined = okOf(await ask(after.a, 'race:join', { raceId }))
      expect(joined).toMatchObject({ seq: 1, view: answer.view, legal: answer.legal })
      await after.server.close()
    })

    it('playing on from that answer, every acked move survives a restart and old seqs are answered', async () => {
      const db = await openForTest(kind)
      const time = new FakeTime(Date.now())
      const { lying, server, race, x, y } = await raceOnLyingStore(db, time)
      const { raceId } = race

      lying.loseNextCommit()
      await ask(race.a, 'race:move', { raceId, move: x, seq: 1 })
      const first = okOf(await ask(race.a, 'race:move', { raceId, move: y, seq: 1 }))
      const { moves, last } = await play(race.a, raceId, first, (legal) => legal[0], 8, 2)
      const lastSeq = 1 + moves.length
      expect(moves.length).toBeGreaterThan(0)
      expect((await storedMovesOf(lying.store, raceId, 0)).map((m) => m.move)).toEqual([
        x,
        ...moves,
      ])

      const after = await restart(server, db, time, race.alice.token)
      const joined = okOf(await ask(after.a, 'race:join', { raceId }))
      expect(joined).toMatchObject({ seq: lastSeq, view: last.view, legal: last.legal })
      const resent = await ask(after.a, 'race:move', { raceId, move: x, seq: 1 })
      expect(resent).toMatchObject({ ok: true, seq: lastSeq, view: last.view })
      await after.server.close()
    })

    it('a tab joining after that failure gets the stored position, not the rolled-back one', async () => {
      const db = await openForTest(kind)
      const time = new FakeTime(Date.now())
      const { lying, server, race, x } = await raceOnLyingStore(db, time)
      const { raceId } = race

      lying.loseNextCommit()
      expect(
        errorOf(await time.advanceUntil(ask(race.a, 'race:move', { raceId, move: x, seq: 1 })))
          .code,
      ).toBe('INTERNAL')
      const secondTab = await server.client(race.alice.token)
      const joined = okOf(await ask(secondTab, 'race:join', { raceId }))
      expect(joined.seq).toBe(1)
      const resent = okOf(await ask(race.a, 'race:move', { raceId, move: x, seq: 1 }))
      expect(joined).toMatchObject({ view: resent.view, legal: resent.legal })
      await server.close()
    })

    it('a race that ends right after that failure counts the stored move in its results', async () => {
      const db = await openForTest(kind)
      const time = new FakeTime(Date.now())
      const { lying, server, race, x } = await raceOnLyingStore(db, time, 60)
      const { raceId } = race

      okOf(await ask(race.b, 'race:move', { raceId, move: race.startedB.legal[0]!, seq: 1 }))
      lying.loseNextCommit()
      expect(
        errorOf(await time.advanceUntil(ask(race.a, 'race:move', { raceId, move: x, seq: 1 })))
          .code,
      ).toBe('INTERNAL')
      const finished = next(race.a, 'race:finished')
      await time.advance(61_000)
      const { results } = await finished
      expect(results.map((r) => r.moves)).toEqual([1, 1])
      const stored = await lying.store.getRace(raceId)
      expect(stored!.results.map((r) => r.moves)).toEqual([1, 1])
      await server.close()
    })
  })
}
