// The standings lease against a real Redis: one node holds an arena's pushes at a time, keeps
// them by pushing, and another takes over only once the holder has stopped for the lease's length.
import { randomUUID } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { redisStandingsLease, soleProcessLease } from './standings-lease.js'
import { testRedis } from '../test-support/test-redis.js'

const { redis, reachable } = await testRedis()

describe.skipIf(!reachable && !process.env.REQUIRE_CLUSTER_TESTS)('redisStandingsLease', () => {
  const prefix = `test-${randomUUID().slice(0, 8)}`
  const lease = redisStandingsLease(redis, prefix)

  it('lets one node push an arena at a time, the holder again and again', async () => {
    expect(await lease.hold('a1', 'node-1')).toBe(true)
    expect(await lease.hold('a1', 'node-2')).toBe(false)
    expect(await lease.hold('a1', 'node-1')).toBe(true)
    // Another arena is its own lease.
    expect(await lease.hold('a2', 'node-2')).toBe(true)
  })

  it('passes to another node once the holder has stopped pushing for the lease', async () => {
    expect(await lease.hold('a3', 'node-1')).toBe(true)
    const key = `arena-pusher:${prefix}:a3`
    const ttl = await redis.pttl(key)
    expect(ttl).toBeGreaterThan(2000)
    expect(ttl).toBeLessThanOrEqual(3000)
    // The lease running out, without waiting for it.
    await redis.pexpire(key, 1)
    await new Promise((resolve) => setTimeout(resolve, 5))
    expect(await lease.hold('a3', 'node-2')).toBe(true)
    expect(await lease.hold('a3', 'node-1')).toBe(false)
  })
})

it('in one process, always held', async () => {
  expect(await soleProcessLease.hold('a1', '')).toBe(true)
})
