// An arena group whose seat write is fenced by a claim (issue 42, docs/arena.md "A group's race
// claimed before it started"): two nodes in this process on one Postgres and Redis, on one fake
// clock. Node 1 deals the round's one group; between its race row and its seat write, node 1
// misses its lease and node 2 claims the race (a watcher's join there), so node 1's seat write
// is fenced and node 1 drops the race. Node 2 now holds the group's race without seats: it seats
// the plan's entrants, the race goes live within the round, and each entrant hears
// `arena:round` with the plan's race id, also on a socket opened later.
import type { ArenaRoundEvent, SessionReply } from '@patience-race/protocol'
import pg from 'pg'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { openStore } from '../src/db/client.js'
import type { RaceStore } from '../src/races/ports.js'
import { accountSession } from '../src/test-support/accounts.js'
import { arenaCalls } from '../src/test-support/arena-calls.js'
import { ask, next } from '../src/test-support/ask.js'
import { testPostgres } from '../src/test-support/databases.js'
import { FakeTime } from '../src/test-support/fake-time.js'
import { openForTest } from '../src/test-support/stores.js'
import { TEST_REDIS_URL } from '../src/test-support/test-redis.js'
import { startServer, type TestServer } from '../src/test-support/server.js'
import { openRecording, type RecordingSocket } from '../src/test-support/test-socket.js'

const ROUND_SEC = 60
const SECRET = 'cluster-test-secret-cluster-test-secret'

/** A node of the cluster in this process; its lease never runs out in real time. */
function nodeEnv(id: string, databaseUrl: string): Record<string, string> {
  return {
    DATABASE_URL: databaseUrl,
    REDIS_URL: TEST_REDIS_URL,
    SESSION_SECRET: SECRET,
    DAILY_SECRET: `${SECRET}-daily`,
    NODE_ID: id,
    PUBLIC_URL: `http://127.0.0.1:1/n/${id}`,
    OWNER_LEASE_MS: String(3_600_000),
  }
}

/** `store` with a hook run before its first seat write of an arena race (then as it was). */
function withSeatHook(store: RaceStore, hook: (raceId: string) => Promise<void>): RaceStore {
  let armed = true
  return new Proxy(store, {
    get(target, property, receiver) {
      const value = Reflect.get(target, property, receiver) as unknown
      if (property !== 'upsertSeats' || typeof value !== 'function') return value
      return async (...args: Parameters<RaceStore['upsertSeats']>) => {
        const raceId = args[0][0]?.raceId
        if (armed && raceId) {
          armed = false
          await hook(raceId)
        }
        return (value as RaceStore['upsertSeats']).apply(target, args)
      }
    },
  })
}

describe.skipIf(!testPostgres)('an arena group whose seat write is fenced by a claim', () => {
  const closing: Array<() => Promise<void>> = []
  afterEach(async () => {
    for (const close of closing.splice(0).reverse()) await close()
  })

  it(
    'is seated from the plan by the node that claimed it, goes live and its entrants are told',
    { timeout: 120_000 },
    async () => {
      const db = await openForTest(testPostgres!)
      const url = db.databaseUrl!
      const admin = new pg.Pool({ connectionString: url, max: 2 })
      closing.push(() => admin.end())
      const time = new FakeTime(Date.now())
      const sockets: RecordingSocket[] = []
      closing.push(async () => {
        for (const s of sockets) s.disconnect()
      })
      const open = (server: TestServer, id: string, token: string) =>
        openRecording(server.url, { token, path: `/n/${id}/socket.io/` }).then((s) => {
          sockets.push(s)
          return s
        })

      let claimedOn2: Promise<unknown> | null = null
      let n2: TestServer | null = null
      let watcherOn2: RecordingSocket | null = null
      // Node 1 misses its lease between its race row and its seat write: node 2 claims the race
      // (a join there of a race whose owner looks dead), then node 1 beats again.
      const hook = async (raceId: string) => {
        await admin.query(
          `UPDATE nodes SET heartbeat_at = now() - interval '1 day' WHERE id = 'node-1'`,
        )
        claimedOn2 = ask(watcherOn2!, 'race:join', { raceId, as: 'spectator' })
        await claimedOn2
        await admin.query(`UPDATE nodes SET heartbeat_at = now() WHERE id = 'node-1'`)
      }
      const n1 = await startServer(withSeatHook(db.store, hook), nodeEnv('node-1', url), time)
      closing.push(() => n1.close())
      const store2 = await openStore({ databaseUrl: url, dataDir: '/nonexistent' })
      closing.push(() => store2.close())
      n2 = await startServer(store2, nodeEnv('node-2', url), time)
      closing.push(() => n2!.close())

      const { call, create } = arenaCalls(() => n1)
      const ann = await accountSession(n1, 'Ann')
      const made = await create(ann.token, { rounds: 1, roundSec: ROUND_SEC, startsInSec: 5 })
      const players: SessionReply[] = [ann, await n1.session('Bo'), await n1.session('Cy')]
      for (const p of players)
        expect((await call('POST', `/api/arenas/${made.id}/join`, p.token)).statusCode).toBe(200)
      watcherOn2 = await open(n2, 'node-2', (await n2.session('Watcher')).token)
      // The entrants' tabs are on node 1, so node 1 deals their group.
      const tabs = await Promise.all(players.map((p) => open(n1, 'node-1', p.token)))
      const told = Promise.all(
        tabs.map((s) => next(s, 'arena:round', (e) => e.arenaId === made.id, 30_000)),
      )

      // The round starts; node 1 stores the group's race and is fenced at its seat write.
      await time.advance(5000)
      const seated = async () => {
        const { rows } = await admin.query<{ n: number }>(
          'SELECT count(*)::int AS n FROM seats s JOIN races r ON r.id = s.race_id WHERE r.arena_id = $1',
          [made.id],
        )
        return rows[0]!.n
      }
      // Node 2 seats the race at its claim, with no clock moving meanwhile: before the round's
      // deal deadline, since nobody else can seat it now.
      await vi.waitFor(async () => expect(await seated()).toBe(players.length), {
        timeout: 15_000,
        interval: 50,
      })
      expect(claimedOn2).not.toBeNull()
      const rounds: ArenaRoundEvent[] = await time.advanceUntil(told, 1000)
      const { rows: races } = await admin.query<{
        id: string
        status: string
        owner_node: string
      }>(`SELECT id, status, owner_node FROM races WHERE arena_id = $1`, [made.id])
      // One race for the group, run by the node that claimed it; nothing dealt twice.
      expect(races).toHaveLength(1)
      const race = races[0]!
      expect(race.owner_node).toBe('node-2')
      expect(rounds.map((r) => r.raceId)).toEqual(players.map(() => race.id))
      // Seated with the plan's entrants.
      const { rows: seats } = await admin.query<{ player_id: string }>(
        'SELECT player_id FROM seats WHERE race_id = $1 ORDER BY seat',
        [race.id],
      )
      expect(seats.map((s) => s.player_id).sort()).toEqual(players.map((p) => p.player.id).sort())
      // Live before the round's deadline.
      const endsAt = Date.parse(rounds[0]!.endsAt)
      await time.advanceUntil(
        (async () => {
          for (;;) {
            const { rows } = await admin.query<{ status: string }>(
              'SELECT status FROM races WHERE id = $1',
              [race.id],
            )
            if (rows[0]?.status === 'live') return
            await new Promise((r) => setTimeout(r, 20))
          }
        })(),
        1000,
      )
      expect(time.now()).toBeLessThan(endsAt)
      // A tab opened later (a reconnect), on either node, hears the same race.
      for (const [server, id] of [
        [n1, 'node-1'],
        [n2, 'node-2'],
      ] as const)
        await vi.waitFor(
          async () => {
            const tab = await open(server, id, players[1]!.token)
            await new Promise((r) => setTimeout(r, 100))
            tab.disconnect()
            const heard = tab.received.flatMap((r) =>
              r.event === 'arena:round' ? [r.payload] : [],
            )
            expect(heard.map((r) => r.raceId)).toEqual([race.id])
          },
          { timeout: 10_000, interval: 100 },
        )
    },
  )
})
