// Where players are connected in a cluster, from the presence kept in Redis: each node's claim
// names it, a closed last socket drops it, and a claim run out (a dead node) is not counted.
import { randomUUID } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { ClusterOnlinePlayers, LocalOnlinePlayers } from './online-players.js'
import { testRedis } from '../test-support/test-redis.js'

const { redis, reachable } = await testRedis()

/** No beat: the test moves time itself. */
const idle = { setTimeout: () => null, clearTimeout: () => undefined }

describe.skipIf(!reachable)('ClusterOnlinePlayers.nodesOf', () => {
  const prefix = `test-${randomUUID().slice(0, 8)}`
  let now = 1_000_000
  const node = (nodeId: string) =>
    new ClusterOnlinePlayers({
      redis,
      prefix,
      nodeId,
      leaseMs: 1000,
      scheduler: idle,
      now: () => now,
      onError: (error) => {
        throw error
      },
    })

  it('names every node a player has a socket on, until its last one closes or its claim runs out', async () => {
    const [a, b] = [node('node-1'), node('node-22')]
    await a.opened('ann')
    await b.opened('ann')
    await b.opened('bob')
    await b.opened('bob')
    expect(await a.nodesOf(['ann', 'bob', 'cy'])).toEqual(
      new Map([
        ['ann', expect.arrayContaining(['node-1', 'node-22']) as string[]],
        ['bob', ['node-22']],
        ['cy', []],
      ]),
    )
    await b.closed('bob')
    expect((await a.nodesOf(['bob'])).get('bob')).toEqual(['node-22'])
    await b.closed('bob')
    await b.closed('ann')
    expect(await a.nodesOf(['ann', 'bob'])).toEqual(
      new Map([
        ['ann', ['node-1']],
        ['bob', []],
      ]),
    )
    now += 1001
    expect((await a.nodesOf(['ann'])).get('ann')).toEqual([])
    await Promise.all([a.stop(), b.stop()])
  })
})

it("knows nobody's node in one process", async () => {
  const local = new LocalOnlinePlayers()
  await local.opened('ann')
  expect(await local.nodesOf(['ann'])).toEqual(new Map())
})
