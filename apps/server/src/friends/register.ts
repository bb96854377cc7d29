// Puts friends on the app: the following, blocking and challenge routes under /api, and the
// sockets' presence (first and last socket of a player on this node). Called once from app.ts.
import type { FastifyInstance } from 'fastify'
import type { RaceServer } from '../realtime/types.js'
import { challengeRoutes } from './challenge-routes.js'
import { followingRoutes } from './following-routes.js'
import type { Friends } from './friends.js'

export async function registerFriends(
  app: FastifyInstance,
  io: RaceServer,
  friends: Friends,
): Promise<void> {
  io.on('connection', (socket) => {
    const playerId = socket.data.player?.id
    if (!playerId) return
    void friends.presence.socketOpened(playerId)
    socket.once('disconnect', () => void friends.presence.socketClosed(playerId))
  })
  await app.register(
    async (api) => {
      await api.register(followingRoutes, { friends })
      await api.register(challengeRoutes, { friends })
    },
    { prefix: '/api' },
  )
}
