// An arena round under a busy store (issue 42, docs/arena.md "When the store is slow"): at round
// 1's end one group's results cannot be stored (its finish write meets StoreBusyError and is
// retried) and the next round's first seat writes meet a busy store too. Round 2 still starts
// for every entrant at round 1's deadline plus its grace, the entrants of the race still
// finishing included (their old race takes no more moves); once the store takes the late
// results they count in the standings, and in the final places stored after the arena's finish.
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
const GRACE_MS = 2000
const SEAT_WRITES = new Set(['upsertSeat', 'upsertSeats'])
/** Waits on the clock, as real I/O goes, are given this long before a test gives up. */
const REAL_WAIT_MS = 60_000
const realDelay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

for (const database of testDatabases) {
  describe(`an arena on a busy store (${database.name})`, () => {
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
    /** vi.waitFor, the clock running on meanwhile (to each timer up to a second ahead). */
    const waitFor: typeof vi.waitFor = (check, options) =>
      time.advanceUntil(vi.waitFor(check, options), 1000)

    it(
      'starts the next round on its clock while a race of the last one is still storing its results',
      { timeout: 3 * REAL_WAIT_MS },
      async () => {
        const ann = await accountSession(server, 'Ann')
        const made = await create(ann.token, { rounds: 2, roundSec: ROUND_SEC, startsInSec: 5 })
        // Nine entrants: two groups (5 and 4).
        const players: SessionReply[] = [ann]
        for (const name of ['Bo', 'Cy', 'Di', 'Ed', 'Fa', 'Gi', 'Hu', 'Io'])
          players.push(await server.session(name))
        for (const p of players)
          expect((await call('POST', `/api/arenas/${made.id}/join`, p.token)).statusCode).toBe(200)
        const sockets = await Promise.all(players.map((p) => server.client(p.token)))
        const rounds1 = sockets.map((s) => next(s, 'arena:round'))
        await time.advance(5000)
        const told: ArenaRoundEvent[] = await Promise.all(rounds1)
        const endsAt = Date.parse(told[0]!.endsAt)

        // Everyone plays: one move in each group, so both races have results to store.
        const joinAll = () =>
          Promise.all(sockets.map((s, i) => ask(s, 'race:join', { raceId: told[i]!.raceId })))
        let live = await joinAll()
        await waitFor(async () => {
          live = await joinAll()
          expect(live.every((j) => j.ok && j.race.startedAt)).toBe(true)
        })
        const slow = told[0]!.raceId
        const other = told.findIndex((t) => t.raceId !== slow)
        for (const i of [0, other]) {
          const joined = live[i]!
          if (!joined.ok || !joined.legal?.[0]) throw new Error('no legal move')
          const move = { raceId: told[i]!.raceId, move: joined.legal[0], seq: 1 }
          expect((await ask(sockets[i]!, 'race:move', move)).ok).toBe(true)
        }

        // The store turns busy: Ann's race cannot store its results until healed, and the next
        // round's first seat writes are refused as well.
        let seatRefusals = 2
        failing.failWhen(
          ({ method, args }) =>
            (method === 'finishRace' && args[0] === slow) ||
            (SEAT_WRITES.has(method) && seatRefusals-- > 0),
          () => new StoreBusyError(new Error('P2028: unable to start a transaction in time')),
        )
        const rounds2 = sockets.map((s) =>
          next(s, 'arena:round', (e) => e.round === 2, REAL_WAIT_MS),
        )
        const heard: string[] = []
        for (const r of rounds2) void r.then((e) => heard.push(e.raceId))
        // The clock runs until everyone heard round 2, or to 30 s past round 1's close (it runs
        // ahead of the store's real I/O, from timer to timer, so a short window could end first).
        await time.advanceUntil(
          Promise.race([Promise.all(rounds2), realDelay(REAL_WAIT_MS / 2)]),
          endsAt + GRACE_MS + 30_000 - time.now(),
        )
        // Every entrant heard round 2 (a refused seat write had left their races undealt), Ann's
        // group too, while Ann's race was still retrying its finish write (still live in store).
        expect(heard).toHaveLength(players.length)
        expect(failing.refused.filter((c) => c.method === 'finishRace').length).toBeGreaterThan(1)
        const stillLive = await databaseOf(db.store)!.race.findUnique({ where: { id: slow } })
        expect(stillLive?.status).toBe('live')
        const told2 = await Promise.all(rounds2)
        expect(new Set(told2.map((t) => t.round))).toEqual(new Set([2]))

        // Ann plays round 2 while her round 1 race is closing: the old race takes no more moves.
        const old = await ask(sockets[0]!, 'race:join', { raceId: slow })
        if (!old.ok || !old.legal?.[0]) throw new Error('no legal move in the old race')
        const late = { raceId: slow, move: old.legal[0], seq: 2 }
        const refused = await ask(sockets[0]!, 'race:move', late)
        expect(refused.ok ? null : refused.error.code).toBe('FINISHED')
        await waitFor(async () => {
          const joins = await Promise.all(
            sockets.map((s, i) => ask(s, 'race:join', { raceId: told2[i]!.raceId })),
          )
          expect(joins.every((j) => j.ok && j.role === 'player' && j.race.startedAt)).toBe(true)
        })

        // Everyone resigns round 2: the arena finishes with Ann's round 1 results still unstored.
        const finished = next(sockets[1]!, 'arena:finished', () => true, REAL_WAIT_MS)
        for (const [i, s] of sockets.entries())
          await waitFor(async () => {
            expect((await ask(s, 'race:resign', { raceId: told2[i]!.raceId })).ok).toBe(true)
          })
        await time.advanceUntil(finished, 1000)
        const before = await arena(made.id)
        expect(before.status).toBe('finished')
        // Ann's group has no round 1 race in the standings yet (its results are not stored).
        const round1 = (a: typeof before) =>
          Object.fromEntries(a.standings.map((s) => [s.playerId, s.raceIds?.[0] ?? null]))
        expect(round1(before)[ann.player.id]).toBeNull()
        const others = told.filter((t) => t.raceId !== slow).length
        expect(Object.values(round1(before)).filter((id) => id !== null)).toHaveLength(others)

        // The store takes Ann's results at last: they count, and the stored final places follow.
        failing.heal()
        const annFinished = next(
          sockets[0]!,
          'race:finished',
          (e) => e.raceId === slow,
          REAL_WAIT_MS,
        )
        await time.advanceUntil(annFinished, 6000)
        const places = async () =>
          Object.fromEntries(
            (
              await databaseOf(db.store)!.arenaEntrant.findMany({ where: { arenaId: made.id } })
            ).map((e) => [e.playerId, e.finalPlace]),
          )
        await waitFor(async () => {
          const after = await arena(made.id)
          expect(round1(after)).toEqual(
            Object.fromEntries(players.map((p, i) => [p.player.id, told[i]!.raceId])),
          )
          expect(await places()).toEqual(
            Object.fromEntries(after.standings.map((s) => [s.playerId, s.place])),
          )
        })
      },
    )
  })
}
