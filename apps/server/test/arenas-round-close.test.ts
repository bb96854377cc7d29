// A round's close calls off its races that never went live (issue 42, docs/arena.md "A group's
// race claimed before it started"): one group's seat write is refused by a busy store for the
// whole round, so its race is stored but never seated nor started. At the round's close that race
// is aborted (no waiting race outlives its round), and it does not go live once the store takes
// its seats after all. Its entrants are in the round's standings as entrants without a result:
// compared with everyone else of the round, with no cards, so the round still hands out n(n−1).
import type { ArenaRoundEvent, SessionReply } from '@patience-race/protocol'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { databaseOf } from '../src/db/database.js'
import { StoreBusyError } from '../src/errors/store-busy.js'
import { accountSession } from '../src/test-support/accounts.js'
import { arenaCalls } from '../src/test-support/arena-calls.js'
import { ask, next } from '../src/test-support/ask.js'
import { testDatabases, type TestDatabase } from '../src/test-support/databases.js'
import { FakeTime } from '../src/test-support/fake-time.js'
import { faulty, type FaultyStore } from '../src/test-support/faulty-store.js'
import { openForTest } from '../src/test-support/stores.js'
import { serverForTest, type TestServer } from '../src/test-support/server.js'

const ROUND_SEC = 60
const SEAT_WRITES = new Set(['upsertSeat', 'upsertSeats'])
/** Waits on the clock, as real I/O goes, are given this long before a test gives up. */
const REAL_WAIT_MS = 60_000

for (const database of testDatabases) {
  describe(`a round's close (${database.name})`, () => {
    let db: TestDatabase
    let failing: FaultyStore
    let server: TestServer
    let time: FakeTime

    beforeEach(async () => {
      db = await openForTest(database)
      failing = faulty(db.store)
      time = new FakeTime(Date.now())
      server = await serverForTest(failing.store, {}, time)
    })

    const { call, create, arena } = arenaCalls(() => server)
    const racesOf = (arenaId: string) =>
      databaseOf(db.store)!.race.findMany({
        where: { arenaId },
        select: { id: true, status: true },
      })

    it(
      'calls off a race of the round that never went live; its entrants score as entrants without a result',
      { timeout: 3 * REAL_WAIT_MS },
      async () => {
        const ann = await accountSession(server, 'Ann')
        const made = await create(ann.token, { rounds: 1, roundSec: ROUND_SEC, startsInSec: 5 })
        // Nine entrants: two groups (5 and 4).
        const players: SessionReply[] = [ann]
        for (const name of ['Bo', 'Cy', 'Di', 'Ed', 'Fa', 'Gi', 'Hu', 'Io'])
          players.push(await server.session(name))
        for (const p of players)
          expect((await call('POST', `/api/arenas/${made.id}/join`, p.token)).statusCode).toBe(200)
        const sockets = await Promise.all(players.map((p) => server.client(p.token)))

        // The first group's seat write meets a busy store, round after round of retries.
        let stuck: string | null = null
        failing.failWhen(
          ({ method, args }) => {
            if (!SEAT_WRITES.has(method)) return false
            const [seat] = (method === 'upsertSeats' ? args[0] : [args[0]]) as Array<{
              raceId: string
            }>
            stuck ??= seat?.raceId ?? null
            return seat?.raceId === stuck
          },
          () => new StoreBusyError(new Error('P2028: unable to start a transaction in time')),
        )
        /** What each entrant's tab heard, by entrant. */
        const heard = new Map<string, ArenaRoundEvent>()
        sockets.forEach((s, i) => s.on('arena:round', (e) => heard.set(players[i]!.player.id, e)))
        const finished = next(sockets[0]!, 'arena:finished', () => true, REAL_WAIT_MS)
        await time.advance(5000)
        // The other group plays: one move, so its race ends with results.
        await vi.waitFor(() => expect(heard.size).toBeGreaterThan(0), { timeout: REAL_WAIT_MS })
        const [moverId, playing] = [...heard][0]!
        const mover = sockets[players.findIndex((p) => p.player.id === moverId)]!
        let joined = await ask(mover, 'race:join', { raceId: playing.raceId })
        await time.advanceUntil(
          vi.waitFor(
            async () => {
              joined = await ask(mover, 'race:join', { raceId: playing.raceId })
              expect(joined.ok && joined.race.startedAt).toBeTruthy()
            },
            { timeout: REAL_WAIT_MS },
          ),
          1000,
        )
        if (!joined.ok || !joined.legal?.[0]) throw new Error('no legal move')
        const move = { raceId: playing.raceId, move: joined.legal[0], seq: 1 }
        expect((await ask(mover, 'race:move', move)).ok).toBe(true)

        // The round runs out: its deadline, its grace, its close; the arena finishes.
        await time.advanceUntil(finished, ROUND_SEC * 1000 + 10_000)
        expect(stuck).not.toBeNull()
        await vi.waitFor(
          async () =>
            expect((await racesOf(made.id)).find((r) => r.id === stuck)?.status).toBe('aborted'),
          { timeout: REAL_WAIT_MS },
        )
        expect((await racesOf(made.id)).map((r) => r.status).sort()).toEqual([
          'aborted',
          'finished',
        ])

        // The store takes the seats after all: the race stays called off, nobody is told of it.
        failing.heal()
        await time.advance(10_000)
        expect((await racesOf(made.id)).find((r) => r.id === stuck)?.status).toBe('aborted')
        expect([...heard.values()].some((h) => h.raceId === stuck)).toBe(false)
        // Only the other group heard where to play.
        expect(heard.size).toBeGreaterThanOrEqual(4)
        expect(heard.size).toBeLessThanOrEqual(5)

        // Standings: every entrant of the round, the called-off group's with no cards and no race.
        const final = await arena(made.id)
        expect(final.status).toBe('finished')
        expect(final.standings).toHaveLength(players.length)
        expect(final.standings.reduce((sum, s) => sum + s.points, 0)).toBe(
          players.length * (players.length - 1),
        )
        const calledOff = final.standings.filter((s) => !heard.has(s.playerId))
        expect(calledOff).toHaveLength(players.length - heard.size)
        for (const s of calledOff) {
          expect(s.raceIds?.[0] ?? null).toBeNull()
          expect(s.cards).toBe(0)
        }
        // Equal to one another: each ties the others of their group and loses to anyone with a
        // card, and nobody of theirs beats anyone.
        expect(new Set(calledOff.map((s) => s.points)).size).toBe(1)
        const played = final.standings.filter((s) => heard.has(s.playerId))
        for (const s of played) expect(s.points).toBeGreaterThanOrEqual(calledOff[0]!.points)
      },
    )
  })
}
