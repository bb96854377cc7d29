// Smoke test of `pnpm bench:race` with tiny numbers on PGlite (and on Postgres when
// TEST_DATABASE_URL is set, as in CI): the load generator runs the real server, drives two races
// with a watcher each, and every acknowledged move is in the database.
import { execFile } from 'node:child_process'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { describe, expect, it } from 'vitest'

const run = promisify(execFile)
const script = join(dirname(fileURLToPath(import.meta.url)), '..', 'race', 'race-load.mjs')

const databases = process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite']

describe.each(databases)('bench:race on %s', (db) => {
  it(
    'reports acked moves that all reached the database, with no errors',
    { timeout: 90_000 },
    async () => {
      const { stdout } = await run(
        process.execPath,
        [
          script,
          '--races',
          '2',
          '--watchers',
          '1',
          '--seconds',
          '2',
          '--warmup',
          '0',
          '--db',
          db,
          '--json',
        ],
        { timeout: 85_000, maxBuffer: 16 * 1024 * 1024 },
      )
      const lastLine = stdout.trim().split('\n').at(-1) ?? ''
      const report = JSON.parse(lastLine) as Record<string, unknown>
      expect(report).toMatchObject({ races: 2, watchers: 1, seconds: 2, db, errors: {} })
      expect(report.ackedMoves).toBeGreaterThan(0)
      expect(report.storedMoves).toBe(report.ackedMoves)
      expect(report.movesPerSec).toBeGreaterThan(0)
      expect(report.echoPerSec).toBeGreaterThan(0)
      expect(report.progressPerSec).toBeGreaterThan(0)
      expect(report.serverCpuMsPerMove).toBeGreaterThan(0)
      expect(report.clientCpuMsPerMove).toBeGreaterThan(0)
      // Postgres backends are separate processes and measured; PGlite runs inside the server.
      if (db === 'postgres') expect(typeof report.dbCpuMsPerMove).toBe('number')
      else expect(report.dbCpuMsPerMove).toBeNull()
    },
  )
})
