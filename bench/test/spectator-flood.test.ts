// Smoke test of `pnpm bench:flood` with tiny numbers, when Postgres (TEST_DATABASE_URL, as in
// CI) and Redis (TEST_REDIS_URL or the local one) are there: two built nodes, a crowd of 20
// spectators in two processes spread over both, one round (a phase without and one with the
// crowd). Checks that the racers moved in both phases, the crowd received progress and was
// shown the whole crowd's count (summed over both nodes), and that the owner kept only
// OWNER_SPECTATORS_MAX (2 here) of the crowd, the rest following MOVED to the other node; no
// speed.
import { expect } from 'vitest'
import { clusterBenchTest } from './support/cluster-services.js'

/** What bench:flood --json reports, of what is checked here. */
interface FloodReport {
  mode: string
  errors: Record<string, number>
  p99WithoutMs: number
  p99WithMs: number
  phases: Array<{
    watching: number
    joinFailed: number
    crowdMoved: number | null
    crowdPerNode: number[] | null
    acks: number
    progressPerSpectatorPerSec: number | null
    spectatorsShown: number | null
  }>
}

clusterBenchTest<FloodReport>(
  {
    suite: 'bench:flood (Postgres + Redis)',
    test: 'measures the racers with and without a crowd spread over the nodes',
  },
  [
    ...['spectator-flood.mjs', '--nodes', '2', '--spectators', '20', '--crowd-workers', '2'],
    ...['--rounds', '1', '--seconds', '1.5', '--think-ms', '20', '--json'],
  ],
  // Short beats: node 1 knows node 2 is alive before the crowd comes.
  { timeout: 115_000, env: { OWNER_SPECTATORS_MAX: '2', OWNER_LEASE_MS: '3000' } },
  (report) => {
    expect(report).toMatchObject({ mode: 'spectator-flood', errors: {} })
    expect(report.phases.map((p) => p.watching)).toEqual([0, 20])
    for (const p of report.phases) expect(p.acks).toBeGreaterThan(0)
    const crowd = report.phases[1]!
    expect(crowd.joinFailed).toBe(0)
    expect(crowd.progressPerSpectatorPerSec).toBeGreaterThan(0)
    expect(crowd.spectatorsShown).toBe(20)
    // Half the crowd connected to the owner, which kept at most 2 (fewer if it had heard of
    // node 2's watchers by then) and moved the others.
    const [onOwner = -1, onOther = -1] = crowd.crowdPerNode ?? []
    expect(onOwner).toBeLessThanOrEqual(2)
    expect(onOwner + onOther).toBe(20)
    expect(crowd.crowdMoved).toBe(10 - onOwner)
    expect(report.p99WithoutMs).toBeGreaterThan(0)
    expect(report.p99WithMs).toBeGreaterThan(0)
  },
)
