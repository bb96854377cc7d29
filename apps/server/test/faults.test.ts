// The store fails at each transition of a race (ready, the countdown's end, moves, a seat
// finishing, the race finishing): nothing a client was told may differ from what is stored,
// the race ends exactly once with its results stored before anyone learns the seed, and the
// clients converge once the store is back. On Postgres the outage is also a real one: the
// database refuses new connections and its backends are terminated.
import { raceSummarySchema, type MoveWire, type RaceFinishedEvent } from '@patience-race/protocol'
import pg from 'pg'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { StoreBusyError } from '../src/errors/store-busy.js'
import type { RaceStore } from '../src/races/ports.js'
import { testDatabases, type TestDatabase } from '../src/test-support/databases.js'
import { faulty, type FaultyStore } from '../src/test-support/faulty-store.js'
import { racerStart, runCountdown, startLiveRace } from '../src/test-support/race-setup.js'
import { ask, next } from '../src/test-support/ask.js'
import { errorOf, okOf } from '../src/test-support/replies.js'
import { serverForTest, type TestServer } from '../src/test-support/server.js'
import type { TestSocket } from '../src/test-support/test-socket.js'
import { openForTest, testStores, type TestStore } from '../src/test-support/stores.js'
import { FakeTime } from '../src/test-support/fake-time.js'

interface Ack {
  seat: number
  seq: number
  move: unknown
}

/**
 * Moves through the socket, remembering every move the server acknowledged; the clock runs
 * through the write's retries meanwhile.
 */
function mover(time: FakeTime, acks: Ack[], raceId: string, seat: number, socket: TestSocket) {
  return async (move: MoveWire, seq: number) => {
    const reply = await time.advanceUntil(ask(socket, 'race:move', { raceId, move, seq }))
    if (reply.ok) acks.push({ seat, seq, move })
    return reply
  }
}

async function storedMoves(store: RaceStore, raceId: string): Promise<Ack[]> {
  const stored = await store.getRace(raceId)
  return stored!.moves.map((m) => ({ seat: m.seat, seq: m.seq, move: m.move }))
}

/** Every acknowledged move is stored, and nothing else is. */
function expectSameMoves(stored: Ack[], acks: Ack[]): void {
  const key = (a: Ack) => `${a.seat}:${a.seq}`
  const byKey = (list: Ack[]) => [...list].sort((x, y) => x.seat - y.seat || x.seq - y.seq)
  const unique = new Map(acks.map((a) => [key(a), a]))
  expect(byKey(stored)).toEqual(byKey([...unique.values()]))
}

/** Collects a socket's race:finished events. */
function finishedEvents(socket: TestSocket): RaceFinishedEvent[] {
  const seen: RaceFinishedEvent[] = []
  socket.on('race:finished', (payload) => seen.push(payload))
  return seen
}

/** The summary's view of a race, as a client reads it. */
async function summaryOf(server: TestServer, raceId: string) {
  return (await server.get(`/api/races/${raceId}`, raceSummarySchema)).body
}

/** The `status` a store write sets, if it sets one. */
function statusSet(patch: unknown): unknown {
  return typeof patch === 'object' && patch !== null && 'status' in patch ? patch.status : undefined
}

for (const kind of testStores) {
  describe(`store failures at each transition (${kind.name})`, () => {
    let db: TestStore
    let faults: FaultyStore
    let server: TestServer | undefined
    let time: FakeTime

    beforeEach(async () => {
      db = await openForTest(kind)
      faults = faulty(db.store)
      time = new FakeTime(Date.now())
    })

    it('a busy store: ready goes through once the store frees up within its tries, else BUSY with nothing changed', async () => {
      server = await serverForTest(faults.store, {}, time)
      const alice = await server.session('Alice')
      const bob = await server.session('Bob')
      const { raceId } = await server.createRace(alice.token, { game: 'sir-tommy' })
      const a = await server.client(alice.token)
      const b = await server.client(bob.token)
      expect((await ask(a, 'race:join', { raceId })).ok).toBe(true)
      expect((await ask(b, 'race:join', { raceId })).ok).toBe(true)
      const busy = () => new StoreBusyError(new Error('unable to start a transaction in time'))
      const writes = new Set<string>(['upsertSeat', 'upsertSeats', 'updateRace'])

      // Busy for the first two tries: Alice is never told, and she is ready.
      let refusals = 2
      faults.failWhen((call) => writes.has(call.method) && refusals-- > 0, busy)
      expect((await time.advanceUntil(ask(a, 'race:ready', { raceId }))).ok).toBe(true)
      expect((await summaryOf(server, raceId)).players[0]?.ready).toBe(true)
      expect(faults.refused.length).toBe(2)

      // Busy for longer than her tries: BUSY (not INTERNAL), and Bob is ready nowhere.
      faults.failWhen((call) => writes.has(call.method), busy)
      expect(errorOf(await time.advanceUntil(ask(b, 'race:ready', { raceId }))).code).toBe('BUSY')
      expect((await db.store.getRace(raceId))!.seats.map((s) => s.ready)).toEqual([true, false])
      expect((await summaryOf(server, raceId)).players[1]?.ready).toBe(false)
      expect((await summaryOf(server, raceId)).status).toBe('waiting')

      // Asked again once the store is free: the race counts down (and goes live).
      faults.heal()
      expect((await ask(b, 'race:ready', { raceId })).ok).toBe(true)
      await expect
        .poll(async () => (await summaryOf(server!, raceId)).status)
        .toMatch(/^(countdown|live)$/)
    })

    it('ready and the countdown end: nothing changes until stored; nobody moves before `live` is', async () => {
      server = await serverForTest(faults.store, {}, time)
      const alice = await server.session('Alice')
      const bob = await server.session('Bob')
      const { raceId } = await server.createRace(alice.token, { game: 'sir-tommy' })
      const a = await server.client(alice.token)
      const b = await server.client(bob.token)
      expect((await ask(a, 'race:join', { raceId })).ok).toBe(true)
      expect((await ask(b, 'race:join', { raceId })).ok).toBe(true)

      // Down while Alice readies: she is told, and she is not ready anywhere.
      faults.breakWrites()
      expect(errorOf(await time.advanceUntil(ask(a, 'race:ready', { raceId }))).code).toBe(
        'INTERNAL',
      )
      const seats = (await db.store.getRace(raceId))!.seats
      expect(seats.map((s) => s.ready)).toEqual([false, false])
      expect((await summaryOf(server, raceId)).players[0]?.ready).toBe(false)
      faults.heal()

      // Down only for the write that starts the race: it stays in countdown, nobody moves.
      faults.failWhen((call) => call.method === 'updateRace' && statusSet(call.args[1]) === 'live')
      const startedA = next(a, 'race:started').then(racerStart)
      const startedB = next(b, 'race:started').then(racerStart)
      expect((await ask(a, 'race:ready', { raceId })).ok).toBe(true)
      expect((await ask(b, 'race:ready', { raceId })).ok).toBe(true)
      await runCountdown(server, a, raceId)
      // The write that starts the race is retried with backoff (100, 200 ms …).
      await time.advance(400)
      expect(faults.refused.length).toBeGreaterThan(1)
      expect(a.received.some((r) => r.event === 'race:started')).toBe(false)
      expect((await db.store.getRace(raceId))!.race.status).toBe('countdown')
      expect((await summaryOf(server, raceId)).status).toBe('countdown')
      const early = await ask(a, 'race:move', { raceId, move: { action: 'turn' }, seq: 1 })
      expect(errorOf(early).code).toBe('NOT_STARTED')
      // Rejoining does not deal a board either.
      const rejoin = await ask(a, 'race:join', { raceId })
      expect(okOf(rejoin).view).toBeUndefined()

      faults.heal()
      const [sa, sb] = await time.advanceUntil(Promise.all([startedA, startedB]))
      expect((await db.store.getRace(raceId))!.race.status).toBe('live')
      const acks: Ack[] = []
      const moveA = mover(time, acks, raceId, 0, a)
      const moveB = mover(time, acks, raceId, 1, b)
      expect((await moveA(sa.legal[0]!, 1)).ok).toBe(true)
      expect((await moveB(sb.legal[0]!, 1)).ok).toBe(true)

      await server.close()
      server = undefined
      expectSameMoves(await storedMoves(await db.reopen(), raceId), acks)
    })

    it('moves and a seat finishing: failed writes are refused, resent moves are acked once stored', async () => {
      server = await serverForTest(faults.store, {}, time)
      const race = await startLiveRace(server, { game: 'sir-tommy' })
      const { raceId } = race
      const acks: Ack[] = []
      const moveA = mover(time, acks, raceId, 0, race.a)
      const r1 = await moveA(race.startedA.legal[0]!, 1)
      const r2 = await moveA(okOf(r1).legal[0]!, 2)
      expect([r1.ok, r2.ok]).toEqual([true, true])
      const [one, two] = [okOf(r1), okOf(r2)]

      faults.breakWrites()
      const failed = await moveA(two.legal[0]!, 3)
      expect(errorOf(failed).code).toBe('INTERNAL')
      // A resend of a stored seq is answered at once from the stored state.
      const again = await ask(race.a, 'race:move', { raceId, move: one.legal[0]!, seq: 2 })
      expect(again).toMatchObject({ ok: true, seq: 2, view: two.view })
      // Bob resigns while the store is down: refused, and he is still playing everywhere.
      expect(errorOf(await time.advanceUntil(ask(race.b, 'race:resign', { raceId }))).code).toBe(
        'INTERNAL',
      )
      const during = await summaryOf(server, raceId)
      expect(during.players[1]?.status).toBe('playing')
      expect((await db.store.getRace(raceId))!.seats[1]!.resigned).toBe(false)

      faults.heal()
      const resent = await moveA(two.legal[0]!, 3)
      expect(resent).toMatchObject({ ok: true, seq: 3 })
      expect((await ask(race.b, 'race:resign', { raceId })).ok).toBe(true)
      expect((await db.store.getRace(raceId))!.seats[1]!.resigned).toBe(true)

      // Clients converge: a rejoin shows exactly the last acknowledged board.
      const rejoin = await ask(race.a, 'race:join', { raceId })
      const three = okOf(resent)
      expect(rejoin).toMatchObject({ seq: 3, view: three.view, legal: three.legal })

      await server.close()
      server = undefined
      expectSameMoves(await storedMoves(await db.reopen(), raceId), acks)
    })

    it('the race finishing: results are stored before race:finished and before the seed shows, exactly once', async () => {
      server = await serverForTest(faults.store, {}, time)
      const race = await startLiveRace(server, { game: 'sir-tommy', timeLimitSec: 60 })
      const { raceId } = race
      const acks: Ack[] = []
      const moveA = mover(time, acks, raceId, 0, race.a)
      const r1 = await moveA(race.startedA.legal[0]!, 1)
      expect(r1.ok).toBe(true)
      const seenA = finishedEvents(race.a)
      const seenB = finishedEvents(race.b)
      const seenS = finishedEvents(race.spectator)

      faults.failWhen((call) => call.method === 'finishRace')
      await time.advance(61_000)
      // Storing the results is retried with backoff (100, 200 ms …).
      await time.advance(400)
      expect(faults.refused.length).toBeGreaterThan(1)
      expect([seenA.length, seenB.length, seenS.length]).toEqual([0, 0, 0])
      const summary = await summaryOf(server, raceId)
      expect(summary.status).toBe('live')
      expect(summary.seed).toBeUndefined()
      expect((await server.get(`/api/races/${raceId}/replay`)).status).toBe(409)
      expect(JSON.stringify(race.a.received)).not.toContain('"seed"')
      // Time is up: no move is taken while the results wait to be stored.
      expect(errorOf(await moveA(okOf(r1).legal[0]!, 2)).code).toBe('FINISHED')
      expect(errorOf(await ask(race.b, 'race:rematch', { raceId })).code).toBe('NOT_FINISHED')

      faults.heal()
      const finished = await time.advanceUntil(next(race.b, 'race:finished'))
      const stored = await db.store.getRace(raceId)
      expect(stored!.race.status).toBe('finished')
      expect(stored!.results.map((r) => r.moves)).toEqual(finished.results.map((r) => r.moves))
      expect(finished.seed).toBe(stored!.race.seed)
      // A while on: nobody is told twice.
      await time.advance(300)
      expect([seenA.length, seenB.length, seenS.length]).toEqual([1, 1, 1])
      expect((await summaryOf(server, raceId)).seed).toBe(stored!.race.seed)

      await server.close()
      server = undefined
      const reopened = await db.reopen()
      expectSameMoves(await storedMoves(reopened, raceId), acks)
      // A restart does not un-end it.
      server = await serverForTest(reopened, {}, time)
      expect((await summaryOf(server, raceId)).status).toBe('finished')
    })
  })
}

if (process.env.TEST_DATABASE_URL) {
  const postgres = testDatabases.find((kind) => kind.name === 'postgres')!
  describe('a real Postgres outage (connections refused, backends terminated)', () => {
    let db: TestDatabase
    let server: TestServer | undefined
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL })

    beforeEach(async () => {
      db = await openForTest(postgres)
      await admin.connect()
    })
    afterEach(async () => {
      await admin.end()
    })

    it('moves and the finish during the outage: acks equal what is stored, one race:finished after it', async () => {
      const time = new FakeTime(Date.now())
      server = await serverForTest(db.store, {}, time)
      const race = await startLiveRace(server, { game: 'sir-tommy', timeLimitSec: 60 })
      const { raceId } = race
      const name = (await admin.query<{ name: string }>('SELECT current_database() AS name'))
        .rows[0]?.name
      const stored0 = await db.store.getRace(raceId)
      expect(stored0).not.toBeNull()
      const database = new URL(db.databaseUrl!).pathname.slice(1)
      expect(database).not.toBe(name)

      const acks: Ack[] = []
      const moveA = mover(time, acks, raceId, 0, race.a)
      const moveB = mover(time, acks, raceId, 1, race.b)
      const a = await moveA(race.startedA.legal[0]!, 1)
      let b = await moveB(race.startedB.legal[0]!, 1)
      expect([a.ok, b.ok]).toEqual([true, true])

      await admin.query(`ALTER DATABASE ${database} WITH ALLOW_CONNECTIONS false`)
      await admin.query(
        `SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1`,
        [database],
      )
      // Keep moving through the outage: whatever is acknowledged must be stored.
      let seqA = 2
      let legalA = okOf(a).legal
      for (let i = 0; i < 5; i++) {
        const reply = await moveA(legalA[0]!, seqA)
        if (reply.ok) {
          legalA = reply.legal
          seqA++
        }
      }
      const seenB = finishedEvents(race.b)
      await time.advance(61_000)
      // Storing the results is retried with backoff meanwhile.
      await time.advance(300)
      expect(seenB).toHaveLength(0)
      expect((await summaryOf(server, raceId)).seed).toBeUndefined()
      expect((await server.get('/api/health/ready')).status).toBe(503)
      expect((await server.get('/api/health/live')).status).toBe(200)

      await admin.query(`ALTER DATABASE ${database} WITH ALLOW_CONNECTIONS true`)
      const finished = await time.advanceUntil(next(race.b, 'race:finished'))
      expect(finished.seed).toBeDefined()
      // A while on: nobody is told twice.
      await time.advance(300)
      expect(seenB).toHaveLength(1)
      expect((await server.get('/api/health/ready')).status).toBe(200)
      b = await ask(race.b, 'race:move', { raceId, move: okOf(b).legal[0]!, seq: 2 })
      expect(b.ok).toBe(false)

      await server.close()
      server = undefined
      expectSameMoves(await storedMoves(await db.reopen(), raceId), acks)
    })
  })
}
