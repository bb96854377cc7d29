// buildApp(deps) → a ready-to-listen Fastify instance with Socket.IO attached. Tests call it
// with their own store, clock, scheduler and config; main.ts calls it with the real ones.
import { ERROR_CODES, type ErrorCode } from '@patience-race/protocol'
import Fastify, { type FastifyError, type FastifyInstance } from 'fastify'
import { createTokens } from './auth/tokens.js'
import type { Config } from './config.js'
import { identityRoutes } from './http/routes/identity.js'
import { leaderboardRoutes } from './http/routes/leaderboards.js'
import { metaRoutes } from './http/routes/meta.js'
import { raceRoutes } from './http/routes/races.js'
import { registerHelmet } from './plugins/helmet.js'
import { registerRateLimit } from './plugins/rate-limit.js'
import { registerWebStatic } from './plugins/web-static.js'
import {
  systemClock,
  systemScheduler,
  type Clock,
  type RaceStore,
  type Scheduler,
} from './races/ports.js'
import { RaceRegistry } from './races/race-registry.js'
import { socketBroadcaster } from './realtime/broadcaster.js'
import { attachHandlers, createSocketServer } from './realtime/socket-server.js'
import type { RaceServer } from './realtime/types.js'

export interface AppDeps {
  config: Config
  store: RaceStore
  sessionSecret: string
  webDist: string
  clock?: Clock
  scheduler?: Scheduler
}

declare module 'fastify' {
  interface FastifyInstance {
    registry: RaceRegistry
    io: RaceServer
  }
}

const STATUS_CODES: Record<number, ErrorCode> = {
  401: 'UNAUTHORIZED',
  403: 'UNAUTHORIZED',
  404: 'NOT_FOUND',
  429: 'RATE_LIMITED',
}

export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config, store } = deps
  const clock = deps.clock ?? systemClock
  const app = Fastify({ logger: { level: config.LOG_LEVEL }, bodyLimit: config.BODY_LIMIT })
  const tokens = createTokens(deps.sessionSecret)

  const socketOptions = {
    tokens,
    store,
    clock,
    moveRatePerSec: config.MOVE_RATE_PER_SEC,
    moveBurst: config.MOVE_BURST,
    log: app.log,
  }
  const io = createSocketServer(app.server)
  const registry = new RaceRegistry({
    store,
    clock,
    scheduler: deps.scheduler ?? systemScheduler,
    broadcaster: socketBroadcaster(io),
    countdownMs: config.COUNTDOWN_MS,
    defaultTimeLimitSec: config.DEFAULT_TIME_LIMIT_SEC,
    log: app.log,
  })
  attachHandlers(io, registry, socketOptions)
  app.decorate('registry', registry)
  app.decorate('io', io)

  app.setErrorHandler((error: FastifyError, request, reply) => {
    const status = error.statusCode ?? 500
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed')
      return reply
        .code(500)
        .send({ error: { code: 'INTERNAL', message: 'something went wrong on the server' } })
    }
    const known = (ERROR_CODES as readonly string[]).includes(error.code)
      ? (error.code as ErrorCode)
      : undefined
    const code = known ?? STATUS_CODES[status] ?? 'BAD_PAYLOAD'
    return reply.code(status).send({ error: { code, message: error.message } })
  })

  await registerHelmet(app)
  await registerRateLimit(app, {
    max: config.RATE_LIMIT_MAX,
    timeWindowMs: config.RATE_LIMIT_WINDOW_MS,
    tokens,
  })
  const routeDeps = { store, registry, tokens, clock }
  await app.register(async (api) => {
    await identityRoutes(api, routeDeps)
    await metaRoutes(api, routeDeps)
    await raceRoutes(api, routeDeps)
    await leaderboardRoutes(api, routeDeps)
  })
  await registerWebStatic(app, deps.webDist)

  // Shutdown order: stop race timers and flush the move log, then drop the sockets (clients
  // resend anything unacknowledged by seq), then close Socket.IO. main.ts closes the store.
  app.addHook('preClose', async () => {
    await registry.stop()
    io.disconnectSockets(true)
  })
  app.addHook('onClose', async () => {
    await registry.stop()
    await new Promise<void>((resolve) => {
      io.close(() => resolve())
    })
  })

  await registry.boot()
  return app
}
