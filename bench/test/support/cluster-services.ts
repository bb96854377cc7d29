// Whether the cluster benches' services are here: Postgres (TEST_DATABASE_URL, as in CI) and
// Redis (TEST_REDIS_URL or the local one) answering on its port. The tests that need them
// skip without them; `bash .ci/run` provides both.
import { connect } from 'node:net'

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
