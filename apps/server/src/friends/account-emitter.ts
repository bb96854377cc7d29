// Sends a server event to every socket of some accounts: each socket joins its player's room at
// the handshake (accounts/socket-sessions.ts), and the room goes through Socket.IO's adapter, so
// in a cluster every tab on every node gets it.
import type { ServerEvent, ServerPayload, ServerToClientEvents } from '@patience-race/protocol'
import { playerRoom } from '../accounts/socket-sessions.js'
import type { RaceServer } from '../realtime/types.js'

export type AccountEmitter = <E extends ServerEvent>(
  playerIds: readonly string[],
  event: E,
  payload: ServerPayload<E>,
) => void

export function accountEmitter(io: RaceServer): AccountEmitter {
  return (playerIds, event, payload) => {
    if (playerIds.length === 0) return
    const args = [payload] as Parameters<ServerToClientEvents[typeof event]>
    io.to(playerIds.map(playerRoom)).emit(event, ...args)
  }
}
