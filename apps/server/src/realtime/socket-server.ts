// Socket.IO on Fastify's HTTP server. The handshake reads `auth.token`; without a valid one the
// socket may only spectate.
import { CLIENT_EVENTS } from '@patience-race/protocol'
import type { FastifyBaseLogger } from 'fastify'
import type { Server as HttpServer } from 'node:http'
import { Server, type ServerOptions } from 'socket.io'
import type { Tokens } from '../auth/tokens.js'
import type { SocketBudgets } from '../budgets/socket-budgets.js'
import type { MoveMetrics } from '../metrics.js'
import type { Clock, RaceStore } from '../races/ports.js'
import type { RaceRegistry } from '../races/race-registry.js'
import { handle } from './handle.js'
import {
  raceDeclineRematch,
  raceLeave,
  raceReady,
  raceRematch,
  raceResign,
} from './handlers/race-actions.js'
import { raceJoin } from './handlers/race-join.js'
import { raceMove } from './handlers/race-move.js'
import { queueJoin, queueLeave } from './handlers/queue.js'
import type { RaceQueue } from '../matchmaking/race-queue.js'
import { TokenBucket } from './token-bucket.js'
import type { RaceServer } from './types.js'

export interface SocketServerOptions {
  tokens: Tokens
  store: RaceStore
  clock: Clock
  moveRatePerSec: number
  moveBurst: number
  budgets: SocketBudgets
  queue: RaceQueue
  /** Take the client's address from X-Forwarded-For (set only behind a proxy). */
  trustProxy: boolean
  queueBotAfterMs: number
  log: FastifyBaseLogger
  metrics?: MoveMetrics
}

export function createSocketServer(
  http: HttpServer,
  cluster?: { path: string; adapter: ServerOptions['adapter'] },
): RaceServer {
  return new Server(http, {
    ...(cluster ? { path: cluster.path, adapter: cluster.adapter } : {}),
    transports: ['websocket', 'polling'],
    maxHttpBufferSize: 64 * 1024,
    // No connectionStateRecovery: the client re-joins on every connect (race:join resyncs view,
    // legal moves and seq), and the recovery adapter keeps every room emit (spectators' whole
    // views included) until a sweep that runs once a minute whatever the window: under load
    // that is a minute of broadcasts in memory (bench/README.md, docs/decisions.md).
  })
}

export function attachHandlers(
  io: RaceServer,
  registry: RaceRegistry,
  options: SocketServerOptions,
): void {
  const { tokens, store, clock, log, budgets } = options
  io.use((socket, next) => {
    const ip = clientAddress(socket.handshake, options.trustProxy)
    if (!budgets.mayOpen(ip)) {
      const refused = new Error('too many connections from your address')
      next(Object.assign(refused, { data: { code: 'RATE_LIMITED' } }))
      return
    }
    socket.data.ip = ip
    const auth: unknown = socket.handshake.auth
    const token =
      typeof auth === 'object' && auth !== null
        ? (auth as Record<string, unknown>).token
        : undefined
    const playerId = tokens.verify(token)
    socket.data.moveBudget = new TokenBucket(options.moveRatePerSec, options.moveBurst, () =>
      clock.now(),
    )
    socket.data.eventBudget = new TokenBucket(
      options.moveRatePerSec * 2,
      options.moveBurst * 2,
      () => clock.now(),
    )
    socket.data.watching ??= new Set()
    socket.data.seatedIn ??= new Set()
    socket.data.player = null
    if (!playerId) return next()
    store.getPlayer(playerId).then(
      (player) => {
        socket.data.player = player
        next()
      },
      (error: unknown) => {
        log.error({ err: error }, 'player lookup failed at handshake')
        next()
      },
    )
  })

  const deps = { registry, budgets, metrics: options.metrics }
  io.on('connection', (socket) => {
    budgets.opened(socket.data.ip)
    socket.once('disconnect', () => budgets.closed(socket.data.ip))
    handle(socket, CLIENT_EVENTS.join, raceJoin(deps), budgets, log)
    handle(socket, CLIENT_EVENTS.ready, raceReady(deps), budgets, log)
    handle(socket, CLIENT_EVENTS.move, raceMove(deps), budgets, log)
    handle(socket, CLIENT_EVENTS.resign, raceResign(deps), budgets, log)
    handle(socket, CLIENT_EVENTS.leave, raceLeave(deps), budgets, log)
    handle(socket, CLIENT_EVENTS.rematch, raceRematch(deps), budgets, log)
    handle(socket, CLIENT_EVENTS.declineRematch, raceDeclineRematch(deps), budgets, log)
    handle(
      socket,
      CLIENT_EVENTS.queueJoin,
      queueJoin(options.queue, options.queueBotAfterMs),
      budgets,
      log,
    )
    handle(socket, CLIENT_EVENTS.queueLeave, queueLeave(options.queue), budgets, log)
    socket.on('disconnect', () => {
      void options.queue.leave(socket.id)
      for (const raceId of socket.data.seatedIn) {
        registry.get(raceId).then(
          (race) => race?.socketLeft(socket.id),
          () => undefined,
        )
      }
      for (const raceId of socket.data.watching) {
        registry.get(raceId).then(
          (race) => race?.removeWatcher(socket.id),
          () => undefined,
        )
      }
    })
  })
}

/** The client's address: the socket's peer, or the first X-Forwarded-For hop behind a proxy. */
function clientAddress(
  handshake: { address: string; headers: Record<string, string | string[] | undefined> },
  trustProxy: boolean,
): string {
  if (!trustProxy) return handshake.address
  const forwarded = handshake.headers['x-forwarded-for']
  const first = (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(',')[0]?.trim()
  return first || handshake.address
}
