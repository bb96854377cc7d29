// Ranked play that collusion cannot farm: ranked races come only from the queue or a bot; the
// queue never pairs one player, one address or one browser with itself; a bot race runs to the
// end through the normal move log and its replay checks out; friend races never reach the
// ranked boards; a race where nobody moved is aborted and a seat that never moved has no
// ranked row.
import { replay, progress } from '@patience-race/engine'
import {
  leaderboardSchema,
  raceSummarySchema,
  replaySchema,
  type MoveWire,
} from '@patience-race/protocol'
import { beforeEach, describe, expect, it } from 'vitest'
import { canPair, type QueueEntry } from '../src/matchmaking/race-queue.js'
import { ask, next } from '../src/test-support/ask.js'
import { readyAndStart, whileBotPlaysOut } from '../src/test-support/race-setup.js'
import { okOf } from '../src/test-support/replies.js'
import { serverForTest, type TestServer } from '../src/test-support/server.js'
import { socketFrom as socketsFrom } from '../src/test-support/sockets-from.js'
import { testDatabases, type TestDatabase } from '../src/test-support/databases.js'
import { openForTest } from '../src/test-support/stores.js'
import { accountSession } from '../src/test-support/accounts.js'
import { FakeTime } from '../src/test-support/fake-time.js'

const FAST_BOTS = { BOT_MOVE_MS: '5', QUEUE_BOT_AFTER_MS: '300', TRUST_PROXY: 'true' }

describe('queue pairing rules', () => {
  const entry = (over: Partial<QueueEntry>): QueueEntry => ({
    socketId: 's1',
    player: { id: 'p1', name: 'A' },
    ip: '10.0.0.1',
    deviceId: 'device-one',
    game: 'saratoga',
    variant: 'standard',
    since: 0,
    avoid: [],
    ...over,
  })
  const other = entry({
    socketId: 's2',
    player: { id: 'p2', name: 'B' },
    ip: '10.0.0.2',
    deviceId: 'device-two',
  })

  it('pairs two players on the same game and variant from different addresses and browsers', () => {
    expect(canPair(entry({}), other)).toBe(true)
  })
  it('never pairs one player, one address or one browser with itself', () => {
    expect(canPair(entry({}), { ...other, player: { id: 'p1', name: 'A again' } })).toBe(false)
    expect(canPair(entry({}), { ...other, ip: '10.0.0.1' })).toBe(false)
    expect(canPair(entry({}), { ...other, deviceId: 'device-one' })).toBe(false)
    expect(canPair(entry({}), { ...other, variant: 'strategy' })).toBe(false)
  })
  it('never pairs a player with an opponent they must not meet now, from either side', () => {
    expect(canPair(entry({ avoid: ['p2'] }), other)).toBe(false)
    expect(canPair(entry({}), { ...other, avoid: ['p1'] })).toBe(false)
  })
})

for (const database of testDatabases) {
  describe(`ranked and friend races (${database.name})`, () => {
    let db: TestDatabase
    let server: TestServer | undefined

    beforeEach(async () => {
      db = await openForTest(database)
    })

    const socketFrom = (token: string, ip: string) => socketsFrom(server!.url, token, ip)

    it('the queue pairs two strangers, and gives a lone (or self-paired) waiter a bot', async () => {
      const time = new FakeTime(Date.now())
      server = await serverForTest(db.store, FAST_BOTS, time)
      // Ranked needs an account (issue 21).
      const ada = await accountSession(server, 'Ada')
      const ada2 = await accountSession(server, 'Ada_again')
      const bo = await accountSession(server, 'Bob')
      // One person, two names, one address: never paired; each gets a bot after the wait.
      const a = await socketFrom(ada.token, '10.0.0.1')
      const a2 = await socketFrom(ada2.token, '10.0.0.1')
      const matchedA = next(a, 'queue:matched')
      const matchedA2 = next(a2, 'queue:matched')
      expect((await ask(a, 'queue:join', { game: 'saratoga', deviceId: 'device-aaaa' })).ok).toBe(
        true,
      )
      expect((await ask(a2, 'queue:join', { game: 'saratoga', deviceId: 'device-bbbb' })).ok).toBe(
        true,
      )
      await time.advance(Number(FAST_BOTS.QUEUE_BOT_AFTER_MS))
      const [raceA, raceA2] = await Promise.all([matchedA, matchedA2])
      expect(raceA.raceId).not.toBe(raceA2.raceId)
      for (const { raceId } of [raceA, raceA2]) {
        const summary = (await server.get(`/api/races/${raceId}`, raceSummarySchema)).body
        expect(summary.kind).toBe('ranked')
        expect(summary.players.map((p) => p.player.id)).toContain('bot:medium')
        expect(summary.seedKnown).toBe(false)
      }

      // Two strangers: paired at once into one ranked race.
      const b = await socketFrom(bo.token, '10.0.0.2')
      const a3 = await socketFrom(ada.token, '10.0.0.1')
      const matchedB = next(b, 'queue:matched')
      const matchedA3 = next(a3, 'queue:matched')
      await ask(a3, 'queue:join', { game: 'sir-tommy', deviceId: 'device-aaaa' })
      await ask(b, 'queue:join', { game: 'sir-tommy', deviceId: 'device-cccc' })
      const [pairB, pairA] = await Promise.all([matchedB, matchedA3])
      expect(pairB.raceId).toBe(pairA.raceId)
      const pair = (await server.get(`/api/races/${pairA.raceId}`, raceSummarySchema)).body
      expect(pair.players.map((p) => p.player.name).sort()).toEqual(['Ada', 'Bob'])
    })

    it('a bot race runs to the end through the move log; its replay checks out; only ranked results are ranked', async () => {
      const time = new FakeTime(Date.now())
      server = await serverForTest(db.store, FAST_BOTS, time)
      const ada = await accountSession(server, 'Ada')
      const { raceId } = await server.createRace(ada.token, {
        game: 'saratoga',
        opponent: { bot: 'easy' },
      })
      const a = await server.client(ada.token)
      const joined = okOf(await ask(a, 'race:join', { raceId }))
      expect(joined.race.kind).toBe('ranked')
      expect(joined.race.players[1]).toMatchObject({ player: { id: 'bot:easy' }, ready: true })
      const [started] = await readyAndStart(server, raceId, [a])
      let legal: readonly MoveWire[] = started.legal
      for (let seq = 1; seq <= 3 && legal.length > 0; seq++) {
        const reply = await ask(a, 'race:move', { raceId, move: legal[0]!, seq })
        expect(reply.ok).toBe(true)
        legal = okOf(reply).legal
        await time.advance(300)
      }
      const finished = next(a, 'race:finished')
      await ask(a, 'race:resign', { raceId })
      // The bot plays on until its game is over (won or stuck).
      const result = await whileBotPlaysOut(server, finished)
      const bot = result.results.find((r) => r.player.id === 'bot:easy')
      expect(bot?.moves).toBeGreaterThan(0)
      expect(bot?.status === 'won' || bot?.status === 'stuck').toBe(true)

      const rep = (await server.get(`/api/races/${raceId}/replay`, replaySchema)).body
      for (const p of rep.players) {
        const state = replay(
          'saratoga',
          { seed: rep.seed },
          p.moves.map((m) => m.move),
          rep.variant,
        )
        const r = result.results.find((x) => x.seat === p.seat)
        expect(progress(state)).toMatchObject({ foundation: r?.foundation, moves: r?.moves })
      }
      const stored = await db.store.getRace(raceId)
      expect(stored!.results.find((r) => r.playerId === ada.player.id)!.ranked).toBe(true)
      expect(stored!.results.find((r) => r.playerId === 'bot:easy')!.ranked).toBe(false)
      const board = (await server.get('/api/leaderboards/saratoga?kind=ranked', leaderboardSchema))
        .body
      expect(board.map((row) => row.player.id)).toEqual([ada.player.id])
      expect(board[0]).toMatchObject({ raceId })
      expect(typeof board[0]?.rating).toBe('number')
      expect(
        (await server.get('/api/leaderboards/saratoga?kind=friends', leaderboardSchema)).body,
      ).toEqual([])
    })

    it('friend races never reach the ranked boards; nobody moving aborts the race; a seat that never moved has no ranked row', async () => {
      server = await serverForTest(db.store, FAST_BOTS, new FakeTime(Date.now()))
      const ada = await server.session('Ada')
      const bo = await server.session('Bo')
      const play = async (body: Record<string, unknown>, moves: [number, number]) => {
        const { raceId } = await server!.createRace(ada.token, body)
        const a = await server!.client(ada.token)
        const b = await server!.client(bo.token)
        await ask(a, 'race:join', { raceId })
        await ask(b, 'race:join', { raceId })
        const [sa, sb] = await readyAndStart(server!, raceId, [a, b])
        for (const [socket, first, count] of [
          [a, sa, moves[0]],
          [b, sb, moves[1]],
        ] as const) {
          let legal: readonly MoveWire[] = first.legal
          for (let seq = 1; seq <= count; seq++) {
            const reply = await ask(socket, 'race:move', { raceId, move: legal[0]!, seq })
            expect(reply.ok).toBe(true)
            legal = okOf(reply).legal
          }
        }
        const finished = next(a, 'race:finished')
        await ask(a, 'race:resign', { raceId })
        await ask(b, 'race:resign', { raceId })
        await finished
        return raceId
      }
      const friendly = await play({ game: 'sir-tommy' }, [3, 2])
      const nobody = await play({ game: 'sir-tommy' }, [0, 0])
      const oneSided = await play({ game: 'sir-tommy' }, [2, 0])

      const board = async (kind: string) =>
        (await server!.get(`/api/leaderboards/sir-tommy?kind=${kind}`, leaderboardSchema)).body
      expect(await board('ranked')).toEqual([])
      const friends = await board('friends')
      expect(friends.map((r) => r.player.name).sort()).toEqual(['Ada', 'Bo'])
      expect(friends.every((r) => r.raceId === friendly || r.raceId === oneSided)).toBe(true)
      expect(friends.find((r) => r.player.name === 'Bo')?.raceId).toBe(friendly)

      const aborted = await db.store.getRace(nobody)
      expect(aborted!.race.status).toBe('aborted')
      expect(aborted!.results).toEqual([])
      const one = await db.store.getRace(oneSided)
      expect(one!.results.map((r) => r.ranked)).toEqual([false, false])
      expect(one!.race.kind).toBe('friend')
    })
  })
}
