// Who sees an arena (issue 42, docs/arena.md), on PGlite and Postgres: a player's arena is
// private (listed only for its creator and entrants, opened by its link), the schedule's are
// public; a page watching an arena (`arena:watch`) hears its standings and its end by socket,
// as the entrants do but without an own row; an entrant still playing a round opens Race TV and
// is told why it shows no race of that round.
import {
  arenaListReplySchema,
  tvReplySchema,
  type ArenaRoundEvent,
  type ArenaStandingsEvent,
} from '@patience-race/protocol'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { databaseOf } from '../src/db/database.js'
import { arenaStoreOf } from '../src/arenas/arena-store.js'
import { accountSession } from '../src/test-support/accounts.js'
import { arenaCalls } from '../src/test-support/arena-calls.js'
import { ask, next } from '../src/test-support/ask.js'
import { testDatabases, type TestDatabase } from '../src/test-support/databases.js'
import { json } from '../src/test-support/json.js'
import { openForTest } from '../src/test-support/stores.js'
import { serverForTest, type TestServer } from '../src/test-support/server.js'
import type { RecordingSocket } from '../src/test-support/test-socket.js'
import { FakeTime } from '../src/test-support/fake-time.js'

const WAIT = { timeout: 5000 }

for (const database of testDatabases) {
  describe(`who sees an arena (${database.name})`, () => {
    let db: TestDatabase
    let server: TestServer
    let time: FakeTime
    const { call, create, arena, join } = arenaCalls(() => server)

    beforeEach(async () => {
      db = await openForTest(database)
      time = new FakeTime(Date.now())
      server = await serverForTest(db.store, {}, time)
    })

    /** vi.waitFor, the clock running on meanwhile (to each timer up to a second ahead). */
    const waitFor: typeof vi.waitFor = (check, options) =>
      time.advanceUntil(vi.waitFor(check, options), 1000)

    const listFor = async (token?: string) =>
      json(await call('GET', '/api/arenas', token), arenaListReplySchema).arenas.map((a) => a.id)
    const standingsOf = (s: RecordingSocket): ArenaStandingsEvent[] =>
      s.received.flatMap((r) => (r.event === 'arena:standings' ? [r.payload] : []))

    it('lists a player’s arena only for its creator and entrants, opens it by its link, and lists the schedule’s for all', async () => {
      const ann = await accountSession(server, 'Ann')
      const bo = await server.session('Bo')
      const made = await create(ann.token, { startsInSec: 600 })
      expect(made.private).toBe(true)
      expect(await listFor()).not.toContain(made.id)
      expect(await listFor(bo.token)).not.toContain(made.id)
      expect(await listFor(ann.token)).toContain(made.id)

      // Bo has the link: he opens it and joins; from then on it is in his list too.
      expect((await arena(made.id, bo.token)).name).toBe(made.name)
      await join(made.id, bo.token)
      expect(await listFor(bo.token)).toContain(made.id)
      expect(await listFor()).not.toContain(made.id)

      // The schedule's arena (a slot key, nobody's) is listed for everyone.
      const store = arenaStoreOf(db.store)!
      expect(
        await store.create({
          id: 'public-arena',
          name: 'Hourly',
          game: 'sir-tommy',
          variant: made.variant,
          startsAt: new Date(time.now() + 3_600_000),
          rounds: 1,
          roundSec: 300,
          seeds: ['s'],
          seedHashes: ['h'],
          createdBy: null,
          scheduleKey: 'sir-tommy:test-slot',
        }),
      ).toBe(true)
      expect(await listFor()).toContain('public-arena')
      expect((await arena('public-arena')).private).toBe(false)
    })

    it('pushes the standings and the end to a watcher’s socket, without an own row', async () => {
      const ann = await accountSession(server, 'Ann')
      const bo = await server.session('Bo')
      const made = await create(ann.token, { rounds: 1, roundSec: 60, startsInSec: 5 })
      const watcher = await server.client((await server.session('Zed')).token)
      const bad = await ask(watcher, 'arena:watch', { arenaId: 'no such arena' } as never)
      expect(bad.ok ? null : bad.error.code).toBe('BAD_PAYLOAD')
      const none = await ask(watcher, 'arena:watch', { arenaId: 'nosucharena' })
      expect(none.ok ? null : none.error.code).toBe('NOT_FOUND')
      expect((await ask(watcher, 'arena:watch', { arenaId: made.id })).ok).toBe(true)

      // Ann watches too (her page does): as an entrant she gets only her own copy, with her row.
      const annSocket = await server.client(ann.token)
      expect((await ask(annSocket, 'arena:watch', { arenaId: made.id })).ok).toBe(true)
      await join(made.id, ann.token)
      await join(made.id, bo.token)
      // Pushed at most once a second: the join after the first push is heard a second later.
      await waitFor(() => expect(standingsOf(watcher).at(-1)?.entrants).toBe(2), WAIT)
      const seen = standingsOf(watcher).at(-1)!
      expect(seen.standings.map((r) => r.name).sort()).toEqual(['Ann', 'Bo'])
      expect(seen.you).toBeUndefined()
      await waitFor(() => expect(standingsOf(annSocket).at(-1)?.entrants).toBe(2), WAIT)
      expect(standingsOf(annSocket).every((e) => e.you?.playerId === ann.player.id)).toBe(true)

      // The round is played (both resign); the watcher is told the end with the seeds.
      const boSocket = await server.client(bo.token)
      const told = [annSocket, boSocket].map((s) => next(s, 'arena:round'))
      const end = next(watcher, 'arena:finished')
      await time.advance(5000)
      const rounds: ArenaRoundEvent[] = await Promise.all(told)
      for (const [i, s] of [annSocket, boSocket].entries())
        await waitFor(async () => {
          expect((await ask(s, 'race:resign', { raceId: rounds[i]!.raceId })).ok).toBe(true)
        }, WAIT)
      const finished = await end
      expect(finished.seeds).toHaveLength(1)
      expect(finished.standings.map((r) => r.name).sort()).toEqual(['Ann', 'Bo'])

      // Unwatched: nothing more comes to that socket.
      expect((await ask(watcher, 'arena:unwatch', { arenaId: made.id })).ok).toBe(true)
    })

    it('tells an entrant still playing a round why Race TV shows none of its races, and shows them once done', async () => {
      const ann = await accountSession(server, 'Ann')
      const bo = await server.session('Bo')
      const made = await create(ann.token, { rounds: 1, roundSec: 60, startsInSec: 5 })
      // Public, as the schedule's arenas are (its slot key): a player's arena stays off Race TV.
      await databaseOf(db.store)!.arena.update({
        where: { id: made.id },
        data: { scheduleKey: 'tv' },
      })
      for (const p of [ann, bo]) await join(made.id, p.token)
      const sockets = await Promise.all([ann, bo].map((p) => server.client(p.token)))
      const told = sockets.map((s) => next(s, 'arena:round'))
      await time.advance(5000)
      const rounds = await Promise.all(told)
      await waitFor(async () => {
        const joins = await Promise.all(
          sockets.map((s, i) => ask(s, 'race:join', { raceId: rounds[i]!.raceId })),
        )
        expect(joins.every((j) => j.ok && j.race.startedAt)).toBe(true)
      }, WAIT)
      const tv = async (token?: string) => json(await call('GET', '/api/tv', token), tvReplySchema)

      // A stranger sees the leader's race; Bo, still playing, is told which race is his instead.
      await waitFor(async () => expect((await tv()).race?.raceId).toBe(rounds[0]!.raceId), WAIT)
      expect(await tv(bo.token)).toEqual({
        race: null,
        playing: { arenaId: made.id, raceId: rounds[1]!.raceId },
      })
      // Once Bo has resigned, his round is over for him: TV shows the race again.
      expect((await ask(sockets[1]!, 'race:resign', { raceId: rounds[1]!.raceId })).ok).toBe(true)
      expect((await tv(bo.token)).race?.raceId).toBe(rounds[0]!.raceId)
    })
  })
}
