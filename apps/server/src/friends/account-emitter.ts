// Sends a server event to every socket of some accounts (made by register.ts from Socket.IO:
// each socket joins its player's room at the handshake, accounts/socket-sessions.ts, and the
// room goes through the adapter, so in a cluster every tab on every node gets it).
import type { ServerEvent, ServerPayload } from '@patience-race/protocol'

export type AccountEmitter = <E extends ServerEvent>(
  playerIds: readonly string[],
  event: E,
  payload: ServerPayload<E>,
) => void
