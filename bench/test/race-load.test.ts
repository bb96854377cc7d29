// Smoke test of `pnpm bench:race` with tiny numbers on PGlite (and on Postgres when
// TEST_DATABASE_URL is set, as in CI): the load generator runs the real server, drives two races
// with a watcher each, and every acknowledged move is in the database; the lanes run interleaved
// in 2 short rounds. On Postgres it also runs the peer lane (the same Sir Tommy race on
// boardgame.io with bgio-postgres). Only that each lane ran and reported its figures is checked:
// never a speed, which a loaded 2-core machine would make flaky.
import { describe, expect, it } from 'vitest'
import { benchReport } from './support/run-bench.js'

const databases = process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite']

describe.each(databases)('bench:race on %s', (db) => {
  const peer = db === 'postgres'
  it(
    `reports acked moves that all reached the database, with no errors${peer ? ', and the boardgame.io lane' : ''}`,
    { timeout: 120_000 },
    async () => {
      const report = await benchReport<Record<string, unknown>>(
        'race/race-load.mjs',
        [
          ...['--races', '2', '--watchers', '1', '--rounds', '2', '--seconds', '1'],
          ...['--warmup', '0', '--settle', '0.5', '--db', db, '--json'],
          ...(peer ? ['--game', 'sir-tommy'] : ['--no-peer']),
        ],
        { timeout: 115_000 },
      )
      expect(report).toMatchObject({ races: 2, watchers: 1, rounds: 2, seconds: 1, db, errors: {} })
      expect(report.ackedMoves).toBeGreaterThan(0)
      expect(report.storedMoves).toBe(report.ackedMoves)
      expect(report.movesPerSec).toBeGreaterThan(0)
      expect(report.echoPerSec).toBeGreaterThan(0)
      expect(report.progressPerSec).toBeGreaterThan(0)
      expect(report.serverCpuMsPerMove).toBeGreaterThan(0)
      expect(report.clientCpuMsPerMove).toBeGreaterThan(0)
      // The server's own account of the same moves, from its /metrics.
      expect(report.serverAnswerP50Ms).toBeGreaterThan(0)
      expect(report.serverAnswerP99Ms).toBeGreaterThanOrEqual(report.serverAnswerP50Ms as number)
      expect(report.movesPerWrite).toBeGreaterThanOrEqual(1)
      expect(report.writeMeanMs).toBeGreaterThan(0)
      // Postgres backends are separate processes and measured; PGlite runs inside the server.
      if (db === 'postgres') expect(typeof report.dbCpuMsPerMove).toBe('number')
      else expect(report.dbCpuMsPerMove).toBeNull()
      expectSpread(report, 'fanoutRatio')
      expect(report.fanoutEchoPerSec).toBeGreaterThan(0)
      // The move-shaped echo answers with a move's packets, the race server's sizes (±25 %).
      expectSpread(report, 'shapedRatio')
      expect(report.shapedEchoPerSec).toBeGreaterThan(0)
      expect(report.shapedCpuRatio).toBeGreaterThan(0)
      for (const [key, bytes] of [
        ['shapedAckBytes', 205],
        ['shapedOpponentEventBytes', 133],
        ['shapedWatcherEventBytes', 891],
      ] as const) {
        expect(report[key]).toBeGreaterThan(bytes * 0.75)
        expect(report[key]).toBeLessThan(bytes * 1.25)
      }
      expect(report.perRound).toHaveLength(2)
      if (peer) {
        expect(report.peerSkipped).toBeNull()
        expect(report.peerMovesPerSec).toBeGreaterThan(0)
        expect(report.peerP99Ms).toBeGreaterThan(0)
        expectSpread(report, 'peerRatio')
        expect(report.peerAckedMoves).toBeGreaterThan(0)
        expect(report.peerStoredMoves).toBeGreaterThan(0)
        expect(report.peerServerCpuMsPerMove).toBeGreaterThan(0)
        expect(report.peerDbCpuMsPerMove).toBeGreaterThan(0)
        expect(report.peerErrors).toEqual({})
      } else expect(report).not.toHaveProperty('peerMovesPerSec')
    },
  )
})

/** A per-round ratio's median, min and max: present, positive and in order. */
function expectSpread(report: Record<string, unknown>, name: string) {
  const [median, min, max] = [name, `${name}Min`, `${name}Max`].map((key) => report[key])
  expect(median).toBeGreaterThan(0)
  expect(min).toBeGreaterThan(0)
  expect(min as number).toBeLessThanOrEqual(median as number)
  expect(median as number).toBeLessThanOrEqual(max as number)
}
