// Sends a server event to every socket of some players (the app gives it: their player rooms,
// through the adapter in a cluster, as friends' account emitter does).
import type { ServerEvent, ServerPayload } from '@patience-race/protocol'

export type ArenaEmitter = <E extends ServerEvent>(
  playerIds: readonly string[],
  event: E,
  payload: ServerPayload<E>,
) => void
