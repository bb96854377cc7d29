// Smoke test of `pnpm bench:seats` with tiny numbers on PGlite: one race of 8 and four races of
// 2 play the same moves on the real server, and each layout reports its figures. No speed is
// checked (a loaded 2-core machine would make that flaky), nor how many batches a race of 8's
// moves made (that depends on their pace); every racer must end on every other's last move.
import { expect, it } from 'vitest'
import { benchReport } from './support/run-bench.js'

it(
  'bench:seats plays the same moves in both layouts and reports CPU and traffic a move',
  { timeout: 120_000 },
  async () => {
    const report = await benchReport<{
      summary: Array<{
        layout: string
        movesPerRound: number
        cpuMsPerMove: number
        eventsPerMove: number
        eventsPerMoveByName: Record<string, number>
        everyoneHeardLatest: boolean
      }>
      cpuRatios: number[]
    }>('race/seats-bench.mjs', ['--rounds', '1', '--moves', '5', '--json'], { timeout: 115_000 })
    const [eight, twos] = report.summary
    expect(eight).toMatchObject({ layout: '1 race of 8', movesPerRound: 40 })
    expect(twos).toMatchObject({ layout: '4 races of 2', movesPerRound: 40 })
    // A race of 2 tells every move to the other racer at once; a race of 8 batches its moves,
    // so each racer hears of the 7 others at most once a move (fewer when moves share a batch).
    expect(twos!.eventsPerMoveByName).toEqual({ 'race:progress': 1 })
    expect(Object.keys(eight!.eventsPerMoveByName)).toEqual(['race:progress-batch'])
    expect(eight!.eventsPerMove).toBeGreaterThan(0)
    expect(eight!.eventsPerMove).toBeLessThanOrEqual(7)
    expect(eight!.everyoneHeardLatest).toBe(true)
    expect(twos!.everyoneHeardLatest).toBe(true)
    expect(eight!.cpuMsPerMove).toBeGreaterThan(0)
    expect(report.cpuRatios).toHaveLength(1)
  },
)
