// A ranked race changes each rating once, from the rating stored when its result is written:
// a results write that committed though the server was told it failed is not rated again on
// the retry, and two races of one player finishing at the same moment both count. What the
// player is told (race:finished) is what was stored.
import { playerStatsSchema, raceSummarySchema } from '@patience-race/protocol'
import { describe, expect, it } from 'vitest'
import type { RaceStore } from '../src/races/ports.js'
import { ask, next } from '../src/test-support/ask.js'
import { testDatabases } from '../src/test-support/databases.js'
import { FakeTime } from '../src/test-support/fake-time.js'
import { readyAndStart } from '../src/test-support/race-setup.js'
import { serverForTest, type TestServer } from '../src/test-support/server.js'
import { until } from '../src/test-support/sockets-from.js'
import { openForTest } from '../src/test-support/stores.js'

/** `store` whose finishRace is handed to `wrap` (the other methods as they are). */
function withFinish(
  store: RaceStore,
  wrap: (finish: RaceStore['finishRace']) => RaceStore['finishRace'],
): RaceStore {
  const finishRace = wrap(store.finishRace.bind(store))
  return new Proxy(store, {
    get(target, property, receiver) {
      if (property === 'finishRace') return finishRace
      const value = Reflect.get(target, property, receiver) as unknown
      return typeof value === 'function' ? (value as () => unknown).bind(target) : value
    },
  })
}

/**
 * A ranked Saratoga race of Ada against the easy bot, Ada one move in and the bot's game over:
 * Ada's resigning ends it, as a loss or a win by the bot's play.
 */
async function botRaceReadyToEnd(server: TestServer, token: string) {
  const a = await server.client(token)
  const { raceId } = await server.createRace(token, {
    game: 'saratoga',
    opponent: { bot: 'easy' },
  })
  await ask(a, 'race:join', { raceId })
  const [first] = await readyAndStart(server, raceId, [a])
  expect((await ask(a, 'race:move', { raceId, move: first.legal[0]!, seq: 1 })).ok).toBe(true)
  // The easy bot plays its game out, a move every BOT_MOVE_MS (5) on the clock.
  await server.time.advanceUntil(
    until(
      async () => (await server.get(`/api/races/${raceId}`, raceSummarySchema)).body,
      (s) => s.players[1]?.status !== 'playing',
    ),
  )
  return {
    raceId,
    /** Ada resigns; resolves with the race:finished she is sent. */
    async resign() {
      const finished = next(a, 'race:finished', (e) => e.raceId === raceId, 60_000)
      expect((await ask(a, 'race:resign', { raceId })).ok).toBe(true)
      return finished
    },
  }
}

for (const database of testDatabases) {
  describe(`a ranked race is rated once (${database.name})`, () => {
    it('a results write that committed but was reported failed is not rated again when retried', async () => {
      const db = await openForTest(database)
      let reportedFailed = 0
      const store = withFinish(db.store, (finish) => async (...args) => {
        await finish(...args)
        if (reportedFailed++ === 0) throw new Error('connection reset after COMMIT')
      })
      const server = await serverForTest(store, { BOT_MOVE_MS: '5' }, new FakeTime(Date.now()))
      const ada = await server.session('Ada')
      const race = await botRaceReadyToEnd(server, ada.token)
      // The clock runs through the results write's retries.
      const end = await server.time.advanceUntil(race.resign())

      expect(reportedFailed).toBeGreaterThan(1)
      const told = end.ratings?.[0]
      expect(told?.before).toBe(1500)
      const [stored] = await db.store.getRatings('saratoga', 'standard', [ada.player.id])
      expect(stored?.races).toBe(1)
      expect(Math.round(stored!.rating)).toBe(told?.after)
      const page = (await server.get(`/api/players/${ada.player.id}`, playerStatsSchema)).body
      expect(page.ratings?.map((r) => [r.rating, r.races])).toEqual([[told?.after, 1]])
      expect((await db.store.getRace(race.raceId))?.results).toHaveLength(2)
    }, 120_000)

    it('two ranked races of one player finishing together both count, the second from the first', async () => {
      const db = await openForTest(database)
      // Both results writes are let through together, so both finishes run at once.
      let release: () => void = () => {}
      const bothFinishing = new Promise<void>((resolve) => (release = resolve))
      let finishing = 0
      const store = withFinish(db.store, (finish) => async (...args) => {
        if (++finishing === 2) release()
        await Promise.race([bothFinishing, new Promise((resolve) => setTimeout(resolve, 10_000))])
        return finish(...args)
      })
      const server = await serverForTest(store, { BOT_MOVE_MS: '5' }, new FakeTime(Date.now()))
      const ada = await server.session('Ada')
      const races = [
        await botRaceReadyToEnd(server, ada.token),
        await botRaceReadyToEnd(server, ada.token),
      ]
      const ends = await server.time.advanceUntil(Promise.all(races.map((race) => race.resign())))

      expect(finishing).toBe(2)
      // One race is rated from 1500, the other from the rating the first one stored.
      const told = ends.map((end) => end.ratings?.[0])
      const fromStart = told.find((change) => change?.before === 1500)
      const fromFirst = told.find((change) => change !== fromStart)
      expect(fromStart).toBeDefined()
      expect(fromFirst?.before).toBe(fromStart?.after)
      const [stored] = await db.store.getRatings('saratoga', 'standard', [ada.player.id])
      expect(stored?.races).toBe(2)
      expect(Math.round(stored!.rating)).toBe(fromFirst?.after)
    }, 180_000)
  })
}
