// Ratings per game and variant (Glicko-2, lichess's parameters): race:finished tells each person
// their rating before and after; provisional ratings are listed after established ones.
import { playerStatsSchema } from '@patience-race/protocol'
import { beforeEach, describe, expect, it } from 'vitest'
import { testDatabases, type TestDatabase } from '../src/test-support/databases.js'
import { openForTest } from '../src/test-support/stores.js'
import { ask, next } from '../src/test-support/ask.js'
import { readyAndStart, whileBotPlaysOut } from '../src/test-support/race-setup.js'
import { serverForTest, type TestServer } from '../src/test-support/server.js'

const pglite = testDatabases.find((d) => d.name === 'pglite')!

describe('ratings', () => {
  let db: TestDatabase
  let server: TestServer
  beforeEach(async () => {
    db = await openForTest(pglite)
    server = await serverForTest(db.store, { BOT_MOVE_MS: '5' })
  })

  it("a ranked race tells the person their rating before and after, in the race's variant only", async () => {
    const ada = await server.session('Ada')
    const { raceId } = await server.createRace(ada.token, {
      game: 'saratoga',
      variant: 'foundation-takeback',
      opponent: { bot: 'easy' },
    })
    const a = await server.client(ada.token)
    await ask(a, 'race:join', { raceId })
    const [first] = await readyAndStart(server, raceId, [a])
    await ask(a, 'race:move', { raceId, move: first.legal[0]!, seq: 1 })
    // The easy bot plays its game out, a move every BOT_MOVE_MS (5) on the clock. On a loaded
    // machine its game (every move stored) can take long in real time: the wait is generous.
    const finished = next(a, 'race:finished', () => true, 60_000)
    await ask(a, 'race:resign', { raceId })
    const end = await whileBotPlaysOut(server, finished)
    // A first ranked race: from 1500 with RD 500, up or down by the bot's play, still provisional.
    expect(end.ratings).toHaveLength(1)
    const mine = end.ratings![0]!
    expect(mine.seat).toBe(0)
    expect(mine.before).toBe(1500)
    expect(mine.after).not.toBe(1500)
    expect(mine.provisional).toBe(true)
    const stored = await db.store.getRatings('saratoga', 'foundation-takeback', [ada.player.id])
    expect(Math.round(stored[0]!.rating)).toBe(mine.after)
    expect(stored[0]!.rd).toBeLessThan(500)
    expect(await db.store.getRatings('saratoga', 'standard', [ada.player.id])).toEqual([])
    // The player page: the rating per variant, with its history.
    const page = (await server.get(`/api/players/${ada.player.id}`, playerStatsSchema)).body
    expect(page.ratings).toEqual([
      {
        game: 'saratoga',
        variant: 'foundation-takeback',
        rating: mine.after,
        provisional: true,
        races: 1,
        history: [{ at: expect.any(String), rating: mine.after }],
      },
    ])
  })
})
