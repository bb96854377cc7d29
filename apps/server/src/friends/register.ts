// Puts friends on the app: the following, blocking and challenge routes under /api, the
// sockets' presence (first and last socket of a player on this node), and the emitter that
// reaches every socket of an account. Called from app.ts.
import type { FastifyInstance } from 'fastify'
import type { ServerToClientEvents } from '@patience-race/protocol'
import { playerRoom } from '../accounts/socket-sessions.js'
import type { RaceServer } from '../realtime/types.js'
import type { AccountEmitter } from './account-emitter.js'
import { challengeRoutes } from './routes-challenges.js'
import { followingRoutes } from './routes-following.js'
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

/** Events to every socket of some accounts, through their player rooms (and the adapter). */
export function accountEmitter(io: RaceServer): AccountEmitter {
  return (playerIds, event, payload) => {
    if (playerIds.length === 0) return
    const args = [payload] as Parameters<ServerToClientEvents[typeof event]>
    io.to(playerIds.map(playerRoom)).emit(event, ...args)
  }
}
