// Where a round's groups are kept once drawn (docs/arena.md, "A round over the nodes of a
// cluster"): in Redis for every node of a cluster, in memory in one process. The first plan kept
// for a round is the round's plan (SET NX): a node that draws one too late gets the kept one.
import type { Redis } from 'ioredis'
import type { RoundGroup } from './arena-rows.js'

export interface RoundPlans {
  /** Keeps `groups` as the round's plan unless one is kept already; answers the kept one. */
  settle(arenaId: string, round: number, groups: RoundGroup[]): Promise<RoundGroup[]>
  /** The round's plan; null when none is kept (not drawn yet, or long gone). */
  get(arenaId: string, round: number): Promise<RoundGroup[] | null>
}

/** One process: the plans of each arena's latest round. */
export function memoryPlans(): RoundPlans {
  const plans = new Map<string, { round: number; groups: RoundGroup[] }>()
  return {
    settle(arenaId, round, groups) {
      const kept = plans.get(arenaId)
      if (kept?.round === round) return Promise.resolve(kept.groups)
      plans.set(arenaId, { round, groups })
      return Promise.resolve(groups)
    },
    get(arenaId, round) {
      const kept = plans.get(arenaId)
      return Promise.resolve(kept?.round === round ? kept.groups : null)
    },
  }
}

/** A plan outlives its round (30 minutes at most) by far, then Redis forgets it. */
const PLAN_TTL_SEC = 6 * 3600

/** A cluster: the plans in Redis, under the cluster's prefix (its database's name). */
export function redisPlans(redis: Redis, prefix: string): RoundPlans {
  const key = (arenaId: string, round: number) => `arena-plan:${prefix}:${arenaId}:${round}`
  const parse = (raw: string | null) => (raw === null ? null : (JSON.parse(raw) as RoundGroup[]))
  return {
    async settle(arenaId, round, groups) {
      const k = key(arenaId, round)
      const set = await redis.set(k, JSON.stringify(groups), 'EX', PLAN_TTL_SEC, 'NX')
      return set === 'OK' ? groups : (parse(await redis.get(k)) ?? groups)
    },
    async get(arenaId, round) {
      return parse(await redis.get(key(arenaId, round)))
    },
  }
}
