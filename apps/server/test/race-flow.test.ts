import {
  newGame,
  playerView,
  replay,
  spectatorView,
  applyMove,
  type GameState,
  type Move,
} from '@patience-race/engine'
import {
  leaderboardSchema,
  raceSummarySchema,
  replaySchema,
  type RaceProgressEvent,
} from '@patience-race/protocol'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { openForTest, testStores, type TestStore } from '../src/test-support/stores.js'
import { play, startLiveRace } from '../src/test-support/race-setup.js'
import { ask, next } from '../src/test-support/ask.js'
import { okOf } from '../src/test-support/replies.js'
import { serverForTest, type TestServer } from '../src/test-support/server.js'
import type { Received } from '../src/test-support/test-socket.js'

for (const database of testStores) {
  describe(`a whole race (${database.name})`, () => {
    let db: TestStore
    let server: TestServer

    beforeEach(async () => {
      db = await openForTest(database)
      // Alice plays a whole game at the fake clock's one instant (up to ~100 moves, by the deal):
      // more than the move burst of 60, which budgets.test.ts tests on its own.
      server = await serverForTest(db.store, { MOVE_BURST: '500' })
    })

    it('two players race, a spectator watches, results reach the leaderboard and the replay checks out', async () => {
      const race = await startLiveRace(server)
      const { raceId, a, b, spectator } = race
      expect(race.startedA.view).toEqual(race.startedB.view)
      expect(race.startedSpectator.views['0']).toEqual(race.startedA.view)

      // Bob's progress reaches Alice without a view and the spectator with one.
      const toAlice = next(a, 'race:progress', (p) => p.seat === 1)
      const toSpectator = next(spectator, 'race:progress', (p) => p.seat === 1)
      const bobMove = race.startedB.legal.at(-1)!
      const bobReply = await ask(b, 'race:move', { raceId, move: bobMove, seq: 1 })
      expect(bobReply.ok).toBe(true)
      const bobFirst = okOf(bobReply)
      const [seenByAlice, seenBySpectator] = await Promise.all([toAlice, toSpectator])
      expect(seenByAlice.view).toBeUndefined()
      expect(seenByAlice.progress.moves).toBe(1)
      // The spectator sees Bob's board without the card Alice has not turned yet.
      expect(seenBySpectator.view?.piles).not.toEqual(bobFirst.view.piles)

      // Alice plays until she is stuck (or wins); Bob resigns after a few more moves.
      const alice = await play(a, raceId, race.startedA, (legal) => legal[0])
      expect(['stuck', 'won']).toContain(alice.last.view.status)
      const bob = await play(b, raceId, bobFirst, (legal) => legal.at(-1), 5, 2)
      const finished = next(spectator, 'race:finished')
      expect(await ask(b, 'race:resign', { raceId })).toEqual({ ok: true })
      const result = await finished

      const seed = result.seed!
      // A new race's secret seed deals with version 2 of the shuffle (races/seeds.ts).
      expect(seed).toMatch(/^v2:[0-9a-f]{32}$/)
      const bobMoves: Move[] = [bobMove, ...bob.moves]
      const aliceState = replay('sir-tommy', { seed }, alice.moves)
      const bobState = replay('sir-tommy', { seed }, bobMoves)
      const [ra, rb] = result.results
      if (!ra || !rb) throw new Error(`two results expected: ${JSON.stringify(result)}`)
      expect(ra).toMatchObject({
        seat: 0,
        foundation: playerView(aliceState).foundation,
        moves: alice.moves.length,
      })
      expect(rb).toMatchObject({
        seat: 1,
        status: 'resigned',
        won: false,
        foundation: playerView(bobState).foundation,
        moves: bobMoves.length,
      })
      const expectedWinner =
        ra.foundation > rb.foundation ? 0 : rb.foundation > ra.foundation ? 1 : undefined
      if (expectedWinner !== undefined) expect(result.winnerSeat).toBe(expectedWinner)

      // The seed matches the hash shown all along; the replay re-deals to the same results.
      const summary = await server.get(`/api/races/${raceId}`, raceSummarySchema)
      expect(summary.body).toMatchObject({ status: 'finished', seed })
      const { createHash } = await import('node:crypto')
      expect(createHash('sha256').update(seed).digest('hex')).toBe(summary.body.seedHash)
      const replayRes = await server.get(`/api/races/${raceId}/replay`, replaySchema)
      expect(replayRes.status).toBe(200)
      for (const p of replayRes.body.players) {
        const state = replay(
          'sir-tommy',
          { seed: replayRes.body.seed },
          p.moves.map((m) => m.move),
        )
        const own = result.results.find((r) => r.seat === p.seat)
        expect(playerView(state).foundation).toBe(own?.foundation)
        expect(p.moves.length).toBe(own?.moves)
      }

      expect(seenBySpectator.view).toEqual(
        spectatorView(replay('sir-tommy', { seed }, [bobMove]), newGame('sir-tommy', { seed })),
      )
      // A race made by link is a friend race: its results are on the friend-race board.
      const board = await server.get(
        '/api/leaderboards/sir-tommy?period=day&kind=friends',
        leaderboardSchema,
      )
      expect(board.body.map((row) => row.raceId)).toContain(raceId)
      expect(board.body.find((row) => row.player.name === 'Alice')?.foundation).toBe(ra.foundation)

      // Nothing hidden ever reached a racer or the spectator during the race.
      assertNothingHidden(race, seed, alice.moves, bobMoves)
    })

    it('the opponent gets every move; a spectator may skip some but ends on the latest view', async () => {
      const race = await startLiveRace(server)
      const { raceId, a, b, spectator } = race
      const toBob: RaceProgressEvent[] = []
      const toSpectator: RaceProgressEvent[] = []
      b.on('race:progress', (p) => p.seat === 0 && toBob.push(p))
      spectator.on('race:progress', (p) => p.seat === 0 && toSpectator.push(p))
      const alice = await play(a, raceId, race.startedA, (legal) => legal.at(-1), 12)
      const count = alice.moves.length
      // The spectator's feed is sent on a timer: the clock runs it, up to a second ahead.
      await server.time.advanceUntil(
        vi.waitFor(
          () => {
            expect(toBob).toHaveLength(count)
            expect(toSpectator.at(-1)?.progress.moves).toBe(count)
          },
          { timeout: 5000 },
        ),
        1000,
      )
      expect(toBob.map((p) => p.progress.moves)).toEqual([...Array(count).keys()].map((i) => i + 1))
      const seenMoves = toSpectator.map((p) => p.progress.moves)
      expect(seenMoves).toEqual([...seenMoves].sort((x, y) => x - y))
      // Bob has not moved: the spectator's latest board of Alice hides what Bob has not seen.
      const duringRace = toSpectator.at(-1)
      const finished = next(spectator, 'race:finished')
      await ask(a, 'race:resign', { raceId })
      await ask(b, 'race:resign', { raceId })
      const seed = (await finished).seed!
      const aliceState = replay('sir-tommy', { seed }, alice.moves)
      expect(duringRace?.view).toEqual(spectatorView(aliceState, newGame('sir-tommy', { seed })))
      // Once the race is over, spectators get the whole board.
      await server.time.advanceUntil(
        vi.waitFor(() => expect(toSpectator.at(-1)?.view).toEqual(alice.last.view), {
          timeout: 5000,
        }),
        1000,
      )
    })
  })
}

/** Every view a socket received must be one the engine shows for that seat; no unrevealed card or seed appears. */
function assertNothingHidden(
  race: Awaited<ReturnType<typeof startLiveRace>>,
  seed: string,
  aliceMoves: Move[],
  bobMoves: Move[],
) {
  const history = (moves: Move[]) => {
    const states: GameState[] = [newGame('sir-tommy', { seed })]
    for (const m of moves) {
      const r = applyMove(states.at(-1)!, m)
      if (!r.ok) throw new Error(r.error.message)
      states.push(r.state)
    }
    return states
  }
  const views = [history(aliceMoves), history(bobMoves)].map((states) =>
    states.map((s) => JSON.stringify(playerView(s))),
  )
  // Bob resigned early: the cards still in his stock were never shown to him, and to nobody
  // at all if Alice never turned them either.
  const finalStocks = [history(aliceMoves).at(-1)!, history(bobMoves).at(-1)!].map(
    (s) => s.piles.stock ?? [],
  )
  const hiddenFromBob = finalStocks[1]!
  expect(hiddenFromBob.length).toBeGreaterThan(0)
  const hiddenFromAll = finalStocks[0]!.filter((card) => hiddenFromBob.includes(card))

  const duringRace = (received: Received[]) => {
    const end = received.findIndex((r) => r.event === 'race:finished')
    return received.slice(0, end === -1 ? undefined : end)
  }
  const check = (
    received: Received[],
    allowed: (view: string) => boolean,
    neverShown: string[] = [],
  ) => {
    expect(duringRace(received).length).toBeGreaterThan(3)
    for (const { payload } of duringRace(received)) {
      const text = JSON.stringify(payload)
      expect(text).not.toContain(seed)
      for (const card of neverShown) expect(text).not.toContain(`"${card}"`)
      for (const view of findViews(payload)) expect(allowed(JSON.stringify(view))).toBe(true)
    }
  }
  check(race.a.received, (v) => views[0]!.includes(v))
  check(race.b.received, (v) => views[1]!.includes(v), hiddenFromBob)
  // Spectators see each board masked by what the other racer had seen at some point.
  const [aliceStates, bobStates] = [history(aliceMoves), history(bobMoves)]
  const masked = new Set<string>()
  for (const mine of aliceStates)
    for (const other of bobStates) {
      masked.add(JSON.stringify(spectatorView(mine, other)))
      masked.add(JSON.stringify(spectatorView(other, mine)))
    }
  check(race.spectator.received, (v) => masked.has(v), hiddenFromAll)
  for (const { payload } of duringRace(race.a.received))
    expect(JSON.stringify(payload)).not.toContain('"views"')
}

function findViews(value: unknown): unknown[] {
  if (typeof value !== 'object' || value === null) return []
  if ('stockCount' in value && 'piles' in value) return [value]
  return Object.values(value).flatMap(findViews)
}
