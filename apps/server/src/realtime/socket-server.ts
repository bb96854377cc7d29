// Socket.IO on Fastify's HTTP server. The handshake reads `auth.token`; without a valid one the
// socket may only spectate.
import { CLIENT_EVENTS } from '@patience-race/protocol'
import type { FastifyBaseLogger } from 'fastify'
import type { Server as HttpServer } from 'node:http'
import { Server } from 'socket.io'
import type { Tokens } from '../auth/tokens.js'
import type { Clock, RaceStore } from '../races/ports.js'
import type { RaceRegistry } from '../races/race-registry.js'
import { handle } from './handle.js'
import { raceLeave, raceReady, raceRematch, raceResign } from './handlers/race-actions.js'
import { raceJoin } from './handlers/race-join.js'
import { raceMove } from './handlers/race-move.js'
import { TokenBucket } from './token-bucket.js'
import type { RaceServer } from './types.js'

export interface SocketServerOptions {
  tokens: Tokens
  store: RaceStore
  clock: Clock
  moveRatePerSec: number
  moveBurst: number
  log: FastifyBaseLogger
}

export function createSocketServer(http: HttpServer): RaceServer {
  return new Server(http, {
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
  const { tokens, store, clock, log } = options
  io.use((socket, next) => {
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

  const deps = { registry }
  io.on('connection', (socket) => {
    handle(socket, CLIENT_EVENTS.join, raceJoin(deps), log)
    handle(socket, CLIENT_EVENTS.ready, raceReady(deps), log)
    handle(socket, CLIENT_EVENTS.move, raceMove(deps), log)
    handle(socket, CLIENT_EVENTS.resign, raceResign(deps), log)
    handle(socket, CLIENT_EVENTS.leave, raceLeave(deps), log)
    handle(socket, CLIENT_EVENTS.rematch, raceRematch(deps), log)
    socket.on('disconnect', () => {
      for (const raceId of socket.data.watching) {
        registry.get(raceId).then(
          (race) => race?.removeWatcher(socket.id),
          () => undefined,
        )
      }
    })
  })
}
