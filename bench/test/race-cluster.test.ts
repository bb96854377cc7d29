// Smoke test of `pnpm bench:race --nodes 2` with tiny numbers, when Postgres (TEST_DATABASE_URL,
// as in CI) and Redis (TEST_REDIS_URL or the local one) are there: two built nodes of one
// cluster, races created on both, every acknowledged move stored, each node's CPU and the
// Postgres backends' measured. No CPU quota (--cpu-limit none) and no speed checked: on a
// loaded machine either would make it slow or flaky.
import { execFile } from 'node:child_process'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { describe, expect, it } from 'vitest'
import { clusterServicesReady, redisUrl } from './support/cluster-services.js'

const run = promisify(execFile)
const script = join(dirname(fileURLToPath(import.meta.url)), '..', 'race', 'race-load.mjs')

describe.skipIf(!clusterServicesReady)('bench:race --nodes 2 (Postgres + Redis)', () => {
  it(
    'spreads the races over both nodes and stores every acknowledged move',
    { timeout: 90_000 },
    async () => {
      const { stdout } = await run(
        process.execPath,
        [
          script,
          ...['--nodes', '2', '--cpu-limit', 'none', '--races', '2', '--watchers', '1'],
          ...['--rounds', '1', '--seconds', '1', '--warmup', '0.5', '--json'],
        ],
        {
          timeout: 85_000,
          maxBuffer: 16 * 1024 * 1024,
          env: { ...process.env, REDIS_URL: redisUrl },
        },
      )
      const report = JSON.parse(stdout.trim().split('\n').at(-1) ?? '') as {
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
})
