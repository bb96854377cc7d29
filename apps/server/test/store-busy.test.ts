// A starved Postgres (issue 45): a transition whose transaction cannot start within its wait
// is told apart from a fault. The store answers StoreBusyError with nothing written, and the
// same write goes through once a connection is free. The pool here has one connection and the
// test holds it, as a burst of moves on a node at a quarter of a core does.
import { describe, expect, it } from 'vitest'
import { openStore } from '../src/db/client.js'
import { databaseOf } from '../src/db/database.js'
import { StoreBusyError } from '../src/errors/store-busy.js'
import type { ResultRecord } from '../src/races/records.js'
import { testDatabases } from '../src/test-support/databases.js'
import { liveRaceRecord } from '../src/test-support/race-records.js'
import { openForTest } from '../src/test-support/stores.js'

const postgres = testDatabases.find((kind) => kind.name === 'postgres')

const liveRace = (id: string) => liveRaceRecord(id, { seatCount: 1 })

describe.runIf(postgres)('a starved store (postgres)', () => {
  it('answers busy with nothing written while no connection frees up, and stores once one does', async () => {
    const db = await openForTest(postgres!)
    await db.store.close()
    const store = await openStore({ databaseUrl: db.databaseUrl, dataDir: db.dataDir, poolMax: 1 })
    try {
      await store.upsertPlayer({ id: 'p-ada', name: 'Ada' })
      await store.createRace(liveRace('r-1'))
      await store.upsertSeats([
        {
          raceId: 'r-1',
          seat: 0,
          playerId: 'p-ada',
          ready: true,
          resigned: true,
          abandoned: false,
          finishedAtMs: 60_000,
        },
      ])
      const result: ResultRecord = {
        raceId: 'r-1',
        seat: 0,
        playerId: 'p-ada',
        game: 'sir-tommy',
        variant: 'standard',
        seedHash: 'hash-r-1',
        foundation: 12,
        total: 52,
        won: false,
        status: 'resigned',
        timeMs: 60_000,
        moves: 40,
        foundationAt: 50_000,
        ranked: false,
        flagged: false,
        medianMoveMs: null,
        finishedAt: new Date(),
        place: 1,
        outcome: null,
      }

      // The one connection is held by a long statement (Prisma's wait to start is 2 s).
      const prisma = databaseOf(store)!
      const holder = prisma.$transaction(async (tx) => tx.$executeRaw`select pg_sleep(4)`, {
        timeout: 10_000,
      })
      await new Promise((resolve) => setTimeout(resolve, 200))
      const busy = store.finishRace('r-1', 'finished', new Date(), [result])
      await expect(busy).rejects.toBeInstanceOf(StoreBusyError)
      await holder

      // Nothing was written: the race is still live and has no result.
      const before = await store.getRace('r-1')
      expect(before?.race.status).toBe('live')
      expect(before?.results).toEqual([])

      // The same write, tried again with the connection free, is stored once.
      await store.finishRace('r-1', 'finished', new Date(), [result])
      const after = await store.getRace('r-1')
      expect(after?.race.status).toBe('finished')
      expect(after?.results.map((r) => r.foundation)).toEqual([12])
    } finally {
      await store.close()
    }
  }, 30_000)
})
