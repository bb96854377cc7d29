// Smoke test of the spectator-board bench with tiny numbers: both encodings are made for every
// move, every patch rebuilds the board it stands for (the bench checks it and throws if not), and
// a patch is smaller on the wire than the whole board. No speed is checked.
import { expect, it } from 'vitest'
import { benchReport } from './support/run-bench.js'

it(
  'the spectator-board bench reports both encodings for every game',
  { timeout: 60_000 },
  async () => {
    const report = await benchReport<
      Array<{
        game: string
        events: number
        rounds: Array<Record<'whole' | 'patch', { usPerEvent: number; bytesPerEvent: number }>>
      }>
    >('engine/spectator-patch-bench.mjs', ['--deals', '2', '--repeats', '1', '--json'], {
      timeout: 55_000,
    })
    expect(report.map((r) => r.game)).toEqual(['saratoga', 'sir-tommy', 'grandmas-game'])
    for (const { events, rounds } of report) {
      expect(events).toBeGreaterThan(0)
      expect(rounds).toHaveLength(2)
      for (const { whole, patch } of rounds) {
        expect(patch.bytesPerEvent).toBeLessThan(whole.bytesPerEvent)
        expect(whole.usPerEvent).toBeGreaterThan(0)
        expect(patch.usPerEvent).toBeGreaterThan(0)
      }
    }
  },
)
