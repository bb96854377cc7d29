// Ghost races (issue 23): "Race this run" deals a finished race's deal again against one seat's
// recorded run, played back at its recorded pace as a live opponent (progress, resign, finish as a
// person's), unranked and labelled; only finished races, existing seats, and signed-in players.
import {
  errorBodySchema,
  ghostReplySchema,
  raceSummarySchema,
  replaySchema,
  type MoveWire,
} from '@patience-race/protocol'
import { beforeEach, describe, expect, it } from 'vitest'
import { FakeTime } from '../src/test-support/fake-time.js'
import { readyAndStart, startLiveRace } from '../src/test-support/race-setup.js'
import { ask, next } from '../src/test-support/ask.js'
import { json } from '../src/test-support/json.js'
import { okOf } from '../src/test-support/replies.js'
import { serverOnFresh, type TestServer } from '../src/test-support/server.js'
import { testStores } from '../src/test-support/stores.js'

const STEP = 5000

describe.each(testStores)('ghost races ($name)', (kind) => {
  let server: TestServer
  beforeEach(async () => {
    server = await serverOnFresh(kind, {}, new FakeTime(Date.now()))
  })

  const ghostOf = (token: string, raceId: string, seat: unknown) =>
    server.app.inject({
      method: 'POST',
      url: `/api/races/${raceId}/ghost`,
      payload: { seat },
      headers: { authorization: `Bearer ${token}` },
    })

  /** Alice moves three times, STEP ms apart on the race clock, then both resign. */
  async function recordedRace() {
    const race = await startLiveRace(server)
    const { raceId, a, b } = race
    let legal: readonly MoveWire[] = race.startedA.legal
    for (let seq = 1; seq <= 3; seq++) {
      if (seq > 1) await server.time.advance(STEP)
      legal = okOf(await ask(a, 'race:move', { raceId, move: legal[0]!, seq })).legal
    }
    await server.time.advance(STEP)
    const finished = next(a, 'race:finished')
    await ask(b, 'race:resign', { raceId })
    await ask(a, 'race:resign', { raceId })
    const end = await finished
    return { ...race, end }
  }

  it('plays the recorded run back at its pace, then resigns when the run did', async () => {
    const source = await recordedRace()
    const recorded = (await server.get(`/api/races/${source.raceId}/replay`, replaySchema)).body
    const aliceRun = recorded.players.find((p) => p.seat === 0)?.moves ?? []

    const carol = await server.session('Carol')
    const created = await ghostOf(carol.token, source.raceId, 0)
    expect(created.statusCode).toBe(201)
    const { raceId } = json(created, ghostReplySchema)
    const summary = (await server.get(`/api/races/${raceId}`, raceSummarySchema)).body
    expect(summary.kind).toBe('ghost')
    expect(summary.seedHash).toBe(recorded.seedHash)
    expect(summary.players.map((p) => p.player.name)).toEqual(['Carol', "Alice's run"])

    const c = await server.client(carol.token)
    await ask(c, 'race:join', { raceId })
    const firstMove = next(c, 'race:progress', (p) => p.seat === 1 && p.progress.moves === 1)
    await readyAndStart(server, raceId, [c])
    // The run's first move came as its race went live: due at once.
    await server.time.advanceUntil(firstMove, 0)
    // The second recorded move came STEP ms after the first: not before the clock gets there.
    await server.time.advance(STEP - 1)
    expect(
      c.received.filter((e) => e.event === 'race:progress' && e.payload.seat === 1),
    ).toHaveLength(1)
    for (const [moves, wait] of [
      [2, 1],
      [3, STEP],
    ] as const) {
      const progress = next(c, 'race:progress', (p) => p.seat === 1 && p.progress.moves === moves)
      await server.time.advance(wait)
      const event = await progress
      expect(event.at).toBeGreaterThanOrEqual(aliceRun[moves - 1]!.at)
      // A racer never gets the opponent's board during the race, a ghost's included.
      expect(event.view).toBeUndefined()
    }
    // The run resigned STEP ms after its last move.
    const resigned = next(c, 'race:progress', (p) => p.seat === 1 && p.status === 'resigned')
    await server.time.advance(STEP)
    await resigned
    const finished = next(c, 'race:finished')
    await ask(c, 'race:resign', { raceId })
    const end = await finished
    const ghostResult = end.results.find((r) => r.seat === 1)
    const aliceResult = source.end.results.find((r) => r.seat === 0)
    expect(ghostResult).toMatchObject({
      status: 'resigned',
      moves: 3,
      foundation: aliceResult?.foundation,
    })

    // The ghost race's own replay holds the same moves as the run it replayed.
    const replay = (await server.get(`/api/races/${raceId}/replay`, replaySchema)).body
    expect(replay.players[1]?.moves.map((m) => m.move)).toEqual(aliceRun.map((m) => m.move))
  })

  it('refuses a race still running, a seat that does not exist, and a guest without a token', async () => {
    const race = await startLiveRace(server)
    const errorCode = async (reply: ReturnType<typeof ghostOf>) =>
      json(await reply, errorBodySchema).error.code
    expect(await errorCode(ghostOf(race.alice.token, race.raceId, 0))).toBe('NOT_FINISHED')
    const move = await ask(race.a, 'race:move', {
      raceId: race.raceId,
      move: race.startedA.legal[0]!,
      seq: 1,
    })
    expect(move.ok).toBe(true)
    await ask(race.a, 'race:resign', { raceId: race.raceId })
    const done = next(race.a, 'race:finished')
    await ask(race.b, 'race:resign', { raceId: race.raceId })
    await done
    const noSeat = await ghostOf(race.alice.token, race.raceId, 5)
    expect(noSeat.statusCode).toBe(400)
    expect(json(noSeat, errorBodySchema).error.code).toBe('BAD_PAYLOAD')
    expect(await errorCode(ghostOf(race.alice.token, race.raceId, 'x'))).toBe('BAD_PAYLOAD')
    const anonymous = await server.app.inject({
      method: 'POST',
      url: `/api/races/${race.raceId}/ghost`,
      payload: { seat: 0 },
    })
    expect(anonymous.statusCode).toBe(401)
    expect((await ghostOf(race.alice.token, 'nope-nope', 0)).statusCode).toBe(404)
  })

  it('a rematch of a ghost race races the same run on the same deal again', async () => {
    const source = await recordedRace()
    const carol = await server.session('Carol')
    const { raceId } = json(await ghostOf(carol.token, source.raceId, 0), ghostReplySchema)
    const c = await server.client(carol.token)
    await ask(c, 'race:join', { raceId })
    await readyAndStart(server, raceId, [c])
    const finished = next(c, 'race:finished')
    await ask(c, 'race:resign', { raceId })
    // The run plays out (its moves STEP apart, then its resignation), each move stored before
    // the next is timed: the clock runs timer by timer as the writes land.
    await server.time.advanceUntil(finished, 4 * STEP)
    const rematch = await ask(c, 'race:rematch', { raceId })
    expect(rematch.ok).toBe(true)
    const summary = async (id: string) =>
      (await server.get(`/api/races/${id}`, raceSummarySchema)).body
    const again = await summary(okOf(rematch).rematchId!)
    const first = await summary(raceId)
    expect(again.kind).toBe('ghost')
    expect(again.seedHash).toBe(first.seedHash)
    expect(again.players.map((p) => p.player.name)).toEqual(['Carol', "Alice's run"])
  })
})
