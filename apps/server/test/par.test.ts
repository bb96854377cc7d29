// Solver par in the product: unknown during the race, then on the summary, the replay and the
// player page once the pool has solved the deal; the line replays to the count in the engine;
// races are served while the pool is solving.
import { applyMove, newGame, progress, type GameState } from '@patience-race/engine'
import { playerStatsSchema, raceSummarySchema, replaySchema } from '@patience-race/protocol'
import { beforeEach, describe, expect, it } from 'vitest'
import { testDatabases } from '../src/test-support/databases.js'
import { play, startLiveRace } from '../src/test-support/race-setup.js'
import { until } from '../src/test-support/sockets-from.js'
import { ask } from '../src/test-support/ask.js'
import { serverOnFresh, type TestServer } from '../src/test-support/server.js'

/** A Saratoga deal whose par the solver proves in a few hundred positions (5 of 52). */
const QUICK_SEED = 'd'
/** A Sir Tommy deal the solver cannot settle within millions of positions. */
const HARD_SEED = 'b'

async function finish(server: TestServer, body: Record<string, unknown>) {
  const race = await startLiveRace(server, body)
  await play(race.a, race.raceId, race.startedA, (legal) => legal[0], 3)
  await ask(race.a, 'race:resign', { raceId: race.raceId })
  await ask(race.b, 'race:resign', { raceId: race.raceId })
  await until(
    () => server.get(`/api/races/${race.raceId}`, raceSummarySchema),
    (r) => r.body.status === 'finished',
  )
  return race
}

const solvesRunning = async (server: TestServer) => {
  const res = await server.app.inject({ method: 'GET', url: '/metrics' })
  return Number(/^par_solves_running (\d+)$/m.exec(res.body)?.[1] ?? NaN)
}

for (const database of testDatabases) {
  describe(`solver par (${database.name})`, () => {
    let server: TestServer
    /** Each test's server, on a fresh database, with a solver budget of `nodes` positions. */
    const withBudget = (nodes: number) =>
      beforeEach(async () => {
        server = await serverOnFresh(database, { PAR_NODE_BUDGET: String(nodes) })
      })

    describe('with a budget that settles the deal', () => {
      withBudget(200_000)

      it('is absent while the race is live, then the summary, replay and player page carry it', async () => {
        const race = await startLiveRace(server, { game: 'saratoga', seed: QUICK_SEED })
        const live = await server.get(`/api/races/${race.raceId}`, raceSummarySchema)
        expect(live.body.status).toBe('live')
        expect(live.body.par).toBeUndefined()
        expect(await solvesRunning(server)).toBe(0)
        await play(race.a, race.raceId, race.startedA, (legal) => legal[0], 3)
        await ask(race.a, 'race:resign', { raceId: race.raceId })
        await ask(race.b, 'race:resign', { raceId: race.raceId })

        // The finish alone starts the solve: nobody has asked for the race since.
        const deal = { game: 'saratoga' as const, variant: 'standard', seed: QUICK_SEED }
        await until(
          () => server.store.findPar(deal),
          (stored) => stored !== null,
        )
        const summary = await until(
          () => server.get(`/api/races/${race.raceId}`, raceSummarySchema),
          (r) => r.body.par !== undefined,
        )
        expect(summary.body.par).toEqual({
          cards: 5,
          total: 52,
          moves: expect.any(Number),
          proved: true,
        })

        const replay = (await server.get(`/api/races/${race.raceId}/replay`, replaySchema)).body
        expect(replay.par).toMatchObject(summary.body.par!)
        expect(replay.par!.line).toHaveLength(summary.body.par!.moves)
        let state: GameState = newGame('saratoga', { seed: replay.seed }, replay.variant)
        for (const move of replay.par!.line) {
          const next = applyMove(state, move)
          expect(next.ok).toBe(true)
          if (next.ok) state = next.state
        }
        expect(progress(state).foundation).toBe(5)

        const stats = await server.get(`/api/players/${race.alice.player.id}`, playerStatsSchema)
        expect(stats.body.recent[0]!.par).toEqual(summary.body.par)
      })
    })

    describe('with a budget the deal does not exhaust', () => {
      withBudget(2_000_000_000)

      it('moves of another race are acknowledged while the pool is solving', async () => {
        const finished = await finish(server, { game: 'sir-tommy', seed: HARD_SEED })
        await until(
          () => solvesRunning(server),
          (n) => n === 1,
        )
        const other = await startLiveRace(server, { game: 'sir-tommy' })
        const { moves } = await play(other.a, other.raceId, other.startedA, (legal) => legal[0], 20)
        expect(moves.length).toBeGreaterThan(0)
        expect(await solvesRunning(server)).toBe(1)
        const summary = await server.get(`/api/races/${finished.raceId}`, raceSummarySchema)
        expect(summary.body.par).toBeUndefined()
      })
    })
  })
}
