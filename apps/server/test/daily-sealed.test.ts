// Today's daily is sealed until the day is over, to everyone, its finishers included (issue 40):
// a throwaway guest that "finishes" at 0 moves, or a real finisher, sees the day's board (names,
// cards, time, place) and nothing that tells the deal: no replay, seed, moves, par, analysis (where
// the win slipped) or ghost of any attempt, its own included. At the day's end it all opens.
import { dailyDaySchema, raceSummarySchema, replaySchema } from '@patience-race/protocol'
import { beforeEach, describe, expect, it } from 'vitest'
import { send, sessionCookie } from '../src/test-support/accounts.js'
import { ask, next } from '../src/test-support/ask.js'
import { testDatabases, type TestDatabase } from '../src/test-support/databases.js'
import { json } from '../src/test-support/json.js'
import { play as playMoves, readyAndStart } from '../src/test-support/race-setup.js'
import { serverForTest, type TestServer } from '../src/test-support/server.js'
import { openForTest } from '../src/test-support/stores.js'
import { FakeTime } from '../src/test-support/fake-time.js'

/** Daily #2, mid-morning UTC, and the next day. */
const DAY_TWO = Date.parse('2026-11-27T10:00:00.000Z')
const DAY_THREE = Date.parse('2026-11-28T00:00:00.000Z')
const BOARD = '/api/daily/sir-tommy/2026-11-27'

for (const database of testDatabases) {
  describe(`today's daily sealed until the day is over (${database.name})`, () => {
    let db: TestDatabase
    let server: TestServer
    let time: FakeTime

    beforeEach(async () => {
      time = new FakeTime(DAY_TWO)
      db = await openForTest(database)
      server = await serverForTest(db.store, {}, time)
    })

    const request = (method: 'GET' | 'POST', url: string, token?: string, payload?: object) =>
      server.app.inject({
        method,
        url,
        ...(payload ? { payload } : {}),
        headers: token ? { authorization: `Bearer ${token}` } : {},
      })

    async function account(name: string) {
      const guest = await server.session(name)
      const upgrade = await send(server, 'POST', '/api/accounts/upgrade', {
        body: { username: name, password: 'correct horse battery' },
        headers: { authorization: `Bearer ${guest.token}` },
      })
      expect(upgrade.statusCode).toBe(200)
      return { ...guest, cookie: sessionCookie(upgrade) }
    }

    /** The moves of `raceId` in the account's own data export. */
    async function exportedMoves(cookie: string, raceId: string) {
      const res = await send(server, 'GET', '/api/me/export', { cookie })
      expect(res.statusCode).toBe(200)
      const races = res.json<{ races: Array<{ id: string; moves: unknown[] }> }>().races
      return races.find((r) => r.id === raceId)?.moves
    }

    /** Starts today's sir-tommy daily, makes `moves` moves, resigns: the attempt's race id. */
    async function attempt(token: string, moves: number): Promise<string> {
      const raceId = (await request('POST', '/api/daily/sir-tommy/start', token)).json().raceId
      const c = await server.client(token)
      await ask(c, 'race:join', { raceId })
      const [first] = await readyAndStart(server, raceId, [c])
      await playMoves(c, raceId, first, (legal) => legal[0], moves)
      await time.advance(3000)
      const finished = next(c, 'race:finished')
      await ask(c, 'race:resign', { raceId })
      const end = await finished
      expect(end).not.toHaveProperty('seed')
      c.disconnect()
      return raceId
    }

    it('a throwaway that resigns at 0 moves, and a real finisher, get the board and nothing of the deal', async () => {
      const alice = await account('Alice')
      const aliceRace = await attempt(alice.token, 3)
      const throwaway = await server.session('Throwaway')
      await attempt(throwaway.token, 0)

      for (const viewer of [throwaway.token, alice.token, undefined]) {
        const replay = await request('GET', `/api/races/${aliceRace}/replay`, viewer)
        expect(replay.statusCode).toBe(403)
        expect(replay.json().error.code).toBe('DAILY_DEAL_SECRET')
        expect(replay.body).not.toMatch(/"seed"|"moves"/)
        // Where the win slipped: a winning line tells the deal.
        const analysis = await request('GET', `/api/races/${aliceRace}/analysis`, viewer)
        expect(analysis.statusCode).toBe(403)
        expect(analysis.json().error.code).toBe('DAILY_DEAL_SECRET')
        const summary = json(
          await request('GET', `/api/races/${aliceRace}`, viewer),
          raceSummarySchema,
        )
        expect(summary.seed).toBeUndefined()
        expect(summary.par).toBeUndefined()
        const ghost = await request('POST', `/api/races/${aliceRace}/ghost`, viewer, { seat: 0 })
        expect(ghost.statusCode).toBe(viewer ? 403 : 401)
      }
      // Not even one's own moves, through the account's data export.
      expect(await exportedMoves(alice.cookie, aliceRace)).toEqual([])
      // The board: names, cards, time and place, and no seed.
      const board = json(await request('GET', BOARD, throwaway.token), dailyDaySchema)
      expect(board.deal.seed).toBeUndefined()
      expect(board.rows).toEqual([
        expect.objectContaining({ place: 1, player: expect.objectContaining({ name: 'Alice' }) }),
      ])

      // The day over and no attempt under way: replays (with the seed) are everyone's.
      await time.jump(DAY_THREE - time.now())
      const open = await request('GET', `/api/races/${aliceRace}/replay`, throwaway.token)
      expect(open.statusCode).toBe(200)
      const replay = json(open, replaySchema)
      expect(replay.seed).toBe(json(await request('GET', BOARD), dailyDaySchema).deal.seed)
      expect(replay.players[0]!.moves).toHaveLength(3)
      const analysis = await request('GET', `/api/races/${aliceRace}/analysis`, throwaway.token)
      expect(analysis.statusCode).toBe(200)
      expect(analysis.json().seats).toHaveLength(1)
      expect(await exportedMoves(alice.cookie, aliceRace)).toHaveLength(3)
    })
  })
}
