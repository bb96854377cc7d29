// Smoke test of `pnpm bench:capacity` with tiny numbers on PGlite: every racer and watcher stays
// connected at each step, then every race goes live and its racers' moves are acknowledged, and
// the memory a connection and a live race takes is reported. No figure is checked against a
// target (RSS on a shared machine says little at this size); that is bench/README.md's job.
import { expect, it } from 'vitest'
import { benchReport } from './support/run-bench.js'

it(
  'bench:capacity holds every socket and reports the memory a connection and a live race take',
  { timeout: 120_000 },
  async () => {
    const report = await benchReport<{
      steps: Array<{ racers: number; watchers: number; connected: number; perConnectionKB: number }>
      live: { races: number; acked: number; perLiveRaceKB: number; errors: object }
    }>(
      'capacity/capacity.mjs',
      ['--racers', '8', '--watchers', '2', '--steps', '2', '--workers', '1', '--json'].concat([
        '--settle-seconds',
        '0',
        '--live-moves',
        '3',
      ]),
      { timeout: 115_000 },
    )
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
