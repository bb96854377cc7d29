// Sends a server event to every socket of some players (the app gives it: their player rooms,
// through the adapter in a cluster, as friends' account emitter does).
import type { ServerEvent, ServerPayload } from '@patience-race/protocol'

export type ArenaEmitter = <E extends ServerEvent>(
  playerIds: readonly string[],
  event: E,
  payload: ServerPayload<E>,
) => void

/**
 * Sends a server event to the sockets watching an arena (its room, joined by `arena:watch`),
 * except those of the players named (entrants get their own copy, with their own row).
 */
export type ArenaWatchersEmitter = <E extends ServerEvent>(
  arenaId: string,
  exceptPlayerIds: readonly string[],
  event: E,
  payload: ServerPayload<E>,
) => void

/** The Socket.IO room of an arena's watchers. */
export const arenaRoom = (arenaId: string) => `arena:${arenaId}`
