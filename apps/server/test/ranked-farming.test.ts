// Ranked farming with puppets (issue 40): a ranked race a racer resigns or leaves before making
// 10 moves, or within 30 s of the start, is unrated for both ("too short to rate"), and a new
// account joins the ranked queue only after 3 finished races of at least 10 moves each
// (RANKED_NOT_YET, with how many are left).
import { raceSummarySchema, type MoveWire } from '@patience-race/protocol'
import { beforeEach, describe, expect, it } from 'vitest'
import { accountSession } from '../src/test-support/accounts.js'
import { ask, next } from '../src/test-support/ask.js'
import { testDatabases, type TestDatabase } from '../src/test-support/databases.js'
import { play, readyAndStart, whileBotPlaysOut } from '../src/test-support/race-setup.js'
import { errorOf, okOf } from '../src/test-support/replies.js'
import { serverForTest, type TestServer } from '../src/test-support/server.js'
import { socketFrom, until } from '../src/test-support/sockets-from.js'
import { openForTest } from '../src/test-support/stores.js'
import type { RecordingSocket } from '../src/test-support/test-socket.js'
import { FakeTime } from '../src/test-support/fake-time.js'
import { isOver } from '../src/races/lifecycle/race-lifecycle.js'

const first = (legal: readonly MoveWire[]) => legal[0]

for (const database of testDatabases) {
  describe(`ranked farming (${database.name})`, () => {
    let db: TestDatabase
    let server: TestServer
    let time: FakeTime

    beforeEach(async () => {
      db = await openForTest(database)
    })

    /** The champion and a puppet, from two networks, paired by the Saratoga queue. */
    async function pairedRace(champion: RecordingSocket, puppet: RecordingSocket, device: string) {
      const matched = next(champion, 'queue:matched')
      await ask(champion, 'queue:join', { game: 'saratoga', deviceId: 'device-champion' })
      await ask(puppet, 'queue:join', { game: 'saratoga', deviceId: device })
      const { raceId } = await matched
      for (const s of [champion, puppet]) await ask(s, 'race:join', { raceId })
      const [c, p] = await readyAndStart(server, raceId, [champion, puppet])
      return { raceId, champion: c, puppet: p }
    }

    it('a puppet that moves once and resigns, or leaves, makes the race unrated for both: too short to rate', async () => {
      time = new FakeTime(Date.now())
      server = await serverForTest(
        db.store,
        {
          QUEUE_BOT_AFTER_MS: '60000',
          TRUST_PROXY: 'true',
          RATED_MIN_MOVES: '10',
          RATED_MIN_SEC: '30',
        },
        time,
      )
      const champ = await accountSession(server, 'Champion')
      const champion = await socketFrom(server.url, champ.token, '198.51.100.1')
      const puppetSocket = async (name: string, ip: string) =>
        socketFrom(server.url, (await accountSession(server, name)).token, ip)

      // The attack: one move, resign; the champion plays on to the time limit.
      const puppet = await puppetSocket('Puppet', '203.0.113.1')
      const farmed = await pairedRace(champion, puppet, 'device-puppet')
      await play(puppet, farmed.raceId, farmed.puppet, first, 1)
      await play(champion, farmed.raceId, farmed.champion, first, 3)
      await ask(puppet, 'race:resign', { raceId: farmed.raceId })
      const ended = next(champion, 'race:finished')
      await time.advance(16 * 60_000)
      const end = await ended
      expect(end.unrated).toBe('too-short')
      expect(end.ratings).toBeUndefined()
      expect(await db.store.getRatings('saratoga', 'standard', [champ.player.id])).toEqual([])
      const stored = await db.store.getRace(farmed.raceId)
      expect(stored!.results.map((r) => r.ranked)).toEqual([false, false])

      // Leaving is giving up too: a puppet that moves once and goes, claimed against.
      const leaver = await puppetSocket('Leaver', '203.0.113.3')
      const left = await pairedRace(champion, leaver, 'device-leaver')
      await play(leaver, left.raceId, left.puppet, first, 1)
      await play(champion, left.raceId, left.champion, first, 3)
      leaver.disconnect()
      await until(
        () => server.get(`/api/races/${left.raceId}`, raceSummarySchema),
        ({ body }) => body.players.some((p) => p.online === false),
      )
      const gone = next(champion, 'race:opponent-left')
      await time.advance(31_000)
      await gone
      const claimed = next(champion, 'race:finished')
      expect(await ask(champion, 'race:claim', { raceId: left.raceId })).toEqual({ ok: true })
      const claimEnd = await claimed
      expect(claimEnd.results.map((r) => r.status)).toContain('abandoned')
      expect(claimEnd.unrated).toBe('too-short')
      expect(claimEnd.ratings).toBeUndefined()

      // A real race: ten moves each and past 30 s before resigning is rated as before. Dealt
      // again when a deal ends a racer's game within ten moves (Saratoga's one pass through the
      // stock, played by the first legal move): that race is too short to rate, whoever resigns.
      // Each deal with a rival of its own (the queue does not pair the same two again at once).
      const tenMovesEach = async (deal: number) => {
        const rival = await puppetSocket(`Rival${deal}`, `198.18.0.${deal}`)
        const real = await pairedRace(champion, rival, `device-rival-${deal}`)
        // At a person's pace (a second a move), or the pace flag would withhold the rating.
        for (const [socket, start] of [
          [rival, real.puppet],
          [champion, real.champion],
        ] as const) {
          let legal = start.legal
          for (let seq = 1; seq <= 10; seq++) {
            if (legal.length === 0) {
              for (const s of [rival, champion])
                await ask(s, 'race:resign', { raceId: real.raceId })
              // Over, or called off when one of them has not moved: out of the queue's way.
              await until(
                () => server.get(`/api/races/${real.raceId}`, raceSummarySchema),
                ({ body }) => isOver(body),
              )
              return null
            }
            await time.advance(1000)
            const moved = okOf(
              await ask(socket, 'race:move', { raceId: real.raceId, move: legal[0]!, seq }),
            )
            legal = moved.legal
          }
        }
        return { ...real, rival }
      }
      let real = await tenMovesEach(1)
      for (let deal = 2; real === null && deal <= 10; deal++) real = await tenMovesEach(deal)
      if (real === null) throw new Error('ten deals in a row ended a game within ten moves')
      await time.advance(31_000)
      const realEnd = next(champion, 'race:finished')
      await ask(real.rival, 'race:resign', { raceId: real.raceId })
      await ask(champion, 'race:resign', { raceId: real.raceId })
      const rated = await realEnd
      expect(rated.unrated).toBeUndefined()
      expect(rated.ratings).toHaveLength(2)
    })

    it('a new account joins the ranked queue only after 3 finished races of 10+ moves', async () => {
      server = await serverForTest(db.store, { RANKED_QUALIFYING_RACES: '3', BOT_MOVE_MS: '5' })
      const ada = await accountSession(server, 'Ada')
      const socket = await server.client(ada.token)
      const queue = () => ask(socket, 'queue:join', { game: 'saratoga', deviceId: 'device-ada' })
      const refusal = async () => {
        const error = errorOf(await queue())
        expect(error.code).toBe('RANKED_NOT_YET')
        return error
      }
      expect(await refusal()).toMatchObject({ left: 3 })
      expect((await refusal()).message).toMatch(/3 more races of at least 10 moves/)

      /** Today's daily of `game`: `moves` moves, then resign. */
      async function daily(game: string, moves: number) {
        const started = await server.post(`/api/daily/${game}/start`, {}, ada.token)
        const { raceId } = started.body as { raceId: string }
        await ask(socket, 'race:join', { raceId })
        const [dealt] = await readyAndStart(server, raceId, [socket])
        const made = await play(socket, raceId, dealt, first, moves)
        expect(made.moves).toHaveLength(moves)
        const finished = next(socket, 'race:finished')
        await ask(socket, 'race:resign', { raceId })
        await finished
      }
      await daily('sir-tommy', 10)
      await daily('saratoga', 2) // too few moves to count
      expect(await refusal()).toMatchObject({ left: 2 })
      await daily('grandmas-game', 10)
      expect((await refusal()).message).toMatch(/1 more race of/)

      // A race against a bot counts as well.
      const { raceId } = await server.createRace(ada.token, {
        game: 'sir-tommy',
        opponent: { bot: 'easy' },
      })
      await ask(socket, 'race:join', { raceId })
      const [dealt] = await readyAndStart(server, raceId, [socket])
      await play(socket, raceId, dealt, first, 10)
      const finished = next(socket, 'race:finished', () => true, 60_000)
      await ask(socket, 'race:resign', { raceId })
      await whileBotPlaysOut(server, finished)
      expect(await queue()).toMatchObject({ ok: true })
    })
  })
}
