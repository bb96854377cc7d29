// A pace flag (docs/fair-play.md) never helps the flagged player: their ranked loss is rated as
// any other (moving fast and then losing does not void it), while a race that would raise their
// rating is left out of the rating for both players. The test clock stands still, so a racer's
// ten or more moves all land at once: a flagged pace.
import { raceSummarySchema } from '@patience-race/protocol'
import { describe, expect, it } from 'vitest'
import { flagWithholdsRating } from '../src/races/ending/fair-play.js'
import type { RaceStore } from '../src/races/ports.js'
import { accountSession } from '../src/test-support/accounts.js'
import { ask, next } from '../src/test-support/ask.js'
import { testDatabases, type TestDatabaseKind } from '../src/test-support/databases.js'
import { play, readyAndStart } from '../src/test-support/race-setup.js'
import { RANKED_QUEUE_ENV, serverForTest, type TestServer } from '../src/test-support/server.js'
import { socketFrom, until } from '../src/test-support/sockets-from.js'
import { openForTest } from '../src/test-support/stores.js'

const ABANDON_AFTER_MS = 30_000

describe('a pace flag withholds only ratings that would raise the flagged player', () => {
  const seat = (flagged: boolean, before: number, after: number) => ({ flagged, before, after })
  it.each([
    {
      name: 'a flagged loss',
      withheld: false,
      seats: [seat(true, 1500, 1420), seat(false, 1500, 1580)],
    },
    {
      name: 'a flagged win',
      withheld: true,
      seats: [seat(true, 1500, 1580), seat(false, 1500, 1420)],
    },
    {
      name: 'a tie lifting the flagged player',
      withheld: true,
      seats: [seat(true, 1400, 1410), seat(false, 1600, 1590)],
    },
    {
      name: 'a tie costing the flagged player',
      withheld: false,
      seats: [seat(true, 1600, 1590), seat(false, 1400, 1410)],
    },
    { name: 'no flag', withheld: false, seats: [seat(false, 1500, 1580), seat(false, 1500, 1420)] },
  ])('$name: withheld $withheld', ({ seats, withheld }) => {
    expect(flagWithholdsRating(seats)).toBe(withheld)
  })
})

/** Ada and Bob, with accounts, on machines of their own: the race the ranked queue pairs them in. */
async function rankedPair(server: TestServer) {
  const [ada, bob] = [await accountSession(server, 'Ada'), await accountSession(server, 'Bob')]
  const a = await socketFrom(server.url, ada.token, '10.0.0.1')
  const b = await socketFrom(server.url, bob.token, '10.0.0.2')
  const matched = next(a, 'queue:matched')
  expect((await ask(a, 'queue:join', { game: 'saratoga', deviceId: 'device-aaaa' })).ok).toBe(true)
  expect((await ask(b, 'queue:join', { game: 'saratoga', deviceId: 'device-bbbb' })).ok).toBe(true)
  return { a, b, raceId: (await matched).raceId }
}

/**
 * A ranked race of Ada and Bob from the queue, live: Ada has moved once, then Bob made twelve
 * moves at once (flagged); `leaver` disconnects and the other claims the race, which the
 * leaver loses whatever the counts. The race:finished the claimant is sent; null when the deal
 * ended Bob's game within those twelve moves.
 */
async function flaggedBobAndAClaim(server: TestServer, leaver: 'Ada' | 'Bob') {
  const { a, b, raceId } = await rankedPair(server)
  for (const socket of [a, b]) expect((await ask(socket, 'race:join', { raceId })).ok).toBe(true)
  const [startedA, startedB] = await readyAndStart(server, raceId, [a, b])
  await play(a, raceId, startedA, (legal) => legal[0], 1)
  const bob = await play(b, raceId, startedB, (legal) => legal[0], 12)
  // On some deals (about 1 in 40) these twelve moves end Bob's game first (Saratoga's single
  // pass through the stock): then he is neither flagged nor still playing, and the caller deals
  // again.
  if (bob.moves.length < 12 || bob.last.legal.length === 0) return null
  const [gone, claimant] = leaver === 'Ada' ? [a, b] : [b, a]
  gone.disconnect()
  await until(
    async () => (await server.get(`/api/races/${raceId}`, raceSummarySchema)).body,
    (s) => s.players.some((p) => p.online === false),
  )
  const left = next(claimant, 'race:opponent-left')
  await server.time.advance(ABANDON_AFTER_MS)
  await left
  const finished = next(claimant, 'race:finished')
  expect((await ask(claimant, 'race:claim', { raceId })).ok).toBe(true)
  return { raceId, end: await finished }
}

/** flaggedBobAndAClaim on a fresh database and server, dealt again until Bob plays on. */
async function dealtUntilBobPlaysOn(database: TestDatabaseKind, leaver: 'Ada' | 'Bob') {
  for (let attempt = 1; attempt <= 10; attempt++) {
    const db = await openForTest(database)
    const server = await serverForTest(db.store, RANKED_QUEUE_ENV)
    const race = await flaggedBobAndAClaim(server, leaver)
    if (race) return { db, ...race }
    await server.close()
  }
  throw new Error("ten deals in a row ended Bob's game within twelve moves")
}

async function storedRating(store: RaceStore, playerId: string) {
  const [rating] = await store.getRatings('saratoga', 'standard', [playerId])
  return rating
}

for (const database of testDatabases) {
  describe(`a flagged ranked racer (${database.name})`, () => {
    it('who loses is rated down, and the opponent up, as in any ranked race', async () => {
      const { db, raceId, end } = await dealtUntilBobPlaysOn(database, 'Bob')

      const playerOf = (seat: number) => end.results.find((r) => r.seat === seat)!.player
      const bob = end.results.find((r) => r.player.name === 'Bob')!
      expect(end.winnerSeat).not.toBe(bob.seat)
      const stored = await db.store.getRace(raceId)
      expect(stored?.results.find((r) => r.seat === bob.seat)?.flagged).toBe(true)

      expect(end.ratings).toHaveLength(2)
      for (const told of end.ratings!) {
        expect(told.before).toBe(1500)
        if (told.seat === bob.seat) expect(told.after).toBeLessThan(1500)
        else expect(told.after).toBeGreaterThan(1500)
        const rating = await storedRating(db.store, playerOf(told.seat).id)
        expect(rating?.races).toBe(1)
        expect(Math.round(rating!.rating)).toBe(told.after)
      }
    })

    it('who wins gains nothing, and the opponent loses nothing', async () => {
      const { db, end } = await dealtUntilBobPlaysOn(database, 'Ada')

      const bob = end.results.find((r) => r.player.name === 'Bob')!
      expect(end.winnerSeat).toBe(bob.seat)
      expect(end.ratings).toBeUndefined()
      for (const { player } of end.results)
        expect(await storedRating(db.store, player.id)).toBeUndefined()
    })
  })
}
