// Which node may push an arena's `arena:standings` right now (docs/arena.md): the holder of the
// arena's short lease. standingsNode's pick (by the arena's id among the live nodes) is the node
// meant to push, and the one the others send their notices to; the lease keeps the pushing node
// single while the nodes disagree about which nodes are live (a node that has just booted, or
// whose beat came late, may count itself alone for a moment and pick itself too). A holder keeps
// the lease by pushing; one that stops pushing loses it within LEASE_MS, so a second node can
// push no sooner than that after the first.
import type { Redis } from 'ioredis'

export interface StandingsLease {
  /** Takes or renews `nodeId`'s lease on the arena's pushes; false while another node holds it. */
  hold(arenaId: string, nodeId: string): Promise<boolean>
}

/** One process: nobody else pushes. */
export const soleProcessLease: StandingsLease = { hold: () => Promise.resolve(true) }

const LEASE_MS = 3000

const TAKE_OR_RENEW = `
local holder = redis.call('GET', KEYS[1])
if holder == false or holder == ARGV[1] then
  redis.call('SET', KEYS[1], ARGV[1], 'PX', ARGV[2])
  return 1
end
return 0`

/** A cluster: the lease in Redis, under the cluster's prefix (its database's name). */
export function redisStandingsLease(redis: Redis, prefix: string): StandingsLease {
  return {
    async hold(arenaId, nodeId) {
      const key = `arena-pusher:${prefix}:${arenaId}`
      return (await redis.eval(TAKE_OR_RENEW, 1, key, nodeId, LEASE_MS)) === 1
    },
  }
}
