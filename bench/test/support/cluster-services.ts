// Whether the cluster benches' services are here: Postgres (TEST_DATABASE_URL, as in CI) and
// Redis (TEST_REDIS_URL or the local one) answering on its port. The tests that need them
// skip without them; `bash .ci/run` provides both. clusterBenchTest declares such a test.
import { connect } from 'node:net'
import { describe, it } from 'vitest'
import { benchReport } from './run-bench.js'

export const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379'

function reachable(url: string): Promise<boolean> {
  const { hostname, port } = new URL(url)
  return new Promise((resolve) => {
    const socket = connect({ host: hostname, port: Number(port || 6379) })
    const end = (ok: boolean) => {
      socket.destroy()
      resolve(ok)
    }
    socket.setTimeout(1000, () => end(false))
    socket.once('connect', () => end(true))
    socket.once('error', () => end(false))
  })
}

export const clusterServicesReady =
  Boolean(process.env.TEST_DATABASE_URL) && (await reachable(redisUrl))

// CI (REQUIRE_CLUSTER_TESTS=1, set by .ci/run) has both: a gap there is a failure, not a skip.
if (!clusterServicesReady && process.env.REQUIRE_CLUSTER_TESTS === '1')
  throw new Error(`the cluster bench tests need TEST_DATABASE_URL and Redis at ${redisUrl}`)

/**
 * A smoke test of a cluster bench, skipped without the services: runs bench/race/<argv[0]> with
 * the rest of `argv` against them (REDIS_URL, and `env` on top) for at most `timeout` ms (the
 * test 5 s more) and hands its --json report to `check`.
 */
export function clusterBenchTest<T>(
  names: { suite: string; test: string },
  argv: string[],
  run: { timeout: number; env?: NodeJS.ProcessEnv },
  check: (report: T) => void,
): void {
  const [script = '', ...args] = argv
  describe.skipIf(!clusterServicesReady)(names.suite, () => {
    it(names.test, { timeout: run.timeout + 5_000 }, async () => {
      const env = { ...process.env, REDIS_URL: redisUrl, ...run.env }
      check(await benchReport<T>(`race/${script}`, args, { timeout: run.timeout, env }))
    })
  })
}
