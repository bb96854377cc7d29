// REST rate limit, keyed by session token when one is sent (so players behind one NAT don't
// share a budget) and by IP otherwise.
import rateLimit from '@fastify/rate-limit'
import type { FastifyInstance } from 'fastify'
import { bearerToken, type Tokens } from '../auth/tokens.js'

export async function registerRateLimit(
  app: FastifyInstance,
  options: { max: number; timeWindowMs: number; tokens: Tokens },
): Promise<void> {
  await app.register(rateLimit, {
    global: true,
    max: options.max,
    timeWindow: options.timeWindowMs,
    keyGenerator: (request) => {
      const player = options.tokens.verify(bearerToken(request.headers.authorization))
      return player ? `player:${player}` : `ip:${request.ip}`
    },
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      code: 'RATE_LIMITED',
      message: `too many requests; try again in ${context.after}`,
    }),
  })
}
