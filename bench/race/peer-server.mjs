// The peer lane's server: boardgame.io 0.50's own Server (Koa, its lobby API and its Socket.IO
// transport) running our race (peer-game.mjs) on Postgres through bgio-postgres, in a process
// of its own like the race server. Env: PORT, DATABASE_URL (a fresh database), GAME.
//
// On SIGTERM it stops accepting connections and waits for the storage writes still running
// before it exits, so the durability count afterwards sees every write that was started.
import { createRequire } from 'node:module'
import { PostgresStore } from 'bgio-postgres'
import { raceGame } from './peer-game.mjs'

const require = createRequire(import.meta.url)
const { Server, SocketIO } = require('boardgame.io/server')

const port = Number(process.env.PORT ?? 0)
const game = raceGame(process.env.GAME ?? 'sir-tommy')

/** bgio-postgres's store, counting the writes in progress (for a clean stop). */
class CountingStore extends PostgresStore {
  pending = 0

  async track(write) {
    this.pending += 1
    try {
      return await write()
    } finally {
      this.pending -= 1
    }
  }

  setState(...args) {
    return this.track(() => super.setState(...args))
  }

  setMetadata(...args) {
    return this.track(() => super.setMetadata(...args))
  }

  createMatch(...args) {
    return this.track(() => super.createMatch(...args))
  }
}

/**
 * boardgame.io's transport builds the HTTP handler (koa-socket-2's `app.callback()`) before the
 * Server adds its lobby routes. koa-compose ≥ 4.2 copies the middleware list when the handler
 * is built, so with today's dependencies every lobby call answered 404; building the handler
 * at the first request instead puts the routes back.
 */
class LobbySocketIO extends SocketIO {
  init(app, games, origins) {
    const callback = app.callback.bind(app)
    let handler
    app.callback = () => (request, response) => (handler ??= callback())(request, response)
    return super.init(app, games, origins)
  }
}

// Sequelize's pool holds 5 connections by default; ours (node-postgres's default) holds 10, and
// the peer gets the same.
const db = new CountingStore(process.env.DATABASE_URL, { logging: false, pool: { max: 10 } })
const server = Server({
  games: [game],
  db,
  // Socket.IO's defaults as the race server has them: websocket, polling as a fallback.
  transport: new LobbySocketIO({ socketOpts: { transports: ['websocket', 'polling'] } }),
  origins: ['http://127.0.0.1'],
})
// Koa's listen (wrapped by koa-socket-2) binds every interface; the bench only uses loopback.
const listen = server.app.listen.bind(server.app)
server.app.listen = (listenPort, callback) => listen(listenPort, '127.0.0.1', callback)
const { appServer } = await server.run(port)

process.on('SIGTERM', () => {
  void stop()
})

async function stop() {
  appServer.close()
  const deadline = Date.now() + 15_000
  while (db.pending > 0 && Date.now() < deadline)
    await new Promise((resolve) => setTimeout(resolve, 20))
  await db.sequelize.close()
  process.exit(0)
}
