// Arenas (issue 42, docs/arena.md) over the wire, on PGlite and Postgres: creating one needs an
// account and commits every round's seed hash; joining and leaving; at each round's start every
// entrant's sockets are told the race to play (all groups on the round's deal, started together
// without ready clicks); a non-entrant asking for a seat is refused, an entrant still playing
// may not watch another group; a late joiner plays from the next round and scores 0 for the one
// missed; the round ends at its time or once everyone is done; the seeds come out at the end.
import { createHash } from 'node:crypto'
import {
  arenaListReplySchema,
  playerStatsSchema,
  tvReplySchema,
  type ArenaRoundEvent,
  type SessionReply,
} from '@patience-race/protocol'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { databaseOf } from '../src/db/database.js'
import { accountSession } from '../src/test-support/accounts.js'
import { arenaCalls } from '../src/test-support/arena-calls.js'
import { ask, next } from '../src/test-support/ask.js'
import { testDatabases, type TestDatabase } from '../src/test-support/databases.js'
import { json } from '../src/test-support/json.js'
import { openForTest } from '../src/test-support/stores.js'
import { serverForTest, type TestServer } from '../src/test-support/server.js'
import { FakeTime } from '../src/test-support/fake-time.js'

const sha256 = (s: string) => createHash('sha256').update(s, 'utf8').digest('hex')

for (const database of testDatabases) {
  describe(`arenas (${database.name})`, () => {
    let db: TestDatabase
    let server: TestServer
    let time: FakeTime

    beforeEach(async () => {
      db = await openForTest(database)
      time = new FakeTime(Date.now())
      server = await serverForTest(db.store, {}, time)
    })

    /** vi.waitFor, the clock running on meanwhile (to each timer up to a second ahead). */
    const waitFor: typeof vi.waitFor = (check, options) =>
      time.advanceUntil(vi.waitFor(check, options), 1000)

    const { call, codeOf, create, arena } = arenaCalls(() => server)

    it('is created by an account with every round’s seed hash, listed, joined and left before its start', async () => {
      const ann = await accountSession(server, 'Ann')
      const guest = await server.session('Gus')
      expect(codeOf(await call('POST', '/api/arenas', undefined, { game: 'sir-tommy' }))).toEqual([
        401,
        'UNAUTHORIZED',
      ])
      expect(codeOf(await call('POST', '/api/arenas', guest.token, { game: 'sir-tommy' }))).toEqual(
        [403, 'ACCOUNT_REQUIRED'],
      )
      for (const bad of [{ rounds: 11 }, { roundSec: 30 }, { startsInSec: 1 }, { game: 'chess' }])
        expect(
          codeOf(await call('POST', '/api/arenas', ann.token, { game: 'sir-tommy', ...bad })),
        ).toEqual([400, 'BAD_PAYLOAD'])

      const made = await create(ann.token, { name: 'Friday night', startsInSec: 600 })
      expect(made).toMatchObject({
        name: 'Friday night',
        game: 'sir-tommy',
        status: 'scheduled',
        rounds: 3,
        roundSec: 300,
        round: 0,
        entrants: 0,
        standings: [],
        joined: false,
        createdBy: { id: ann.player.id, name: 'Ann' },
      })
      expect(made.seedHashes).toHaveLength(3)
      expect(new Set(made.seedHashes).size).toBe(3)
      expect(made.seeds).toBeUndefined()
      expect(Date.parse(made.startsAt) - time.now()).toBeGreaterThan(590_000)

      const listed = json(await call('GET', '/api/arenas', ann.token), arenaListReplySchema).arenas
      expect(listed.map((a) => a.id)).toContain(made.id)
      expect(codeOf(await call('GET', '/api/arenas/nosucharena'))).toEqual([404, 'NOT_FOUND'])

      // A guest joins with its token; twice is once; leaving before the start takes it out.
      expect(codeOf(await call('POST', `/api/arenas/${made.id}/join`))).toEqual([
        401,
        'UNAUTHORIZED',
      ])
      // The reply is the entry, never the standings (a large table at 1,000 entrants): the page
      // watching the arena hears those by socket.
      const page = await server.client(guest.token)
      expect((await ask(page, 'arena:watch', { arenaId: made.id })).ok).toBe(true)
      const withGus = next(page, 'arena:standings', (e) => e.entrants === 1)
      const joined = await call('POST', `/api/arenas/${made.id}/join`, guest.token)
      expect(joined.json()).toEqual({ arena: { id: made.id, entrants: 1, joined: true } })
      expect((await time.advanceUntil(withGus, 1000)).you?.playerId).toBe(guest.player.id)
      await call('POST', `/api/arenas/${made.id}/join`, guest.token)
      expect((await arena(made.id, guest.token)).entrants).toBe(1)
      expect((await arena(made.id, guest.token)).standings).toEqual([
        { playerId: guest.player.id, name: 'Gus', points: 0, cards: 0, place: 1, raceIds: [] },
      ])
      const withoutGus = next(page, 'arena:standings', (e) => e.entrants === 0)
      const left = await call('DELETE', `/api/arenas/${made.id}/join`, guest.token)
      expect(left.json()).toEqual({ arena: { id: made.id, entrants: 0, joined: false } })
      expect((await time.advanceUntil(withoutGus, 1000)).standings).toEqual([])
    })

    it('starts every group of a round together on one deal, scores all entrants, and reveals the seeds at the end', async () => {
      const ann = await accountSession(server, 'Ann')
      const made = await create(ann.token, { rounds: 2, roundSec: 60, startsInSec: 5 })
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
      expect(new Set(told.map((t) => t.round))).toEqual(new Set([1]))
      const raceIds = [...new Set(told.map((t) => t.raceId))]
      expect(raceIds).toHaveLength(2)

      // Each plays its race: an arena race of this arena's round, the round's committed seed.
      const joins = await Promise.all(
        sockets.map((s, i) => ask(s, 'race:join', { raceId: told[i]!.raceId })),
      )
      for (const j of joins) {
        if (!j.ok) throw new Error(JSON.stringify(j))
        expect(j.race).toMatchObject({
          kind: 'arena',
          arenaId: made.id,
          round: 1,
          seedHash: made.seedHashes[0],
        })
        expect(j.race.seed).toBeUndefined()
      }
      // Nobody clicked ready: both groups went live, within a second of each other.
      const joinAll = () =>
        Promise.all(sockets.map((s, i) => ask(s, 'race:join', { raceId: told[i]!.raceId })))
      let live = await joinAll()
      await waitFor(async () => {
        live = await joinAll()
        expect(live.every((j) => j.ok && j.race.startedAt)).toBe(true)
      })
      const at = live.map((j) => (j.ok && j.race.startedAt ? Date.parse(j.race.startedAt) : NaN))
      expect(Math.max(...at) - Math.min(...at)).toBeLessThan(1000)

      // A stranger asking for a seat: NOT_YOUR_SEAT. An entrant watching the other group: NOT_WHILE_RACING.
      const stranger = await server.client((await server.session('Zed')).token)
      const seat = await ask(stranger, 'race:join', { raceId: raceIds[0]!, as: 'player' })
      expect(seat.ok ? null : seat.error.code).toBe('NOT_YOUR_SEAT')
      const other = raceIds.find((id) => id !== told[0]!.raceId)!
      const peek = await ask(sockets[0]!, 'race:join', { raceId: other, as: 'spectator' })
      expect(peek.ok ? null : peek.error.code).toBe('NOT_WHILE_RACING')

      // A tab opened during the round is told the race again; leaving is too late now.
      const again = await server.client(ann.token)
      await waitFor(() =>
        expect(again.received).toContainEqual({ event: 'arena:round', payload: told[0] }),
      )
      expect(codeOf(await call('DELETE', `/api/arenas/${made.id}/join`, ann.token))).toEqual([
        409,
        'ARENA_CLOSED',
      ])

      // Ann makes a move; a late joiner comes in during round 1.
      const first = live[0]!
      if (!first.ok || !first.legal?.[0]) throw new Error('no legal move')
      const move = { raceId: told[0]!.raceId, move: first.legal[0], seq: 1 }
      expect((await ask(sockets[0]!, 'race:move', move)).ok).toBe(true)
      const late = await server.session('Late')
      expect((await call('POST', `/api/arenas/${made.id}/join`, late.token)).statusCode).toBe(200)
      const lateSocket = await server.client(late.token)
      const mid = await arena(made.id, ann.token)
      expect(mid).toMatchObject({ status: 'live', round: 1, raceId: told[0]!.raceId })
      expect(mid.roundList[0]?.raceIds.sort()).toEqual([...raceIds].sort())

      // Live standings: the top rows and each entrant's own, at most once a second.
      const standingsOf = (s: (typeof sockets)[number]) =>
        s.received.flatMap((r) => (r.event === 'arena:standings' ? [r.payload] : []))
      await waitFor(() => expect(standingsOf(sockets[1]!).at(-1)?.entrants).toBe(10), {
        timeout: 5000,
      })
      const standing = standingsOf(sockets[1]!).at(-1)!
      expect(standing).toMatchObject({ arenaId: made.id, round: 1, entrants: 10 })
      expect(standing.you?.playerId).toBe(players[1]!.player.id)
      expect(standing.standings.length).toBeLessThanOrEqual(20)

      // Round 1's time is up: the races end by their time limit, round 2 starts for all ten.
      const rounds2 = [...sockets, lateSocket].map((s) =>
        next(s, 'arena:round', (e) => e.round === 2),
      )
      await time.advance(63_000)
      const told2 = await Promise.all(rounds2)
      expect(new Set(told2.map((t) => t.raceId)).size).toBe(2)
      const everyone = [...sockets, lateSocket]
      // Round 1's races are over, but their deal stays secret while the arena goes on.
      expect(codeOf(await call('GET', `/api/races/${raceIds[0]}/replay`))).toEqual([
        403,
        'DAILY_DEAL_SECRET',
      ])
      const finished = everyone.map((s) => next(s, 'arena:finished'))
      // Everyone resigns round 2: it ends early and the arena is over.
      for (const [i, s] of everyone.entries()) {
        const raceId = told2[i]!.raceId
        await ask(s, 'race:join', { raceId })
      }
      for (const [i, s] of everyone.entries())
        await waitFor(async () => {
          const resigned = await ask(s, 'race:resign', { raceId: told2[i]!.raceId })
          expect(resigned.ok).toBe(true)
        })
      const end = await finished[0]!
      expect(end.seeds.map(sha256)).toEqual(made.seedHashes)
      const final = await arena(made.id)
      expect(final.status).toBe('finished')
      expect(final.seeds).toEqual(end.seeds)
      const replay = await call('GET', `/api/races/${raceIds[0]}/replay`)
      expect(replay.statusCode).toBe(200)
      expect(replay.json().seed).toBe(end.seeds[0])
      // Round 1: 9 entrants hand out 72 points; round 2: 10 hand out 90.
      expect(final.standings.reduce((sum, s) => sum + s.points, 0)).toBe(72 + 90)
      expect(final.standings[0]?.playerId).toBe(ann.player.id)
      expect(final.entrants).toBe(10)
      // Joining after the last round's start: ARENA_CLOSED.
      const after = await server.session('After')
      expect(codeOf(await call('POST', `/api/arenas/${made.id}/join`, after.token))).toEqual([
        409,
        'ARENA_CLOSED',
      ])
    })

    it('puts the leader’s race on Race TV while a round runs, and the result on each player’s page', async () => {
      const ann = await accountSession(server, 'Ann')
      const bo = await server.session('Bo')
      const made = await create(ann.token, { rounds: 1, roundSec: 60, startsInSec: 5 })
      for (const p of [ann, bo])
        expect((await call('POST', `/api/arenas/${made.id}/join`, p.token)).statusCode).toBe(200)
      const tv = async () => json(await call('GET', '/api/tv'), tvReplySchema).race
      expect(await tv()).toBeNull()
      // A player's arena is private and stays off Race TV; the schedule's are public (its slot key).
      const makePublic = () =>
        databaseOf(db.store)!.arena.update({ where: { id: made.id }, data: { scheduleKey: 'tv' } })

      const sockets = await Promise.all([ann, bo].map((p) => server.client(p.token)))
      const rounds = sockets.map((s) => next(s, 'arena:round'))
      await time.advance(5000)
      const told = await Promise.all(rounds)
      // The arena knows its round as soon as anyone is told of it: its leader's race to watch.
      const leaderRaceId = (await arena(made.id)).leaderRaceId
      expect(leaderRaceId).toBe(told[0]!.raceId)
      await waitFor(async () => {
        const joins = await Promise.all(
          sockets.map((s, i) => ask(s, 'race:join', { raceId: told[i]!.raceId })),
        )
        expect(joins.every((j) => j.ok && j.race.startedAt)).toBe(true)
      })
      // No other race is live: Race TV shows the arena leader's race.
      expect(await tv()).toBeNull()
      await makePublic()
      await waitFor(async () =>
        expect(await tv()).toMatchObject({ raceId: leaderRaceId, kind: 'arena' }),
      )

      // Both resign: the arena is over, and each player's page counts it.
      const finished = next(sockets[0]!, 'arena:finished')
      for (const [i, s] of sockets.entries())
        await waitFor(async () => {
          expect((await ask(s, 'race:resign', { raceId: told[i]!.raceId })).ok).toBe(true)
        })
      await finished
      expect(await tv()).toBeNull()
      const final = await arena(made.id)
      expect(final.roundList[0]).toMatchObject({ over: true, best: 0 })
      // Each entrant's final place was stored at the finish: a page reads it, not the arena.
      const entrants = databaseOf(db.store)!.arenaEntrant
      const storedPlaces = async () =>
        Object.fromEntries(
          (await entrants.findMany({ where: { arenaId: made.id } })).map((e) => [
            e.playerId,
            e.finalPlace,
          ]),
        )
      const places = Object.fromEntries(final.standings.map((s) => [s.playerId, s.place]))
      expect(await storedPlaces()).toEqual(places)
      const pagesCountIt = async () => {
        for (const p of [ann, bo]) {
          const page = json(await call('GET', `/api/players/${p.player.id}`), playerStatsSchema)
          expect(page.arenas).toEqual({ played: 1, bestPlace: places[p.player.id], podiums: 1 })
        }
      }
      await pagesCountIt()
      // An arena finished before places were stored is scored once, on a page's first look.
      await entrants.updateMany({ where: { arenaId: made.id }, data: { finalPlace: null } })
      await pagesCountIt()
      expect(await storedPlaces()).toEqual(places)
      const other = await server.session('Cy')
      const none = json(await call('GET', `/api/players/${other.player.id}`), playerStatsSchema)
      expect(none.arenas).toBeUndefined()
    })
  })
}
