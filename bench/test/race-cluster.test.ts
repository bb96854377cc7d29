// Smoke test of `pnpm bench:race --nodes 2` with tiny numbers, when Postgres (TEST_DATABASE_URL,
// as in CI) and Redis (TEST_REDIS_URL or the local one) are there: two built nodes of one
// cluster, races created on both, every acknowledged move stored, each node's CPU and the
// Postgres backends' measured. No CPU quota (--cpu-limit none) and no speed checked: on a
// loaded machine either would make it slow or flaky.
import { expect } from 'vitest'
import { clusterBenchTest } from './support/cluster-services.js'

/** What bench:race --nodes --json reports, of what is checked here. */
interface ClusterReport {
  cpuLimit: string
  errors: Record<string, number>
  ackedMoves: number
  storedMoves: number
  clusters: Array<{
    nodes: number
    movesPerSec: number
    dbCpuMsPerMove: number | null
    perNode: Array<{ movesPerSec: number; cores: number | null }>
  }>
}

clusterBenchTest<ClusterReport>(
  {
    suite: 'bench:race --nodes 2 (Postgres + Redis)',
    test: 'spreads the races over both nodes and stores every acknowledged move',
  },
  [
    ...['race-load.mjs', '--nodes', '2', '--cpu-limit', 'none', '--races', '2'],
    ...['--watchers', '1', '--rounds', '1', '--seconds', '1', '--warmup', '0.5', '--json'],
  ],
  { timeout: 85_000 },
  (report) => {
    expect(report).toMatchObject({ mode: 'cluster', nodes: [2], cpuLimit: 'none', errors: {} })
    expect(report.ackedMoves).toBeGreaterThan(0)
    expect(report.storedMoves).toBe(report.ackedMoves)
    const [cluster] = report.clusters
    expect(cluster?.perNode).toHaveLength(2)
    // Race 0 is created on node 1, race 1 on node 2: both owned races moved.
    for (const node of cluster!.perNode) {
      expect(node.movesPerSec).toBeGreaterThan(0)
      expect(typeof node.cores).toBe('number')
    }
    expect(typeof cluster!.dbCpuMsPerMove).toBe('number')
  },
)
