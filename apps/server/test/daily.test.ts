// The daily deal (issue 23, docs/daily.md) on the real server and database, under a clock the
// test moves: one attempt a day (resume, DAILY_ALREADY_PLAYED), the seed secret until the UTC
// day ends, the board (accounts only, by cards then time; counts only before finishing; replays
// refused until then), practice of a past day, and streaks.
import {
  dailyDaySchema,
  playerStatsSchema,
  raceListSchema,
  raceSummarySchema,
} from '@patience-race/protocol'
import { beforeEach, describe, expect, it } from 'vitest'
import { createHash } from 'node:crypto'
import { send } from '../src/test-support/accounts.js'
import { testDatabases, type TestDatabase } from '../src/test-support/databases.js'
import { openForTest } from '../src/test-support/stores.js'
import { ask, next } from '../src/test-support/ask.js'
import { play as playMoves, readyAndStart } from '../src/test-support/race-setup.js'
import { errorOf, okOf } from '../src/test-support/replies.js'
import { json } from '../src/test-support/json.js'
import { serverForTest, type TestServer } from '../src/test-support/server.js'
import { FakeTime } from '../src/test-support/fake-time.js'
import { until } from '../src/test-support/sockets-from.js'

const DAY_MS = 86_400_000
/** Daily #2, mid-morning UTC. */
const DAY_TWO = Date.parse('2026-11-27T10:00:00.000Z')

for (const database of testDatabases) {
  describe(`daily deal (${database.name})`, () => {
    let db: TestDatabase
    let server: TestServer
    let time: FakeTime

    beforeEach(async () => {
      time = new FakeTime(DAY_TWO)
      db = await openForTest(database)
      server = await serverForTest(db.store, {}, time)
    })

    /** A guest; with `account`, upgraded to an account (its bearer token still works). */
    async function player(name: string, account = true) {
      const guest = await server.session(name)
      if (account) {
        const upgrade = await send(server, 'POST', '/api/accounts/upgrade', {
          body: { username: name, password: 'correct horse battery' },
          headers: { authorization: `Bearer ${guest.token}` },
        })
        expect(upgrade.statusCode).toBe(200)
      }
      return guest
    }

    const post = (url: string, token: string) =>
      server.app.inject({ method: 'POST', url, headers: { authorization: `Bearer ${token}` } })
    const get = (url: string, token?: string) =>
      server.app.inject({
        method: 'GET',
        url,
        headers: token ? { authorization: `Bearer ${token}` } : {},
      })
    const start = (token: string, game = 'sir-tommy') => post(`/api/daily/${game}/start`, token)

    /** Joins, readies, makes `moves` moves (the first legal each time), waits `ms`, resigns. */
    async function play(token: string, raceId: string, moves: number, ms: number) {
      const c = await server.client(token)
      const joined = await ask(c, 'race:join', { raceId })
      expect(joined.ok).toBe(true)
      const [first] = await readyAndStart(server, raceId, [c])
      const played = await playMoves(c, raceId, first, (legal) => legal[0], moves)
      expect(played.moves).toHaveLength(moves)
      await time.advance(ms)
      const finished = next(c, 'race:finished')
      await ask(c, 'race:resign', { raceId })
      const end = await finished
      c.disconnect()
      return { c, end }
    }

    it("lists today's dailies, one per game, numbered from launch day, without seeds", async () => {
      const res = await get('/api/daily')
      expect(res.statusCode).toBe(200)
      // Read raw, not through the schema (which would drop a seed sent by mistake).
      const deals = res.json<Array<{ game: string; seedHash: string; seed?: string }>>()
      expect(deals.map((d) => d.game).sort()).toEqual(['grandmas-game', 'saratoga', 'sir-tommy'])
      for (const deal of deals) {
        expect(deal).toMatchObject({ number: 2, date: '2026-11-27', variant: expect.any(String) })
        expect(deal.seedHash).toMatch(/^[0-9a-f]{64}$/)
        expect(deal.seed).toBeUndefined()
      }
      const day = (await get('/api/daily/sir-tommy/2026-11-28')).json()
      expect(day.error.code).toBe('NOT_FOUND')
    })

    it('gives one attempt a day: a started one resumes, a finished one is DAILY_ALREADY_PLAYED', async () => {
      const alice = await player('Alice')
      const first = await start(alice.token)
      expect(first.statusCode).toBe(200)
      const { raceId } = first.json()
      expect((await start(alice.token)).json().raceId).toBe(raceId)

      const summary = (await server.get(`/api/races/${raceId}`, raceSummarySchema)).body
      expect(summary).toMatchObject({ kind: 'daily', seedKnown: false, spectatorsAllowed: false })
      expect(summary.players).toHaveLength(1)

      const { c, end } = await play(alice.token, raceId, 2, 5000)
      expect(end.results).toHaveLength(1)
      expect(end.results[0]!.moves).toBe(2)
      const again = await start(alice.token)
      expect(again.statusCode).toBe(409)
      expect(again.json().error.code).toBe('DAILY_ALREADY_PLAYED')
      // Another game's daily is another attempt.
      expect((await start(alice.token, 'saratoga')).statusCode).toBe(200)

      // One seat: no rematch, no spectators, not in the public race lists, no seed on the summary.
      const c2 = await server.client(alice.token)
      expect(errorOf(await ask(c2, 'race:rematch', { raceId })).code).toBe('FINISHED')
      void c
      const watcher = await server.client((await server.session('Eve')).token)
      const watch = await ask(watcher, 'race:join', { raceId, as: 'spectator' })
      expect(errorOf(watch).code).toBe('NO_SPECTATORS')
      const finished = (await server.get('/api/races?status=finished', raceListSchema)).body
      expect(finished.map((r) => r.raceId)).not.toContain(raceId)
      expect(
        (await server.get(`/api/races/${raceId}`, raceSummarySchema)).body.seed,
      ).toBeUndefined()
    })

    it('resumes an attempt after its racer left; the time limit, not leaving, ends it', async () => {
      const alice = await player('Alice')
      const { raceId } = (await start(alice.token)).json()
      const c = await server.client(alice.token)
      await ask(c, 'race:join', { raceId })
      const [{ legal }] = await readyAndStart(server, raceId, [c])
      expect((await ask(c, 'race:move', { raceId, move: legal[0]!, seq: 1 })).ok).toBe(true)
      c.disconnect()
      await time.advance(5 * 60_000) // far beyond ABANDON_AFTER_MS
      expect((await start(alice.token)).json().raceId).toBe(raceId)
      const back = await server.client(alice.token)
      const rejoined = await ask(back, 'race:join', { raceId })
      expect(rejoined).toMatchObject({ ok: true, role: 'player', seq: 1 })
      expect(okOf(rejoined).race.status).toBe('live')
      const finished = next(back, 'race:finished')
      await time.advance(server.config.DEFAULT_TIME_LIMIT_SEC * 1000)
      const end = await finished
      expect(end.reason).toBe('time-up')
      expect(end.seed).toBeUndefined()
      expect((await start(alice.token)).json().error.code).toBe('DAILY_ALREADY_PLAYED')
    })

    it('keeps the seed secret until the UTC day is over, then reveals the one that hashes to it', async () => {
      const before = (await get('/api/daily/sir-tommy/2026-11-27')).json()
      expect(before.over).toBe(false)
      expect(before.deal.seed).toBeUndefined()
      await time.jump(Date.parse('2026-11-28T00:00:00.000Z') - time.now() - 1000) // 23:59:59
      expect((await get('/api/daily/sir-tommy/2026-11-27')).json().deal.seed).toBeUndefined()
      await time.advance(1000) // midnight: day #3 begins
      const after = (await get('/api/daily/sir-tommy/2026-11-27')).json()
      expect(after.over).toBe(true)
      expect(createHash('sha256').update(after.deal.seed).digest('hex')).toBe(after.deal.seedHash)
      expect(after.deal.seedHash).toBe(before.deal.seedHash)
      expect((await get('/api/daily')).json()[0]).toMatchObject({ number: 3, date: '2026-11-28' })
      // Every node with the same secret deals the same daily: a second server agrees.
      const other = await serverForTest(db.store, {}, time)
      const again = (await other.app.inject({ url: '/api/daily/sir-tommy/2026-11-27' })).json()
      expect(again.deal.seed).toBe(after.deal.seed)
      await other.close()
    })

    it('ranks accounts by cards then time; counts only (and no replays) until you finish', async () => {
      const alice = await player('Alice')
      const bob = await player('Bob')
      const guest = await player('Guest', false)
      const carol = await player('Carol')
      const day = '/api/daily/sir-tommy/2026-11-27'
      const bobRace = (await start(bob.token)).json().raceId
      await play(bob.token, bobRace, 1, 9000)
      const aliceRace = (await start(alice.token)).json().raceId
      await play(alice.token, aliceRace, 1, 4000)
      const guestRace = (await start(guest.token)).json().raceId
      await play(guest.token, guestRace, 1, 1000)

      // Carol has not played: counts only, and replays are refused.
      const early = (await get(day, carol.token)).json()
      expect(early).toMatchObject({ finished: 2, playing: 0, you: null })
      expect(early.rows).toBeUndefined()
      const refused = await get(`/api/races/${aliceRace}/replay`, carol.token)
      expect(refused.statusCode).toBe(403)
      expect((await get(`/api/races/${aliceRace}/replay`)).statusCode).toBe(403)
      const aliceRecent = async (token?: string) =>
        json(await get(`/api/players/${alice.player.id}`, token), playerStatsSchema).recent.map(
          (r) => r.raceId,
        )
      expect(await aliceRecent(carol.token)).not.toContain(aliceRace)
      expect(await aliceRecent(alice.token)).toContain(aliceRace)
      const ghost = await server.app.inject({
        method: 'POST',
        url: `/api/races/${aliceRace}/ghost`,
        payload: { seat: 0 },
        headers: { authorization: `Bearer ${carol.token}` },
      })
      expect(ghost.statusCode).toBe(403)
      // An account's public profile leaves today's daily out until the day is over.
      const profileRecent = async () =>
        (await get('/api/@/alice'))
          .json<{ recent: Array<{ raceId: string }> }>()
          .recent.map((r) => r.raceId)
      expect(await profileRecent()).not.toContain(aliceRace)

      const carolRace = (await start(carol.token)).json().raceId
      const during = (await get(day, carol.token)).json()
      expect(during).toMatchObject({ playing: 1, you: { raceId: carolRace, finished: false } })
      expect(during.rows).toBeUndefined()
      await play(carol.token, carolRace, 1, 20_000)

      const board = json(await get(day, carol.token), dailyDaySchema)
      expect((board.rows ?? []).map((r) => [r.place, r.player.name])).toEqual([
        [1, 'Alice'],
        [2, 'Bob'],
        [3, 'Carol'],
      ])
      expect(board.you).toMatchObject({ finished: true, place: 3, percentile: 0, onBoard: true })
      // A finisher sees the board, never the deal: replays stay sealed until the day is over.
      expect((await get(`/api/races/${aliceRace}/replay`, carol.token)).statusCode).toBe(403)
      expect(await aliceRecent(carol.token)).toContain(aliceRace)
      // The guest finished first of all, but is not on the board: it sees where it would be.
      const guestView = json(await get(day, guest.token), dailyDaySchema)
      expect(guestView.you).toMatchObject({ place: 1, percentile: 100, onBoard: false })
      expect((guestView.rows ?? []).map((r) => r.player.name)).not.toContain('Guest')

      // Once the day is over, the board and replays are everyone's.
      await time.jump(DAY_MS)
      const archived = (await get(day)).json()
      expect(archived.rows).toHaveLength(3)
      expect((await get(`/api/races/${aliceRace}/replay`)).statusCode).toBe(200)
      expect(await profileRecent()).toContain(aliceRace)
      const archive = (await get('/api/daily/archive/sir-tommy')).json()
      expect(archive[0]).toMatchObject({ number: 2, date: '2026-11-27', finished: 3 })
    })

    it("holds a finished attempt's par back from everyone, its racer too, until the day is over", async () => {
      await server.close()
      server = await serverForTest(db.store, { PAR_NODE_BUDGET: '1000' }, time)
      const alice = await player('Alice')
      const raceId = (await start(alice.token)).json().raceId
      await play(alice.token, raceId, 1, 1000)
      const stored = await db.store.getRace(raceId)
      const deal = {
        game: 'sir-tommy' as const,
        variant: stored!.race.variant,
        seed: stored!.race.seed,
      }
      // The finish solved the deal: par is known, yet today's par would tell the deal's worth.
      await until(
        () => db.store.findPar(deal),
        (par) => par !== null,
      )
      expect((await get(`/api/races/${raceId}`)).json().par).toBeUndefined()
      expect((await get(`/api/races/${raceId}`, alice.token)).json().par).toBeUndefined()
      const stats = (await get(`/api/players/${alice.player.id}`, alice.token)).json()
      expect(stats.recent.find((r: { raceId: string }) => r.raceId === raceId)).toMatchObject({
        foundation: expect.any(Number),
      })
      expect(stats.recent.find((r: { raceId: string }) => r.raceId === raceId).par).toBeUndefined()
      await time.jump(DAY_MS)
      expect((await get(`/api/races/${raceId}`)).json().par).toMatchObject({ total: 52 })
      const later = (await get(`/api/players/${alice.player.id}`)).json()
      expect(later.recent.find((r: { raceId: string }) => r.raceId === raceId).par).toMatchObject({
        total: 52,
      })
    })

    it("plays a past day's deal for practice: unranked, labelled, off the board, not the day's attempt", async () => {
      const alice = await player('Alice')
      expect((await post('/api/daily/sir-tommy/2026-11-27/practice', alice.token)).statusCode).toBe(
        409,
      )
      const practice = await post('/api/daily/sir-tommy/2026-11-26/practice', alice.token)
      expect(practice.statusCode).toBe(200)
      const { raceId } = practice.json()
      const summary = (await server.get(`/api/races/${raceId}`, raceSummarySchema)).body
      expect(summary).toMatchObject({ kind: 'practice', seedKnown: true })
      expect((await get(`/api/daily/races/${raceId}`)).json()).toMatchObject({
        number: 1,
        date: '2026-11-26',
        practice: true,
      })
      await play(alice.token, raceId, 1, 3000)
      const pastDay = (await get('/api/daily/sir-tommy/2026-11-26', alice.token)).json()
      expect(pastDay).toMatchObject({ over: true, finished: 0, you: null, rows: [] })
      // Practising again is fine, and today's attempt is still to play.
      expect((await post('/api/daily/sir-tommy/2026-11-26/practice', alice.token)).statusCode).toBe(
        200,
      )
      expect((await start(alice.token)).statusCode).toBe(200)
      const streaks = (await get(`/api/daily/streaks/${alice.player.id}`)).json()
      expect(streaks).toMatchObject({ played: 0, streak: 0 })
    })

    it('counts streaks: days in a row played, broken by a missed day', async () => {
      const alice = await player('Alice')
      const streak = async () => (await get(`/api/daily/streaks/${alice.player.id}`)).json()
      await play(alice.token, (await start(alice.token)).json().raceId, 1, 1000)
      await time.jump(DAY_MS)
      // Today not played yet: yesterday's streak still stands.
      expect(await streak()).toMatchObject({ played: 1, streak: 1, bestStreak: 1 })
      await play(alice.token, (await start(alice.token)).json().raceId, 1, 1000)
      expect(await streak()).toMatchObject({ played: 2, streak: 2, bestStreak: 2, wonStreak: 0 })
      await time.jump(2 * DAY_MS)
      expect(await streak()).toMatchObject({ streak: 0, bestStreak: 2 })
    })
  })
}
