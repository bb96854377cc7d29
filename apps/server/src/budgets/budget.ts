// A named budget on rate-limiter-flexible: `take(key)` resolves true while the key has points
// left in the current window. Keys are per IP or per player, so they survive new tokens and
// reconnects (a budget per socket or per token would not). In one process the counters live in
// memory; in a cluster (docs/scaling.md) in Redis, shared by every node.
import type { Redis } from 'ioredis'
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible'

export class Budget {
  private readonly limiter: RateLimiterMemory | RateLimiterRedis

  constructor(points: number, windowMs: number, shared?: { redis: Redis; name: string }) {
    const options = { points: Math.max(1, points), duration: windowMs / 1000 }
    this.limiter = shared
      ? new RateLimiterRedis({
          ...options,
          storeClient: shared.redis,
          keyPrefix: `budget:${shared.name}`,
        })
      : new RateLimiterMemory(options)
  }

  async take(key: string): Promise<boolean> {
    try {
      await this.limiter.consume(key)
      return true
    } catch (error) {
      if (error instanceof RateLimiterRes) return false
      throw error
    }
  }

  /** Points the key has spent in its current window (0 when it has none). */
  async used(key: string): Promise<number> {
    return (await this.limiter.get(key))?.consumedPoints ?? 0
  }
}

/** Makes the server's budgets: in memory, or in Redis when given a client (cluster mode). */
export type BudgetFactory = (name: string, points: number, windowMs: number) => Budget

export function budgetFactory(redis: Redis | null, prefix = ''): BudgetFactory {
  return (name, points, windowMs) =>
    new Budget(points, windowMs, redis ? { redis, name: `${prefix}:${name}` } : undefined)
}
