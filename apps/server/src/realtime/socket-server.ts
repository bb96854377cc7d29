// Socket.IO on Fastify's HTTP server. The handshake reads `auth.token` (a guest), else the
// session cookie (a signed-in account, docs/accounts.md; only from our own origin); with neither
// the socket may only spectate. A revoked session's sockets are disconnected, on every node.
import type { Server as HttpServer } from 'node:http'
import { Server, type ServerOptions } from 'socket.io'
import {
  disconnectRevokedSockets,
  handshakePlayer,
  RevokedHandshakeError,
} from '../accounts/socket-sessions.js'
import { addressKey } from '../budgets/address-key.js'
import { registerHandlers } from './handle.js'
import { socketHandlers } from './handler-map.js'
import { TokenBucket } from './token-bucket.js'
import type { RaceServer } from './types.js'
import { wireParser } from './wire-parser.js'
import type { Services } from '../services.js'

export function createSocketServer(
  http: HttpServer,
  cluster?: { path: string; adapter: ServerOptions['adapter'] },
): RaceServer {
  return new Server(http, {
    ...(cluster ? { path: cluster.path, adapter: cluster.adapter } : {}),
    transports: ['websocket', 'polling'],
    maxHttpBufferSize: 64 * 1024,
    parser: wireParser,
    // No connectionStateRecovery: the client re-joins on every connect (race:join resyncs view,
    // legal moves and seq), and the recovery adapter keeps every room emit (spectators' whole
    // views included) until a sweep that runs once a minute whatever the window: under load
    // that is a minute of broadcasts in memory (bench/README.md, docs/decisions.md).
  })
}

export function attachHandlers(io: RaceServer, services: Services): void {
  const { tokens, store, clock, log, budgets, config, registry, queue, accounts, crowds } = services
  if (accounts) disconnectRevokedSockets(io, accounts)
  io.use((socket, next) => {
    const ip = addressKey(clientAddress(socket.handshake, config.TRUST_PROXY))
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
    const guestId = tokens.verify(token)
    socket.data.moveBudget = new TokenBucket(config.MOVE_RATE_PER_SEC, config.MOVE_BURST, () =>
      clock.now(),
    )
    socket.data.eventBudget = new TokenBucket(
      config.MOVE_RATE_PER_SEC * 2,
      config.MOVE_BURST * 2,
      () => clock.now(),
    )
    socket.data.player = null
    const playerId: Promise<string | null> = accounts
      ? handshakePlayer(accounts, socket, guestId, config.TRUST_PROXY)
      : Promise.resolve(guestId)
    playerId
      .then(async (id) => {
        if (id) socket.data.player = await store.getPlayer(id)
        next()
      })
      .catch((error: unknown) => {
        if (error instanceof RevokedHandshakeError) return next(error)
        log.error({ err: error }, 'player lookup failed at handshake')
        next()
      })
  })

  const handlers = socketHandlers(services)
  io.on('connection', (socket) => {
    budgets.opened(socket.data.ip)
    socket.once('disconnect', () => budgets.closed(socket.data.ip))
    registerHandlers(socket, handlers, budgets, log)
    socket.on('disconnect', () => {
      void queue.leave(socket.id)
      crowds.disconnect(socket.id, (raceId) => registry.get(raceId))
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
