// A spectator delay holds back everything a non-racer learns of a live race: the boards, and
// the progress counts and statuses in race:state, the join reply and the REST summary. A watcher
// who joins late is shown every board as it was the delay ago.
import { raceSummarySchema, type RaceStateEvent } from '@patience-race/protocol'
import { beforeEach, describe, expect, it } from 'vitest'
import { ask, next } from '../src/test-support/ask.js'
import { readyAndStart } from '../src/test-support/race-setup.js'
import { okOf } from '../src/test-support/replies.js'
import { serverForTest, type TestServer } from '../src/test-support/server.js'
import { FakeTime } from '../src/test-support/fake-time.js'
import { MemoryStore } from '../src/test-support/memory-store.js'

const DELAY_MS = 15_000

describe('a spectator delay', () => {
  let server: TestServer
  beforeEach(async () => {
    server = await serverForTest(new MemoryStore(), {}, new FakeTime(Date.now()))
  })

  /** A live Sir Tommy race of Alice and Bob with a 15-s spectator delay. */
  async function delayedRace() {
    const alice = await server.session('Alice')
    const bob = await server.session('Bob')
    const { raceId } = await server.createRace(alice.token, {
      game: 'sir-tommy',
      spectatorDelaySec: 15,
    })
    const a = await server.client(alice.token)
    const b = await server.client(bob.token)
    await ask(a, 'race:join', { raceId })
    await ask(b, 'race:join', { raceId })
    const [startedA] = await readyAndStart(server, raceId, [a, b])
    return { raceId, a, b, startedA }
  }

  it('holds back progress counts and statuses from non-racers, not from the racers', async () => {
    const { raceId, a, b, startedA } = await delayedRace()
    const spectator = await server.client()
    await ask(spectator, 'race:join', { raceId, as: 'spectator' })
    const toBob = next(b, 'race:progress', (p) => p.seat === 0)
    const bobState = next(b, 'race:state', (s) => s.players[0]?.status === 'resigned')
    const watcherState = next(spectator, 'race:state', (s) =>
      s.players.some((p) => p.progress.moves > 0 || p.status === 'resigned'),
    )
    expect((await ask(a, 'race:move', { raceId, move: startedA.legal[0]!, seq: 1 })).ok).toBe(true)
    await ask(a, 'race:resign', { raceId })
    // The other racer knows at once.
    expect((await toBob).progress.moves).toBe(1)
    // Its race:state comes within the racers' window (a second).
    await server.time.advanceUntil(bobState, 1000)

    // Everyone else: still the start, on REST, in a late watcher's join and in race:state.
    const summaryOf = async () => (await server.get(`/api/races/${raceId}`, raceSummarySchema)).body
    const summary = await summaryOf()
    expect(summary.players[0]?.progress.moves).toBe(0)
    expect(summary.players[0]?.status).toBe('playing')
    const late = await server.client()
    const joined = okOf(await ask(late, 'race:join', { raceId, as: 'spectator' }))
    expect(joined.race.players[0]?.progress.moves).toBe(0)
    let early: RaceStateEvent | null = null
    void watcherState.then((s) => (early = s))
    await server.time.advance(200)
    expect(early).toBeNull()

    // Once the delay has passed, they learn it: on REST, and in the next race:state (one goes out
    // within a second of an audience change: a watcher coming in).
    await server.time.advance(DELAY_MS + 10)
    const after = await summaryOf()
    expect(after.players[0]?.progress.moves).toBe(1)
    okOf(await ask(await server.client(), 'race:join', { raceId, as: 'spectator' }))
    await server.time.advance(1000)
    const learnt = await watcherState
    expect(learnt.players[0]?.progress.moves).toBe(1)
  })

  it('shows a late watcher every board as it was the delay ago', async () => {
    const { raceId, a, startedA: forA } = await delayedRace()
    const movesShown = async () => {
      const watcher = await server.client()
      const joined = okOf(await ask(watcher, 'race:join', { raceId, as: 'spectator' }))
      watcher.close()
      return Object.fromEntries(Object.entries(joined.views ?? {}).map(([k, v]) => [k, v.moves]))
    }
    // Within the delay of the start there is nothing to show yet.
    expect(await movesShown()).toEqual({})
    await server.time.advance(10_000)
    // Alice moves (her progress goes to the spectators at once), Bob does not.
    expect((await ask(a, 'race:move', { raceId, move: forA.legal[0]!, seq: 1 })).ok).toBe(true)
    await server.time.advance(6_000)
    // The delay after the start, not after the move: the boards as dealt, both seats'.
    expect(await movesShown()).toEqual({ 0: 0, 1: 0 })
    await server.time.advance(DELAY_MS + 10)
    // The delay after the move: Alice's board with it, Bob's as it is.
    expect(await movesShown()).toEqual({ 0: 1, 1: 0 })
  })

  it('sends a board held back as it was when made, to a watcher who came meanwhile', async () => {
    const { raceId, a, startedA: forA } = await delayedRace()
    // Nobody watches when Alice moves (the board is masked when it goes out, if anyone is there).
    const first = await ask(a, 'race:move', { raceId, move: forA.legal[0]!, seq: 1 })
    expect(first.ok).toBe(true)
    await server.time.advance(5_000)
    const watcher = await server.client()
    okOf(await ask(watcher, 'race:join', { raceId, as: 'spectator' }))
    const shown = next(watcher, 'race:progress', (p) => p.seat === 0 && p.progress.moves > 0)
    // Her second move comes before the first one's board goes out.
    const legal = first.ok ? first.legal : []
    expect((await ask(a, 'race:move', { raceId, move: legal[0]!, seq: 2 })).ok).toBe(true)
    await server.time.advance(DELAY_MS - 5_000 + 200)
    const progress = await shown
    // The first move's board, not the board as it is when the event goes out.
    expect(progress.progress.moves).toBe(1)
    expect(progress.view?.moves).toBe(1)
  })
})
