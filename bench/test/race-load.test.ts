// Smoke test of `pnpm bench:race` with tiny numbers on PGlite: the load generator runs the real
// server, drives two races with a watcher each, and every acknowledged move is in the database.
import { execFile } from 'node:child_process'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { describe, expect, it } from 'vitest'

const run = promisify(execFile)
const script = join(dirname(fileURLToPath(import.meta.url)), '..', 'race', 'race-load.mjs')

describe('bench:race', () => {
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
          'pglite',
          '--json',
        ],
        { timeout: 85_000, maxBuffer: 16 * 1024 * 1024 },
      )
      const lastLine = stdout.trim().split('\n').at(-1) ?? ''
      const report = JSON.parse(lastLine) as Record<string, unknown>
      expect(report).toMatchObject({ races: 2, watchers: 1, seconds: 2, errors: {} })
      expect(report.ackedMoves).toBeGreaterThan(0)
      expect(report.storedMoves).toBe(report.ackedMoves)
      expect(report.movesPerSec).toBeGreaterThan(0)
      expect(report.echoPerSec).toBeGreaterThan(0)
      expect(report.progressPerSec).toBeGreaterThan(0)
    },
  )
})
