// Where the win slipped away (issue 44): nothing while the race is live (404), then for each
// racer the move after which the deal could no longer be won, and a winning line from the
// position before it, which replays to a win in the engine.
import { applyMove, newGame, progress, type GameState } from '@patience-race/engine'
import { raceAnalysisSchema, raceSummarySchema, type MoveWire } from '@patience-race/protocol'
import { beforeEach, describe, expect, it } from 'vitest'
import { testDatabases } from '../src/test-support/databases.js'
import { play, startLiveRace } from '../src/test-support/race-setup.js'
import { until } from '../src/test-support/sockets-from.js'
import { ask } from '../src/test-support/ask.js'
import { serverOnFresh, type TestServer } from '../src/test-support/server.js'

/**
 * A Saratoga deal the solver proves winnable in about 1,100 positions, whose first move
 * tableau-2 → tableau-1 loses it (proved in about 1,000): bench/solvability/slip-deal.mjs.
 */
const SEED = 'slip-338'
const BLUNDER: MoveWire = { from: 'tableau-2', to: 'tableau-1' }

/** The position after `moves` from the deal, each accepted by the engine. */
function replay(seed: string, moves: readonly unknown[]): GameState {
  let state = newGame('saratoga', { seed })
  for (const move of moves) {
    const next = applyMove(state, move)
    if (!next.ok) throw new Error(next.error.message)
    state = next.state
  }
  return state
}

for (const database of testDatabases) {
  describe(`where the win slipped (${database.name})`, () => {
    let server: TestServer
    beforeEach(async () => {
      server = await serverOnFresh(database, { PAR_NODE_BUDGET: '50000' })
    })

    it('is 404 while the race is live, then marks the blunder and the stop, with winning lines', async () => {
      const race = await startLiveRace(server, { game: 'saratoga', seed: SEED })
      // Alice blunders at once and plays on a little (the first legal move each time), then
      // resigns; Bob resigns without a move.
      let played = 0
      const { moves } = await play(
        race.a,
        race.raceId,
        race.startedA,
        (legal) =>
          played++ === 0
            ? legal.find((m) => JSON.stringify(m) === JSON.stringify(BLUNDER))
            : legal[0],
        4,
      )
      const live = await server.get(`/api/races/${race.raceId}/analysis`)
      expect(live.status).toBe(404)
      expect(live.body).toMatchObject({ error: { code: 'NOT_FOUND' } })

      await ask(race.a, 'race:resign', { raceId: race.raceId })
      await ask(race.b, 'race:resign', { raceId: race.raceId })
      await until(
        () => server.get(`/api/races/${race.raceId}`, raceSummarySchema),
        (r) => r.body.status === 'finished',
      )
      const analysed = await until(
        () => server.get(`/api/races/${race.raceId}/analysis`, raceAnalysisSchema),
        (r) => r.body.seats.every((seat) => seat.status !== 'pending'),
      )
      const [alice, bob] = analysed.body.seats
      expect(alice).toMatchObject({
        playerId: race.alice.player.id,
        status: 'slipped',
        moveIndex: 0,
        lostBy: 1,
        proved: true,
      })
      expect(progress(replay(SEED, alice!.line!)).status).toBe('won')
      expect(moves[0]).toEqual(BLUNDER)
      // Bob stopped on the deal itself, the win still there: his slip is the resignation.
      expect(bob).toMatchObject({
        playerId: race.bob.player.id,
        status: 'slipped',
        moveIndex: 0,
        lostBy: 1,
        proved: true,
      })
      expect(progress(replay(SEED, bob!.line!)).status).toBe('won')
    })

    it('is 404 for no such race', async () => {
      const res = await server.get('/api/races/nosuchrace/analysis')
      expect(res.status).toBe(404)
    })
  })
}
