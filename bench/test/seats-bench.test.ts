// Smoke test of `pnpm bench:seats` with tiny numbers on PGlite: one race of 8 and four races of
// 2 play the same moves on the real server, and each layout reports its figures. No speed is
// checked (a loaded 2-core machine would make that flaky); what each racer is sent is exact.
import { execFile } from 'node:child_process'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { expect, it } from 'vitest'

const run = promisify(execFile)
const script = join(dirname(fileURLToPath(import.meta.url)), '..', 'race', 'seats-bench.mjs')

it(
  'bench:seats plays the same moves in both layouts and reports CPU and traffic a move',
  { timeout: 120_000 },
  async () => {
    const { stdout } = await run(
      process.execPath,
      [script, '--rounds', '1', '--moves', '5', '--json'],
      { timeout: 115_000, maxBuffer: 16 * 1024 * 1024 },
    )
    const report = JSON.parse(stdout) as {
      summary: Array<{
        layout: string
        movesPerRound: number
        cpuMsPerMove: number
        eventsPerMove: number
      }>
      cpuRatios: number[]
    }
    const [eight, twos] = report.summary
    expect(eight).toMatchObject({ layout: '1 race of 8', movesPerRound: 40 })
    expect(twos).toMatchObject({ layout: '4 races of 2', movesPerRound: 40 })
    // Every move is told to each other racer of its race: 7 of them in a race of 8, 1 in a race of 2.
    expect(eight!.eventsPerMove).toBe(7)
    expect(twos!.eventsPerMove).toBe(1)
    expect(eight!.cpuMsPerMove).toBeGreaterThan(0)
    expect(report.cpuRatios).toHaveLength(1)
  },
)
