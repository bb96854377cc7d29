// Smoke test of the stall recorder: the server under bench:race, preloaded with
// race/loop-stalls.mjs, writes its second-by-second record on SIGTERM, and loop-stalls-top.mjs
// sums it. Only that the figures are there is checked, never their size.
import { execFile } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { afterEach, expect, it } from 'vitest'

const run = promisify(execFile)
const race = join(dirname(fileURLToPath(import.meta.url)), '..', 'race')
const folder = mkdtempSync(join(tmpdir(), 'loop-stalls-'))
afterEach(() => rmSync(folder, { recursive: true, force: true }))

it(
  'records the server loop delay and GC pauses per second, and sums them',
  { timeout: 120_000 },
  async () => {
    const file = join(folder, 'stalls.json')
    await run(
      process.execPath,
      [
        join(race, 'race-load.mjs'),
        ...['--races', '2', '--watchers', '1', '--rounds', '1', '--seconds', '2'],
        ...['--warmup', '0', '--no-echo', '--no-fanout', '--no-shaped', '--no-peer', '--json'],
        '--server-node-options=--import=./bench/race/loop-stalls.mjs',
      ],
      { timeout: 115_000, env: { ...process.env, LOOP_STALLS: file } },
    )
    const { stdout } = await run(process.execPath, [
      join(race, 'loop-stalls-top.mjs'),
      file,
      '--from',
      '0',
    ])
    const summary = JSON.parse(stdout) as {
      seconds: number
      loopDelay: { worstMaxMs: number }
      minorGc: { pausesPerSec: number; longestMs: number }
      heapUsedMb: { max: number }
    }
    expect(summary.seconds).toBeGreaterThan(1)
    expect(summary.loopDelay.worstMaxMs).toBeGreaterThan(0)
    expect(summary.minorGc).toMatchObject({
      pausesPerSec: expect.any(Number),
      longestMs: expect.any(Number),
    })
    expect(summary.heapUsedMb.max).toBeGreaterThan(0)
  },
)
