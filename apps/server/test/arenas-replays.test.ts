// An arena's final table (issue 42, docs/arena.md), on PGlite and Postgres: every entrant's row
// names their own finished race of each round, whose replay stays sealed while the arena goes on
// and opens once it is over; a round whose race was aborted (nobody moved) links none; a round in
// which nobody put a card home shows best 0 beside its par.
import type { ArenaRoundEvent, SessionReply } from '@patience-race/protocol'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { isAborted } from '../src/races/lifecycle/race-lifecycle.js'
import { accountSession } from '../src/test-support/accounts.js'
import { arenaCalls } from '../src/test-support/arena-calls.js'
import { ask, next } from '../src/test-support/ask.js'
import { testDatabases } from '../src/test-support/databases.js'
import { openForTest } from '../src/test-support/stores.js'
import { serverForTest, type TestServer } from '../src/test-support/server.js'
import type { RecordingSocket } from '../src/test-support/test-socket.js'
import { FakeTime } from '../src/test-support/fake-time.js'

for (const database of testDatabases) {
  describe(`an arena's final table (${database.name})`, () => {
    let server: TestServer
    let time: FakeTime
    const { call, codeOf, create, arena, join } = arenaCalls(() => server)

    beforeEach(async () => {
      time = new FakeTime(Date.now())
      server = await serverForTest((await openForTest(database)).store, {}, time)
    })

    /** vi.waitFor, the clock running on meanwhile (to each timer up to a second ahead). */
    const waitFor: typeof vi.waitFor = (check, options) =>
      time.advanceUntil(vi.waitFor(check, options), 1000)

    /**
     * Every entrant makes one move that puts no card home (a race nobody moved in has no
     * replay), then resigns: nobody gets a card home in the round.
     */
    async function resignAll(sockets: RecordingSocket[], told: ArenaRoundEvent[]) {
      for (const [i, s] of sockets.entries()) {
        const raceId = told[i]!.raceId
        await waitFor(async () => {
          const joined = await ask(s, 'race:join', { raceId })
          const move = joined.ok
            ? joined.legal?.find((m) => !('to' in m) || !m.to.startsWith('foundation'))
            : undefined
          if (!move) throw new Error(`no move home-free yet: ${JSON.stringify(joined)}`)
          expect((await ask(s, 'race:move', { raceId, move, seq: 1 })).ok).toBe(true)
        }, 10_000)
        expect((await ask(s, 'race:resign', { raceId })).ok).toBe(true)
      }
    }

    /** A 2-round arena of 60 s rounds with these entrants, started: round 1's race of each. */
    async function startArena(players: SessionReply[]) {
      const made = await create(players[0]!.token, { rounds: 2, roundSec: 60, startsInSec: 5 })
      for (const p of players) await join(made.id, p.token)
      const sockets = await Promise.all(players.map((p) => server.client(p.token)))
      const first = sockets.map((s) => next(s, 'arena:round'))
      await time.advance(5000)
      return { made, sockets, told1: await Promise.all(first) }
    }

    it('links each entrant’s own race of each round, sealed until the end, and shows par beside a best of 0', async () => {
      const ann = await accountSession(server, 'Ann')
      const players: SessionReply[] = [ann, await server.session('Bo'), await server.session('Cy')]
      const { made, sockets, told1 } = await startArena(players)
      const second = sockets.map((s) => next(s, 'arena:round', (e) => e.round === 2))
      await resignAll(sockets, told1)
      const told2 = await Promise.all(second)

      // Round 1 is over, the arena is not: each row names its race of round 1 (round 2's has
      // no replay yet), whose replay is sealed.
      const mid = await arena(made.id)
      for (const [i, p] of players.entries()) {
        const row = mid.standings.find((s) => s.playerId === p.player.id)!
        expect(row.raceIds).toEqual([told1[i]!.raceId, null])
        expect(codeOf(await call('GET', `/api/races/${told1[i]!.raceId}/replay`))).toEqual([
          403,
          'DAILY_DEAL_SECRET',
        ])
      }

      const finished = next(sockets[0]!, 'arena:finished')
      await resignAll(sockets, told2)
      await finished
      const final = await arena(made.id)
      expect(final.status).toBe('finished')
      for (const [i, p] of players.entries())
        expect(final.standings.find((s) => s.playerId === p.player.id)?.raceIds).toEqual([
          told1[i]!.raceId,
          told2[i]!.raceId,
        ])
      for (const row of final.standings)
        for (const raceId of row.raceIds ?? []) {
          const replay = await call('GET', `/api/races/${raceId}/replay`)
          expect(replay.statusCode).toBe(200)
          expect(
            replay.json().players.map((s: { player: { id: string } }) => s.player.id),
          ).toContain(row.playerId)
        }

      // Nobody put a card home in either round: the best is 0, not missing, beside the par.
      await waitFor(
        async () => {
          const rounds = (await arena(made.id)).roundList
          expect(rounds.map((r) => [r.best, r.over])).toEqual([
            [0, true],
            [0, true],
          ])
          for (const r of rounds) expect(r.par?.cards).toBeGreaterThanOrEqual(0)
        },
        { timeout: 60_000, interval: 500 },
      )
    })

    it('links no replay for a round whose race was aborted (nobody moved), and every other one opens', async () => {
      const ann = await accountSession(server, 'Ann')
      const players: SessionReply[] = [ann, await server.session('Bo')]
      // Round 1: nobody moves; once live, its race ends aborted at the round's time, and round 2
      // starts.
      const { made, sockets, told1 } = await startArena(players)
      await waitFor(async () => {
        const joins = await Promise.all(
          sockets.map((s, i) => ask(s, 'race:join', { raceId: told1[i]!.raceId })),
        )
        expect(joins.every((j) => j.ok && j.race.startedAt)).toBe(true)
      })
      const second = sockets.map((s) => next(s, 'arena:round', (e) => e.round === 2))
      await time.advance(63_000)
      const told2 = await Promise.all(second)
      await waitFor(async () => {
        const stored = await server.store.getRace(told1[0]!.raceId)
        expect(stored && isAborted(stored.race)).toBe(true)
      })

      // Round 2 is played (one move each, then resigned): the arena is over.
      const finished = next(sockets[0]!, 'arena:finished')
      await resignAll(sockets, told2)
      const pushed = await finished
      const final = await arena(made.id)
      expect(final.status).toBe('finished')
      for (const [i, p] of players.entries()) {
        const expected = [null, told2[i]!.raceId]
        expect(final.standings.find((s) => s.playerId === p.player.id)?.raceIds).toEqual(expected)
        expect(pushed.standings.find((s) => s.playerId === p.player.id)?.raceIds).toEqual(expected)
        expect((await call('GET', `/api/races/${told2[i]!.raceId}/replay`)).statusCode).toBe(200)
      }
      // The rounds' replays by group: none for round 1's aborted race, round 2's race linked.
      expect(final.roundList.map((r) => r.raceIds)).toEqual([[], [told2[0]!.raceId]])
      // Nobody finished round 1's race, yet the final table still comes to show its par.
      await waitFor(
        async () => {
          const rounds = (await arena(made.id)).roundList
          for (const r of rounds) expect(r.par?.cards).toBeGreaterThanOrEqual(0)
        },
        { timeout: 60_000, interval: 500 },
      )
    })
  })
}
