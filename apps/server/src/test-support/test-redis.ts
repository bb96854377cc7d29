// The machine's Redis for unit tests of what a cluster keeps there (TEST_REDIS_URL, else the
// local default), connected once per file and closed after it; `reachable` says whether it
// answered, for the tests that run only where it does.
import { Redis } from 'ioredis'
import { afterAll } from 'vitest'

export const TEST_REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379'

export async function testRedis(): Promise<{ redis: Redis; reachable: boolean }> {
  const redis = new Redis(TEST_REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 1 })
  const reachable = await redis.connect().then(
    () => true,
    () => false,
  )
  afterAll(() => (reachable ? redis.quit() : undefined))
  return { redis, reachable }
}
