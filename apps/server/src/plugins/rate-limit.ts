// REST budgets. @fastify/rate-limit keeps one per address (whatever tokens it sends, so minting
// fresh tokens buys nothing); a second, per player, rides on its onRequest hook for requests
// that carry a valid token. Routes may set their own (`config.rateLimit`), or opt out with
// `config: { rateLimit: false }` (health checks).
import rateLimit from '@fastify/rate-limit'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { bearerToken, type Tokens } from '../auth/tokens.js'
import type { Redis } from 'ioredis'
import { addressKey } from '../budgets/address-key.js'
import type { BudgetFactory } from '../budgets/budget.js'
import { HttpError } from '../errors/http-error.js'

export interface RateLimitOptions {
  budget: BudgetFactory
  /** Cluster mode: the address budget's counters in Redis, shared by every node. */
  redis: Redis | null
  redisPrefix: string
  /** Requests per window per player (token). */
  maxPerPlayer: number
  /** Requests per window per address. */
  maxPerIp: number
  timeWindowMs: number
  tokens: Tokens
}

export async function registerRateLimit(
  app: FastifyInstance,
  options: RateLimitOptions,
): Promise<void> {
  const perPlayer = options.budget('rest-player', options.maxPerPlayer, options.timeWindowMs)
  await app.register(rateLimit, {
    global: true,
    ...(options.redis ? { redis: options.redis, nameSpace: `rest:${options.redisPrefix}:` } : {}),
    max: options.maxPerIp,
    timeWindow: options.timeWindowMs,
    keyGenerator: (request) => `ip:${addressKey(request.ip)}`,
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      code: 'RATE_LIMITED',
      message: `too many requests; try again in ${context.after}`,
    }),
  })
  app.addHook('onRequest', async (request) => {
    if (isExempt(request)) return
    const player = options.tokens.verify(bearerToken(request.headers.authorization))
    if (player && !(await perPlayer.take(player)))
      throw new HttpError(429, 'RATE_LIMITED', 'too many requests; slow down')
  })
}

function isExempt(request: FastifyRequest): boolean {
  const config = request.routeOptions.config as { rateLimit?: unknown } | undefined
  return config?.rateLimit === false
}
