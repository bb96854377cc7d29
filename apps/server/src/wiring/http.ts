// The HTTP edge on the app: error replies, the refusals every request meets (control
// characters, the rate limit), security headers, compression, the API document, the features'
// routes under /api, metrics and the web client's files. The order is Fastify's: hooks and
// plugins before the routes they cover.
import fastifyCompress from '@fastify/compress'
import type { FastifyInstance } from 'fastify'
import type { Redis } from 'ioredis'
import type { Accounts } from '../accounts/accounts.js'
import { registerAccounts } from '../accounts/register.js'
import type { DailyService } from '../daily/daily-service.js'
import type { Friends } from '../friends/friends.js'
import { registerFriends } from '../friends/register.js'
import { refuseControlCharacters } from '../http/control-characters.js'
import { registerErrorReplies } from '../http/error-replies.js'
import { dailyRoutes } from '../http/routes/daily.js'
import { ghostRoutes } from '../http/routes/ghosts.js'
import { identityRoutes } from '../http/routes/identity.js'
import { leaderboardRoutes } from '../http/routes/leaderboards.js'
import { metaRoutes } from '../http/routes/meta.js'
import { queueRoutes } from '../http/routes/queue.js'
import { raceRoutes } from '../http/routes/races.js'
import { raceAnalysisRoutes } from '../http/routes/race-analysis.js'
import { tvRoutes } from '../http/routes/tv.js'
import { registerHelmet } from '../plugins/helmet.js'
import { registerOpenApi } from '../plugins/openapi.js'
import { registerRateLimit } from '../plugins/rate-limit.js'
import { registerWebStatic } from '../plugins/web-static.js'
import type { RaceServer } from '../realtime/types.js'
import type { Services } from '../services.js'

export async function registerHttp(
  app: FastifyInstance,
  edge: {
    services: Services
    io: RaceServer
    daily: DailyService | null
    /** Arenas' routes (wiring/arenas.ts), with a database and accounts. */
    arenas: { register(app: FastifyInstance): Promise<void> } | null
    counters: Redis | null
    prefix: string
    webDist: string
  },
): Promise<void> {
  const { services, daily } = edge
  const { config, tokens, budget, accounts, friends } = services
  registerErrorReplies(app)
  refuseControlCharacters(app)
  app.decorateRequest('playerId', '')

  await registerHelmet(app)
  // JSON (and anything else not sent precompressed) compressed for clients that accept it.
  await app.register(fastifyCompress, { threshold: 1024 })
  await registerRateLimit(app, {
    maxPerPlayer: config.RATE_LIMIT_MAX,
    maxPerIp: config.RATE_LIMIT_IP_MAX,
    timeWindowMs: config.RATE_LIMIT_WINDOW_MS,
    tokens,
    budget,
    redis: edge.counters,
    redisPrefix: edge.prefix,
  })
  await registerOpenApi(app)
  // After the daily: an account's export leaves today's sealed daily moves out.
  if (accounts) await registerAccountRoutes(app, accounts, friends, services)
  if (friends) await registerFriends(app, edge.io, friends)
  await edge.arenas?.register(app)
  await app.register(
    async (api) => {
      await api.register(identityRoutes, services)
      await api.register(metaRoutes, services)
      await api.register(raceRoutes, services)
      await api.register(raceAnalysisRoutes, services)
      await api.register(ghostRoutes, services)
      if (accounts && daily) await api.register(dailyRoutes, { ...services, daily, accounts })
      await api.register(leaderboardRoutes, services)
      await api.register(tvRoutes, services)
      await api.register(queueRoutes, services)
    },
    { prefix: '/api' },
  )
  services.metrics.route(app, config.METRICS_TOKEN)
  await registerWebStatic(app, edge.webDist)
}

function registerAccountRoutes(
  app: FastifyInstance,
  accounts: Accounts,
  friends: Friends | null,
  services: Services,
): Promise<void> {
  return registerAccounts(app, accounts, {
    ...(services.isSealedDaily ? { isSealedDaily: services.isSealedDaily } : {}),
    ...(friends ? { profileFriends: friends.profileFriends } : {}),
  })
}
