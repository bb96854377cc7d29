// Ratings before a ranked race (issue 41): the waiting room (a join reply, race:state) names each
// racer's rating in the race's game and variant, "?" while provisional, and what a win, a tie and
// a loss would change each person's rating by; race:finished then moves it by exactly the stake
// the result picked. A bot shows its measured rating and has no stakes; a friend race has none.
import type { RaceSummary } from '@patience-race/protocol'
import { describe, expect, it } from 'vitest'
import { botRating } from '../src/races/seats/bot-ratings.js'
import { accountSession } from '../src/test-support/accounts.js'
import { ask, next } from '../src/test-support/ask.js'
import { testDatabases } from '../src/test-support/databases.js'
import { readyAndStart, whileBotPlaysOut } from '../src/test-support/race-setup.js'
import { RANKED_QUEUE_ENV, serverOnFresh, type TestServer } from '../src/test-support/server.js'
import { socketFrom } from '../src/test-support/sockets-from.js'
import type { RecordingSocket } from '../src/test-support/test-socket.js'

const playerNamed = (race: RaceSummary, name: string) =>
  race.players.find((p) => p.player.name === name)!

/** Both joined, both ready; `mover` makes one move, then both resign: the mover wins. */
async function oneMoveThenResign(
  server: TestServer,
  raceId: string,
  mover: RecordingSocket,
  other: RecordingSocket,
) {
  const [first] = await readyAndStart(server, raceId, [mover, other])
  expect((await ask(mover, 'race:move', { raceId, move: first.legal[0]!, seq: 1 })).ok).toBe(true)
  const finished = next(mover, 'race:finished', () => true, 60_000)
  for (const s of [mover, other]) await ask(s, 'race:resign', { raceId })
  return finished
}

for (const database of testDatabases) {
  describe(`ratings and stakes before a ranked race (${database.name})`, () => {
    it('the waiting room shows both racers’ ratings and stakes; the result moves them by the stake', async () => {
      const server = await serverOnFresh(database, RANKED_QUEUE_ENV)
      const [ada, bob] = [await accountSession(server, 'Ada'), await accountSession(server, 'Bob')]
      const a = await socketFrom(server.url, ada.token, '10.0.0.1')
      const b = await socketFrom(server.url, bob.token, '10.0.0.2')
      // Queued: the waiting panel is told the player's own rating.
      const matched = next(a, 'queue:matched')
      const queued = await ask(a, 'queue:join', { game: 'saratoga', deviceId: 'device-aaaa' })
      expect(queued.ok && queued.rating).toEqual({ rating: 1500, provisional: true })
      expect((await ask(b, 'queue:join', { game: 'saratoga', deviceId: 'device-bbbb' })).ok).toBe(
        true,
      )
      const { raceId } = await matched

      const joined = await ask(a, 'race:join', { raceId })
      if (!joined.ok) throw new Error(joined.error.message)
      await ask(b, 'race:join', { raceId })
      // Two new players: both 1500?, as much to win as to lose, a tie changes nothing.
      for (const name of ['Ada', 'Bob']) {
        const seat = playerNamed(joined.race, name)
        expect(seat.rating).toEqual({ rating: 1500, provisional: true })
        expect(seat.stakes!.win).toBeGreaterThan(0)
        expect(seat.stakes!.lose).toBe(-seat.stakes!.win)
        expect(seat.stakes!.draw).toBe(0)
      }
      // Public: a visitor's summary carries them too.
      const pub = (await server.get(`/api/races/${raceId}`)).body as RaceSummary
      expect(playerNamed(pub, 'Bob').stakes).toEqual(playerNamed(joined.race, 'Bob').stakes)

      const end = await oneMoveThenResign(server, raceId, a, b)
      const change = (name: string) => {
        const seat = playerNamed(joined.race, name).seat
        const r = end.ratings!.find((x) => x.seat === seat)!
        return r.after - r.before
      }
      expect(change('Ada')).toBe(playerNamed(joined.race, 'Ada').stakes!.win)
      expect(change('Bob')).toBe(playerNamed(joined.race, 'Bob').stakes!.lose)
      const after = end.ratings!.find((r) => r.seat === playerNamed(joined.race, 'Ada').seat)!

      // Against a bot: Ada's stored rating now, the bot's measured one without stakes; her
      // loss costs her what the waiting room said.
      const bot = await server.createRace(ada.token, {
        game: 'saratoga',
        opponent: { bot: 'medium' },
      })
      const botJoin = await ask(a, 'race:join', { raceId: bot.raceId })
      if (!botJoin.ok) throw new Error(botJoin.error.message)
      const me = playerNamed(botJoin.race, 'Ada')
      expect(me.rating).toEqual({ rating: after.after, provisional: true })
      const botSeat = botJoin.race.players.find((p) => p.seat !== me.seat)!
      expect(botSeat.rating).toEqual({
        rating: Math.round(botRating('saratoga', 'standard', 'medium')),
        provisional: false,
      })
      expect(botSeat.stakes).toBeUndefined()
      expect(me.stakes!.win).toBeGreaterThan(0)
      expect(me.stakes!.lose).toBeLessThan(0)
      await readyAndStart(server, bot.raceId, [a])
      const lost = next(a, 'race:finished', () => true, 60_000)
      await ask(a, 'race:resign', { raceId: bot.raceId })
      const botEnd = await whileBotPlaysOut(server, lost)
      const mine = botEnd.ratings!.find((r) => r.seat === me.seat)!
      expect(mine.after - mine.before).toBe(me.stakes!.lose)
    })

    it('a friend race shows no ratings and no stakes', async () => {
      const server = await serverOnFresh(database)
      const ada = await accountSession(server, 'Ada')
      const { raceId } = await server.createRace(ada.token, { game: 'saratoga' })
      const a = await server.client(ada.token)
      const joined = await ask(a, 'race:join', { raceId })
      if (!joined.ok) throw new Error(joined.error.message)
      expect(joined.race.players[0]!.rating).toBeUndefined()
      expect(joined.race.players[0]!.stakes).toBeUndefined()
    })
  })
}
