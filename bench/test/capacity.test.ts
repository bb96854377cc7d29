// Smoke test of `pnpm bench:capacity` with tiny numbers on PGlite: every racer and watcher stays
// connected at each step, then every race goes live and its racers' moves are acknowledged, and
// the memory a connection and a live race takes is reported. No figure is checked against a
// target (RSS on a shared machine says little at this size); that is bench/README.md's job.
import { execFile } from 'node:child_process'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { expect, it } from 'vitest'

const run = promisify(execFile)
const script = join(dirname(fileURLToPath(import.meta.url)), '..', 'capacity', 'capacity.mjs')

it(
  'bench:capacity holds every socket and reports the memory a connection and a live race take',
  { timeout: 120_000 },
  async () => {
    const { stdout } = await run(
      process.execPath,
      [script, '--racers', '8', '--watchers', '2', '--steps', '2', '--workers', '1'].concat([
        '--settle-seconds',
        '0',
        '--live-moves',
        '3',
        '--json',
      ]),
      { timeout: 115_000, maxBuffer: 16 * 1024 * 1024 },
    )
    const report = JSON.parse(stdout.trim().split('\n').at(-1)!) as {
      steps: Array<{ racers: number; watchers: number; connected: number; perConnectionKB: number }>
      live: { races: number; acked: number; perLiveRaceKB: number; errors: object }
    }
    expect(report.steps.map((step) => [step.racers, step.watchers, step.connected])).toEqual([
      [4, 1, 5],
      [8, 2, 10],
    ])
    expect(report.steps.every((step) => Number.isFinite(step.perConnectionKB))).toBe(true)
    // 4 races, 2 racers each, 3 moves a racer (every deal has more than 3 moves in a row).
    expect(report.live).toMatchObject({ races: 4, acked: 24, errors: {} })
    expect(Number.isFinite(report.live.perLiveRaceKB)).toBe(true)
  },
)
